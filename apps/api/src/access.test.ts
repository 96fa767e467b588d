import { randomUUID } from 'node:crypto';
import {
  DELIVERY_PHOTOS_DRIVERS_ONLY,
  DRIVERS_UPLOAD_DELIVERY_ONLY,
} from '@marketplace/core/constants/messages';
import { ROLES, type Role } from '@marketplace/core/constants/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  AUTHENTICATION_REQUIRED,
  FORBIDDEN_ROLE,
  PERMISSIONS,
  type Permission,
  requireAccess,
} from './access.js';
import { orders, ROLE_ID } from './db/schema.js';
import { createTestApp } from './test/create-test-app.js';

/**
 * Every permission × every role × a record of the actor's own and one of someone else's: the
 * table in access.ts, proved on the database. A permission added without records here fails to
 * compile.
 */

const ctx = await createTestApp();

/** The actor's seller id, when they have one (a store's owner is its seller). */
function ownSellerIds(actor: Actor): string[] {
  return actor.sellerId ? [actor.sellerId] : [];
}

/** A store of the actor (when a seller) and one of another seller. */
const OWN_STORE = {
  roles: ['seller'] as const,
  records: async (actor: Actor) => ({
    own: actor.sellerId ? [(await ctx.newStore({ sellerId: actor.sellerId })).id] : [],
    others: [(await ctx.newStore({ sellerId: randomUUID() })).id],
  }),
  refusal: 'This store belongs to another seller.',
};

/** The ids of a record the actor owns and of one someone else owns. */
type Records = (actor: Actor, someoneElse: Actor) => Promise<{ own: string[]; others: string[] }>;

/**
 * Who should hold each permission, written out apart from access.ts so that a change to the
 * grants shows here: the roles that hold it on every record, and for owners, their records and
 * the sentence that refuses someone else's.
 */
const EXPECTED: Record<
  Permission,
  {
    holders: readonly Role[];
    /** `roles`: who can own such records (absent: every role); the rest are refused by role. */
    owners?: { records: Records; refusal: string; roles?: readonly Role[] };
    /** The sentence a role that does not hold it is refused with; absent: FORBIDDEN_ROLE. */
    refused?: string;
  }
