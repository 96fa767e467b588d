import {
  DELIVERY_PHOTOS_DRIVERS_ONLY,
  DRIVERS_UPLOAD_DELIVERY_ONLY,
  NOT_YOUR_INSTRUCTIONS,
} from '@marketplace/core/constants/messages';
import { ROLES, type Role } from '@marketplace/core/constants/roles';
import type { Executor } from './db/client.js';
import type { users } from './db/schema.js';
import { AppError } from './errors.js';

/**
 * Who may call a route, declared in its `config.access`; a route without one denies everyone.
 * The first gate, checked before the body is read:
 * - 'public': anyone, no token read.
 * - 'onboarding': the short-lived token verify-otp hands a new phone.
 * - 'authenticated': any logged-in user.
 * - a list of roles: a logged-in user holding one of them.
 */
export type RouteAccess = 'public' | 'onboarding' | 'authenticated' | readonly Role[];

/** The logged-in user an operation runs for, as loaded from the database for this request. */
export type Actor = typeof users.$inferSelect;

export const AUTHENTICATION_REQUIRED = 'Authentication required.';
export const FORBIDDEN_ROLE = 'You do not have permission to do this.';

/** The ids among `ids` that the actor owns. */
export type Ownership = (options: {
  db: Executor;
  actor: Actor;
  ids: readonly string[];
}) => Promise<ReadonlySet<string>>;

/**
 * The ownership queries that read a module's records, by name. Each is written by the module
 * that owns the records (its `ownership.ts`) and registered when the app is built (app.ts), so
 * that this file, which every module imports, imports no module.
 */
export type OwnershipQuery =
  | 'storesOfSeller'
  | 'ordersOfBuyer'
  | 'ordersPlacedOrCarried'
  | 'ordersSold'
  | 'ordersSoldOrCarried';

const ownershipQueries = new Map<OwnershipQuery, Ownership>();

/** Registers the modules' ownership queries; buildApp calls it. */
export function registerOwnership(queries: Record<OwnershipQuery, Ownership>): void {
  for (const [name, query] of Object.entries(queries)) {
    ownershipQueries.set(name as OwnershipQuery, query);
  }
}

function ownershipQuery(name: OwnershipQuery): Ownership {
  const query = ownershipQueries.get(name);
  if (!query) throw new Error(`No ownership query "${name}" is registered (buildApp does it).`);
  return query;
}

type Grant = {
  /** Roles that hold the permission on every record: the staff grants (or every role). */
  roles: readonly Role[];
  /**
   * Anyone else holds it on the records they own: a module's query by name, or one of the checks
   * of the actor's own ids below. Absent: the roles' alone.
   */
  owned?: Ownership | OwnershipQuery;
  /** Who can own such records at all (a store is a seller's); absent: every role. */
  ownerRoles?: readonly Role[];
  /** The 403 sentence for naming a record that is someone else's. */
  notOwned?: string;
  /** The 403 sentence for a role that does not hold it; absent: FORBIDDEN_ROLE. */
  refused?: string;
};

/** Every id a user is known by on records: the user id and the role ids. */
const knownIds: Ownership = async ({ actor, ids }) => {
  const own = new Set(
    [
      actor.id,
      actor.buyerId,
      actor.adminId,
      actor.sellerId,
      actor.driverId,
      actor.dataentryId,
    ].filter((id): id is string => Boolean(id)),
  );
  return new Set(ids.filter((id) => own.has(id)));
};

/** The actor's own user id, for records that carry their user's id (a payment session). */
const ownUserId: Ownership = async ({ actor, ids }) => new Set(ids.filter((id) => id === actor.id));

/** The actor's own seller id (`store.create`, `store.listOfSeller`). */
const ownSellerId: Ownership = async ({ actor, ids }) => {
  const { sellerId } = actor;
  return new Set(sellerId ? ids.filter((id) => id === sellerId) : []);
};

/** The staff who keep every store's catalogue (SPEC §6). */
const STORE_STAFF = ['admin', 'dataentry'] as const satisfies readonly Role[];
const OWN_STORE = {
  roles: STORE_STAFF,
  owned: 'storesOfSeller',
  ownerRoles: ['seller'],
  notOwned: 'This store belongs to another seller.',
} as const satisfies Grant;

