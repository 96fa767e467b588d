import { orderBuyerId } from '@marketplace/core/session/order-buyer-id';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid, uuidArray } from '../../db/ids.js';
import { preparedFor } from '../../db/prepared.js';
import { orders, type users } from '../../db/schema.js';

type User = typeof users.$inferSelect;

/**
 * Who a buyer is to their orders: the user they were placed as, and the buyer id SPEC §6 puts on
 * them (null: none). One rule, read below in JavaScript and in SQL, by the history, the live
 * streams and `ordersOfBuyer`.
 */
export type OrderBuyer = { userId: string; buyerId: string | null };

export function orderBuyerOf(user: User): OrderBuyer {
  return { userId: user.id, buyerId: orderBuyerId(user) };
}

/** Whether the order is the buyer's own. */
export function isOrderOfBuyer(
  buyer: OrderBuyer,
  order: { userId: string; buyerId: string | null },
): boolean {
  return (
    order.userId === buyer.userId || (buyer.buyerId !== null && order.buyerId === buyer.buyerId)
  );
}

/** The buyer's own orders, as a condition on `orders`. */
export function ordersOfBuyerWhere(buyer: OrderBuyer): SQL {
  return buyer.buyerId
    ? (or(eq(orders.userId, buyer.userId), eq(orders.buyerId, buyer.buyerId)) as SQL)
    : eq(orders.userId, buyer.userId);
}

/** Whether the order is in this driver's hands: assigned to them now. */
export function isCarriedBy(driverId: string, order: { driverId: string | null }): boolean {
  return order.driverId === driverId;
}

/** The orders assigned to this driver now, as a condition on `orders`. */
export function ordersCarriedByWhere(driverId: string): SQL {
  return eq(orders.driverId, driverId);
}

/**
 * Whether a store of this seller sold the order: its seller is copied onto the order at payment
 * (a store never changes hands), so no catalogue read is needed.
 */
export function isSoldBy(sellerId: string, order: { sellerId: string | null }): boolean {
  return order.sellerId === sellerId;
}

/** The orders this seller's stores sold, as a condition on `orders`. */
export function ordersSoldByWhere(sellerId: string): SQL {
  return eq(orders.sellerId, sellerId);
}

/**
 * A person's orders in every part they play: the ones they placed, and with their role their
 * stores' (a seller: `sellerId`) or the ones they carry (a driver: `driverId`); null for a part
 * they do not play. The live streams hear these.
 */
export type OrderPerson = { buyer: OrderBuyer; sellerId: string | null; driverId: string | null };

type OrderParties = {
  userId: string;
  buyerId: string | null;
  sellerId: string | null;
  driverId: string | null;
};

export function isOrderOfPerson(person: OrderPerson, order: OrderParties): boolean {
  const { buyer, sellerId, driverId } = person;
  return (
    isOrderOfBuyer(buyer, order) ||
    (sellerId !== null && isSoldBy(sellerId, order)) ||
    (driverId !== null && isCarriedBy(driverId, order))
  );
}

export function ordersOfPersonWhere(person: OrderPerson): SQL {
  const { buyer, sellerId, driverId } = person;
  return or(
    ordersOfBuyerWhere(buyer),
    sellerId === null ? undefined : ordersSoldByWhere(sellerId),
    driverId === null ? undefined : ordersCarriedByWhere(driverId),
  ) as SQL;
}

/**
 * Every order page asks it, so prepared (the rule of `ordersOfBuyerWhere`, as placeholders): the
 * user's orders and their buyer id's, if any.
 */
const ordersOfUser = preparedFor((db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`${orders.id} = any(${sql.placeholder('ids')}::uuid[])`,
        or(
          eq(orders.userId, sql.placeholder('userId')),
          eq(orders.buyerId, sql.placeholder('buyerId')),
        ),
      ),
    )
    .prepare('orders_of_user'),
);

/** The ids among `ids` that are orders of this buyer (access.ts: `order.read`). */
export async function ordersOfBuyer(options: {
  db: Executor;
  actor: User;
  ids: readonly string[];
}): Promise<Set<string>> {
  const ids = options.ids.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await ordersOfUser(options.db).execute({
    ids: uuidArray(ids),
    userId: options.actor.id,
    // No buyer id matches no order: `buyer_id = null` is never true.
    buyerId: orderBuyerId(options.actor),
  });
  return new Set(rows.map((row) => row.id));
}

/**
 * The ids among `ids` of orders the actor placed, or carries as their driver now (access.ts:
 * `order.deliveryPhoto`: the hand-over's photo is for the buyer, the driver and admins).
 */
export async function ordersPlacedOrCarried(options: {
  db: Executor;
  actor: User;
  ids: readonly string[];
}): Promise<Set<string>> {
  const { actor } = options;
  const ids = options.ids.filter(isUuid);
  if (ids.length === 0) return new Set();
  const person = { buyer: orderBuyerOf(actor), sellerId: null, driverId: actor.driverId };
  const rows = await options.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), ordersOfPersonWhere(person)));
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` of orders this seller's stores sold (access.ts: `order.markReady`). */
export async function ordersSold(options: {
  db: Executor;
  actor: User;
  ids: readonly string[];
}): Promise<Set<string>> {
  const { sellerId } = options.actor;
  const ids = options.ids.filter(isUuid);
  if (!sellerId || ids.length === 0) return new Set();
  const rows = await options.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), ordersSoldByWhere(sellerId)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The ids among `ids` of orders this seller's stores sold or this driver carries (access.ts:
 * `order.markUnavailable`): the two who see what the store hands over.
 */
export async function ordersSoldOrCarried(options: {
  db: Executor;
  actor: User;
  ids: readonly string[];
}): Promise<Set<string>> {
  const { sellerId, driverId } = options.actor;
  const ids = options.ids.filter(isUuid);
  if ((!sellerId && !driverId) || ids.length === 0) return new Set();
  const rows = await options.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.id, ids),
        or(
          sellerId ? ordersSoldByWhere(sellerId) : undefined,
          driverId ? ordersCarriedByWhere(driverId) : undefined,
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