> = {
  'user.list': { holders: ['admin'] },
  'user.role.update': { holders: ['admin'] },
  'customer.read': { holders: ['admin'] },
  'seller.list': { holders: ['admin'] },
  'seller.choose': { holders: ['admin', 'dataentry'] },
  'seller.create': { holders: ['admin'] },
  'checkout.create': { holders: ROLES },
  'promo.apply': { holders: ROLES },
  'savedAddress.list': { holders: ROLES },
  'checkout.finalize': {
    holders: ['admin'],
    owners: {
      records: async (actor, someoneElse) => ({
        own: [actor.id],
        others: [someoneElse.id],
      }),
      refusal: 'This payment belongs to someone else.',
    },
  },
  'order.read': {
    holders: ['admin'],
    owners: {
      records: async (actor, someoneElse) => ({
        own: [await ctx.newOrder(actor), await ctx.newOrder(actor)],
        others: [await ctx.newOrder(actor), await ctx.newOrder(someoneElse)],
      }),
      refusal: 'This order belongs to someone else.',
    },
  },
  'order.deliveryPhoto': {
    holders: ['admin'],
    owners: {
      // Placed by the actor, or carried by them as its driver now.
      records: async (actor, someoneElse) => {
        const carried = await ctx.newOrder(someoneElse);
        await ctx.db
          .update(orders)
          .set({ driverId: actor.driverId ?? randomUUID() })
          .where(eq(orders.id, carried));
        const placed = await ctx.newOrder(actor);
        const theirs = await ctx.newOrder(someoneElse);
        return actor.driverId
          ? { own: [placed, carried], others: [theirs] }
          : { own: [placed], others: [theirs, carried] };
      },
      refusal: 'This order belongs to someone else.',
    },
  },
  'order.listAll': { holders: ['admin'] },
  'order.assign': { holders: ['admin'] },
  'order.updateStatus': { holders: ['admin'] },
  'order.decline': {
    holders: [],
    owners: {
      records: async (actor, someoneElse) => {
        const sold = actor.sellerId
          ? [await ctx.newOrder(someoneElse, { sellerId: actor.sellerId })]
          : [];
        return { own: sold, others: [await ctx.newOrder(someoneElse)] };
      },
      refusal: 'This order is another store’s.',
      roles: ['seller'],
    },
  },
  'order.markReady': {
    holders: ['admin'],
    owners: {
      // Sold by a store of the actor's, whoever bought it.
      records: async (actor, someoneElse) => {
        const sold = actor.sellerId
          ? [await ctx.newOrder(someoneElse, { sellerId: actor.sellerId })]
          : [];
        return { own: sold, others: [await ctx.newOrder(someoneElse)] };
      },
      refusal: 'This order is another store’s.',
      roles: ['seller'],
    },
  },
  'order.cancel': { holders: ['admin'] },
  'order.refund': { holders: ['admin'] },
  'order.markUnavailable': {
    holders: ['admin'],
    owners: {
      // Sold by a store of the actor's, or carried by them as its driver now.
      records: async (actor, someoneElse) => {
        const sold = actor.sellerId
          ? [await ctx.newOrder(someoneElse, { sellerId: actor.sellerId })]
          : [];
        const carried = await ctx.newOrder(someoneElse);
        await ctx.db
          .update(orders)
          .set({ driverId: actor.driverId ?? randomUUID() })
          .where(eq(orders.id, carried));
        const placed = await ctx.newOrder(actor);
        const theirs = await ctx.newOrder(someoneElse);
        return {
          own: [...sold, ...(actor.driverId ? [carried] : [])],
          others: [theirs, placed, ...(actor.driverId ? [] : [carried])],
        };
      },
      refusal: 'This order is another store’s.',
      roles: ['seller', 'driver'],
    },
  },
  'textMessage.list': { holders: ['admin'] },
  'pushSubscription.manage': { holders: ROLES },
  'reconciliation.manage': { holders: ['admin'] },
  'user.sessions.end': { holders: ['admin'] },
  'order.listOfSeller': { holders: ['seller'] },
  'statement.read': {
    holders: ['admin'],
    owners: {
      roles: ['seller'],
      records: async (actor) => ({ own: ownSellerIds(actor), others: [randomUUID()] }),
      refusal: 'You can only see your own stores.',
    },
  },
  'order.stream': { holders: ['admin', 'seller', 'driver', 'buyer'] },
  'driverInstruction.work': {
    holders: ['admin'],
    owners: {
      records: async (actor, someoneElse) => ({
        own: [actor.driverId!],
        others: [actor.driverId!, someoneElse.driverId ?? someoneElse.id],
      }),
      refusal: "These are another driver's instructions.",
      roles: ['driver'],
    },
  },
  'driver.list': { holders: ['admin'] },
  'shift.work': { holders: ['driver'] },
  'driverPosition.listAll': { holders: ['admin'] },
  'orderHistory.read': {
    holders: ['admin'],
    owners: {
      records: async (actor, someoneElse) => ({
        own: [actor.id, actor[ROLE_ID[actor.role]]!],
        others: [actor.id, someoneElse.buyerId!],
      }),
      refusal: 'You can only see your own orders.',
    },
  },
  'store.listAll': { holders: ['admin', 'dataentry'] },
  'store.listOfSeller': {
    holders: ['admin', 'dataentry'],
    owners: {
      roles: ['seller'],
      records: async (actor) => ({ own: ownSellerIds(actor), others: [randomUUID()] }),
      refusal: 'You can only see your own stores.',
    },
  },
  'store.create': {
    holders: ['admin', 'dataentry'],
    owners: {
      roles: ['seller'],
      records: async (actor) => ({ own: ownSellerIds(actor), others: [randomUUID()] }),
      refusal: 'You can only create stores of your own.',
    },
  },
  'store.update': { holders: ['admin', 'dataentry'], owners: OWN_STORE },
  'store.sendForReview': { holders: [], owners: OWN_STORE },
  'store.review': { holders: ['admin', 'dataentry'] },
  'store.delete': { holders: ['admin', 'dataentry'], owners: OWN_STORE },
  'store.clone': { holders: ['admin', 'dataentry'], owners: OWN_STORE },
  'storeCatalog.update': { holders: ['admin', 'dataentry'], owners: OWN_STORE },
  'catalogAudit.read': { holders: ['admin'] },
  'upload.catalogImage': {
    holders: ['admin', 'dataentry', 'seller'],
    refused: DRIVERS_UPLOAD_DELIVERY_ONLY,
  },
  'upload.deliveryPhoto': { holders: ['driver', 'admin'], refused: DELIVERY_PHOTOS_DRIVERS_ONLY },
  'order.streamAll': { holders: ['admin'] },
  'order.streamOfStores': { holders: ['seller'] },
  'order.streamCarried': { holders: ['driver'] },
  'orderTimeline.actorNames': { holders: ['admin'] },
};

const check = (actor: Actor | null, permission: Permission, ids?: string[]) =>
  requireAccess({ db: ctx.db, actor, permission, ids });

const refusal = (error: string) => ({
  statusCode: 403,
  code: 'FORBIDDEN',
  message: error,
});

describe.each(Object.keys(PERMISSIONS) as Permission[])('%s', (permission) => {
  const { holders, owners, refused } = EXPECTED[permission];

  it('needs a logged-in user', async () => {
    await expect(check(null, permission, ['x'])).rejects.toMatchObject({
      statusCode: 401,
      message: AUTHENTICATION_REQUIRED,
    });
  });

  it.each(ROLES)('for a %s, on their own records and on others', async (role) => {
    const actor = await ctx.newUser({ role });
    const someoneElse = await ctx.newUser();
    const { own, others } = owners
      ? await owners.records(actor, someoneElse)
      : { own: [], others: [] };
    if (holders.includes(role)) {
      await expect(check(actor, permission, own)).resolves.toBe(actor);
      await expect(check(actor, permission, others)).resolves.toBe(actor);
    } else if (owners && (owners.roles ?? ROLES).includes(role)) {
      await expect(check(actor, permission, own)).resolves.toBe(actor);
      await expect(check(actor, permission, others)).rejects.toMatchObject(refusal(owners.refusal));
      // Naming nothing owns nothing.
      await expect(check(actor, permission, [])).rejects.toMatchObject(refusal(owners.refusal));
    } else {
      await expect(check(actor, permission, own)).rejects.toMatchObject(
        refusal(refused ?? FORBIDDEN_ROLE),
      );
    }
  });
});
