import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import type { UserRecord } from '../users/service.js';
import {
  isCarriedBy,
  isOrderOfPerson,
  isSoldBy,
  type OrderPerson,
  orderBuyerOf,
  ordersOfBuyer,
  ordersOfPersonWhere,
} from './ownership.js';

const ctx = await createTestApp();

/** The person a stream is opened for, with every part their role plays. */
const personOf = (user: UserRecord): OrderPerson => ({
  buyer: orderBuyerOf(user),
  sellerId: user.sellerId,
  driverId: user.driverId,
});

describe('orders/ownership: whose order it is, one rule in JavaScript and in SQL', () => {
  it('gives every person the same orders either way: placed, sold by their stores, carried', async () => {
    const buyer = await ctx.newUser();
    const seller = await ctx.newUser({ role: 'seller' });
    const driver = await ctx.newUser({ role: 'driver' });
    const stranger = await ctx.newUser();
    const sellersStore = await ctx.newStore({ sellerId: seller.sellerId! });
    const otherStore = await ctx.newStore();

    const bought = await ctx.newOrder(buyer, { storeId: otherStore.id });
    const sold = await ctx.newOrder(stranger, { storeId: sellersStore.id });
    const carried = await ctx.newOrder(stranger, { storeId: otherStore.id });
    await ctx.db.update(orders).set({ driverId: driver.driverId }).where(eq(orders.id, carried));
    // A seller who orders from their own store: theirs twice over, listed once.
    const ownStore = await ctx.newOrder(seller, { storeId: sellersStore.id });
    const ids = [bought, sold, carried, ownStore];

    const rows = await ctx.db.select().from(orders).where(inArray(orders.id, ids));
    const expected = new Map([
      [buyer, [bought]],
      [seller, [sold, ownStore]],
      [driver, [carried]],
      [stranger, [sold, carried]],
    ]);
    for (const [user, theirs] of expected) {
      const person = personOf(user);
      const inJavaScript = rows.filter((row) => isOrderOfPerson(person, row)).map((row) => row.id);
      const inSql = await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(ordersOfPersonWhere(person));
      expect(inJavaScript.sort()).toEqual([...theirs].sort());
      expect(inSql.map((row) => row.id).sort()).toEqual([...theirs].sort());
    }
  });

  it('reads the seller and the driver off the order, not the catalogue', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({ sellerId: seller.sellerId! });
    const orderId = await ctx.newOrder(await ctx.newUser(), { storeId: store.id });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.sellerId).toBe(seller.sellerId);
    expect(isSoldBy(seller.sellerId!, order!)).toBe(true);
    expect(isCarriedBy(seller.sellerId!, order!)).toBe(false);
  });

  it('ordersOfBuyer (order.read) names only the buyer’s own among the ids asked', async () => {
    const buyer = await ctx.newUser();
    const mine = await ctx.newOrder(buyer);
    const theirs = await ctx.newOrder(await ctx.newUser());
    const owned = await ordersOfBuyer({
      db: ctx.db,
      actor: buyer,
      ids: [mine, theirs, 'not-a-uuid'],
    });
    expect([...owned]).toEqual([mine]);
  });
});