/**
 * Every permission, named by use, and who holds it: the one table of grants
 * (docs/decisions/002). An operation names its permission and the records it touches;
 * `requireAccess` answers from here.
 */
export const PERMISSIONS = {
  'user.list': { roles: ['admin'] },
  'user.role.update': { roles: ['admin'] },
  /** Ending every login of a user (a lost phone, someone leaving). */
  'user.sessions.end': { roles: ['admin'] },
  'customer.read': { roles: ['admin'] },
  'seller.list': { roles: ['admin'] },
  /** Whom a new store can be for, by name only: the staff who set stores up (issue #30). */
  'seller.choose': { roles: STORE_STAFF },
  'seller.create': { roles: ['admin'] },
  // Any logged-in user may order, staff for themselves included (docs/decisions/051).
  'checkout.create': { roles: ROLES },
  'promo.apply': { roles: ROLES },
  'savedAddress.list': { roles: ROLES },
  /** `ids` are the user of the payment session confirmed: its own user's, read with it. */
  'checkout.finalize': {
    roles: ['admin'],
    owned: ownUserId,
    notOwned: 'This payment belongs to someone else.',
  },
  'order.read': {
    roles: ['admin'],
    owned: 'ordersOfBuyer',
    notOwned: 'This order belongs to someone else.',
  },
  /** The hand-over's photo (a buyer's door): its buyer, its driver and admins (decision 122). */
  'order.deliveryPhoto': {
    roles: ['admin'],
    owned: 'ordersPlacedOrCarried',
    notOwned: 'This order belongs to someone else.',
  },
  // The operations console's orders and dispatch (docs/decisions/091).
  'order.listAll': { roles: ['admin'] },
  'order.assign': { roles: ['admin'] },
  'order.updateStatus': { roles: ['admin'] },
  /** A new order its store cannot make: its seller turns it down, refunded (issue #31). */
  'order.decline': {
    roles: [],
    owned: 'ordersSold',
    ownerRoles: ['seller'],
    notOwned: 'This order is another store’s.',
  },
  /** A pickup order made: its store's seller says so from their screen (issue #31). */
  'order.markReady': {
    roles: ['admin'],
    owned: 'ordersSold',
    ownerRoles: ['seller'],
    notOwned: 'This order is another store’s.',
  },
  'order.cancel': { roles: ['admin'] },
  /** Refunds after the sale, by lines or an amount, and a failed one's retry (issue #35). */
  'order.refund': { roles: ['admin'] },
  /** Items the store lacks: its seller, or the driver picking the order up (issue #35). */
  'order.markUnavailable': {
    roles: ['admin'],
    owned: 'ordersSoldOrCarried',
    ownerRoles: ['seller', 'driver'],
    notOwned: 'This order is another store’s.',
  },
  /**
   * The live stream of order events (docs/decisions/097): everything for admins; a seller hears
   * their stores' orders, a driver theirs, a buyer their own: chosen by who they are, never by
   * the request. Data entry handles the catalogue, not orders.
   */
  'order.stream': { roles: ['admin', 'seller', 'driver', 'buyer'] },
  /** Beyond their own orders, a stream carries every order to an admin… */
  'order.streamAll': { roles: ['admin'] },
  /** …their stores' orders to a seller… */
  'order.streamOfStores': { roles: ['seller'] },
  /** …and the orders they carry to a driver. */
  'order.streamCarried': { roles: ['driver'] },
  /** Who acted on an order, by name, on its timeline: the staff's names stay with admins. */
  'orderTimeline.actorNames': { roles: ['admin'] },
  'driver.list': { roles: ['admin'] },
  /** Starting and ending a shift, sharing one's position on it (docs/decisions/135). */
  'shift.work': { roles: ['driver'] },
  /** Every driver on shift and where they are: the dispatch board. */
  'driverPosition.listAll': { roles: ['admin'] },
  /** A seller's incoming orders: their own stores', chosen by who they are. */
  'order.listOfSeller': { roles: ['seller'] },
  /**
   * Store statements (issue #35, docs/decisions/141): every store's for admins, a seller's own
   * stores' for them. `ids` are the seller ids the statement is of: the caller's own.
   */
  'statement.read': {
    roles: ['admin'],
    owned: ownSellerId,
    ownerRoles: ['seller'],
    notOwned: 'You can only see your own stores.',
  },
  /** The text-message outbox (docs/decisions/098). */
  'textMessage.list': { roles: ['admin'] },
  /**
   * Push notifications on one's own devices (docs/decisions/144): every role gets some. A
   * subscription is always the caller's, chosen by who they are, never by the request.
   */
  'pushSubscription.manage': { roles: ROLES },
  /**
   * Reconciliation (issue #35, docs/decisions/142): what the sweep fixed and what needs a
   * person, running a pass now, and marking a finding handled.
   */
  'reconciliation.manage': { roles: ['admin'] },
  /** A driver's steps and orders (docs/decisions/095); `ids` are the driver ids named. */
  'driverInstruction.work': {
    roles: ['admin'],
    owned: knownIds,
    ownerRoles: ['driver'],
    notOwned: NOT_YOUR_INSTRUCTIONS,
  },
  /** `ids` are the ids a history is asked for: the user's own user and role ids. */
  'orderHistory.read': {
    roles: ['admin'],
    owned: knownIds,
    notOwned: 'You can only see your own orders.',
  },
  // Store management (docs/decisions/080): staff on every store, a seller on their own.
  'store.listAll': { roles: STORE_STAFF },
  /** `ids` are the seller ids asked for. */
  'store.listOfSeller': {
    roles: STORE_STAFF,
    owned: ownSellerId,
    ownerRoles: ['seller'],
    notOwned: 'You can only see your own stores.',
  },
  /** `ids` are the seller ids the new store is for. */
  'store.create': {
    roles: STORE_STAFF,
    owned: ownSellerId,
    ownerRoles: ['seller'],
    notOwned: 'You can only create stores of your own.',
  },
  'store.update': OWN_STORE,
  /** A seller's new store goes live through review (docs/decisions/126): its seller sends it… */
  'store.sendForReview': {
    roles: [],
    owned: 'storesOfSeller',
    ownerRoles: ['seller'],
    notOwned: 'This store belongs to another seller.',
  },
  /** …and staff approve it or send it back. */
  'store.review': { roles: STORE_STAFF },
  'store.delete': OWN_STORE,
  'store.clone': OWN_STORE,
  /** A store's product categories and products: list, create, change, delete, import, export. */
  'storeCatalog.update': OWN_STORE,
  'catalogAudit.read': { roles: ['admin'] },
  /** A store's or a product's photo: the catalogue's keepers. */
  'upload.catalogImage': {
    roles: [...STORE_STAFF, 'seller'],
    refused: DRIVERS_UPLOAD_DELIVERY_ONLY,
  },
  /** A photo of a hand-over: drivers, and admins for them. */
  'upload.deliveryPhoto': { roles: ['driver', 'admin'], refused: DELIVERY_PHOTOS_DRIVERS_ONLY },
} as const satisfies Record<string, Grant>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * The check every operation starts with, so a service is safe whichever route calls it: the
 * actor holds `permission` through their role, or owns every record in `ids`. Returns the actor,
 * now known to be logged in; 401 without one, 403 otherwise.
 */
export async function requireAccess(options: {
  db: Executor;
  actor: Actor | null;
  permission: Permission;
  ids?: readonly string[];
}): Promise<Actor> {
  const { db, actor, ids = [] } = options;
  if (!actor) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
  if (holdsOnEveryRecord(actor, options.permission)) return actor;
  const grant: Grant = PERMISSIONS[options.permission];
  if (!grant.owned || !(grant.ownerRoles ?? ROLES).includes(actor.role)) {
    throw new AppError('FORBIDDEN', grant.refused ?? FORBIDDEN_ROLE);
  }
  const refused = () => new AppError('FORBIDDEN', grant.notOwned ?? FORBIDDEN_ROLE);
  // Naming nothing owns nothing.
  if (ids.length === 0) throw refused();
  const query = typeof grant.owned === 'string' ? ownershipQuery(grant.owned) : grant.owned;
  const owned = await query({ db, actor, ids });
  if (!ids.every((id) => owned.has(id))) throw refused();
  return actor;
}

/** Whether the actor holds the permission through their role, on every record, not by owning. */
export function holdsOnEveryRecord(actor: Actor, permission: Permission): boolean {
  const grant: Grant = PERMISSIONS[permission];
  return grant.roles.includes(actor.role);
}
