import { desc, eq, or, type SQL } from 'drizzle-orm';
import { type Actor, holdsOnEveryRecord, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { toOrderJson } from '../order-json.js';
import type { OrderRecord } from '../order-records.js';
import { orderBuyerOf, ordersOfBuyerWhere } from '../ownership.js';

/** Most orders one history answer carries, newest first. */
export const ORDER_HISTORY_LIMIT = 500;

/** Ours: a buyer asked for someone else's orders. */
export const NOT_YOUR_ORDERS = 'You can only see your own orders.';

/**
 * SPEC §7 order history, newest first. `ids` are the path's ids (a buyer id and/or a user id).
 * A buyer may name only their own ids and then sees only their own orders; an admin sees the
 * orders of whoever the ids name.
 */
export async function listOrderHistory(
  deps: { db: Executor },
  input: { actor: Actor | null; buyerId: string; userId: string },
) {
  const { db } = deps;
  const { buyerId, userId } = input;
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'orderHistory.read',
    ids: [buyerId, userId],
  });
  let where: SQL | undefined;
  if (holdsOnEveryRecord(actor, 'orderHistory.read')) {
    const matches = [
      isUuid(buyerId) ? eq(orders.buyerId, buyerId) : undefined,
      isUuid(userId) ? eq(orders.userId, userId) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
    if (matches.length === 0) return [];
    where = or(...matches);
  } else {
    // The ids are the actor's own (requireAccess saw to it): their orders, by every id they have.
    where = ordersOfBuyerWhere(orderBuyerOf(actor));
  }
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_HISTORY_LIMIT);
  return withStores(db, rows);
}

/** The orders as JSON, each with its store as the catalogue describes it. */
async function withStores(db: Executor, rows: OrderRecord[]) {
  const stores = await storeSummaries(
    db,
    rows.map((order) => order.storeId),
  );
  return rows.map((order) => toOrderJson({ order, store: stores.get(order.storeId) ?? null }));
}
