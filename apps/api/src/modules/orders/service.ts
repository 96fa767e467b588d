import { nextOrderStatus, UNFULFILLED_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, holdsOnEveryRecord, requireAccess } from '../../access.js';
import { type Executor, inTransaction } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { placeholders, preparedFor } from '../../db/prepared.js';
import { orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { storeSummaries, storeSummary } from '../catalog/store-records.js';
import { insertOrderEvent } from './order-events.js';
import { toOrderJson } from './order-json.js';
import { ordersOfBuyerWhere } from './ownership.js';

/**
 * Orders: recorded once per paid payment session (checkout calls recordOrder), read back by the
 * buyer who placed them and by admins.
 */

export type OrderRecord = typeof orders.$inferSelect;
/** What the orders operations run with. */
export type OrdersDeps = { db: Executor };
/** What a paid order is recorded with: every column, so that one prepared statement writes any. */
const NEW_ORDER_COLUMNS = [
  'orderType',
  'products',
  'storeId',
  'subtotalCents',
  'taxCents',
  'sellerTip',
  'driverTip',
  'sellerTipCents',
  'driverTipCents',
  'deliveryFeeCents',
  'discountCents',
  'totalAmountCents',
  'couponCode',
  'specialRequest',
  'deliveryAddress',
  'pickUpAddress',
  'billingAddress',
  'deliveryDate',
  'deliveryWindowStart',
  'deliveryWindowEnd',
  'buyerId',
  'sellerId',
  'driverId',
  'userId',
  'paymentSessionId',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];

export type NewOrder = {
  [Column in (typeof NEW_ORDER_COLUMNS)[number]]-?: Exclude<
    (typeof orders.$inferInsert)[Column],
    undefined
  >;
} & { paymentSessionId: string };

/** Every payment's order, once: the session's second try inserts nothing and reads it instead. */
const insertOrder = preparedFor((db) =>
  db
    .insert(orders)
    .values(placeholders(...NEW_ORDER_COLUMNS, 'orderStatus'))
    .onConflictDoNothing({ target: orders.paymentSessionId })
    .returning()
    .prepare('insert_order'),
);

/** Most orders one history answer carries, newest first. */
export const ORDER_HISTORY_LIMIT = 500;

export const ORDER_NOT_FOUND = 'Order not found.';
/** Ours: a buyer asked for someone else's orders. */
export const NOT_YOUR_ORDERS = 'You can only see your own orders.';

/**
 * The order a payment session paid for. Exactly one per session: the UNIQUE payment_session_id
 * makes a second insert a no-op, and the first order's id is answered instead. A new order starts
 * its timeline with the payment (docs/decisions/090): null → pending, by the system, in the same
 * transaction (the caller's, when `db` is one).
 */
export async function recordOrder(
  db: Executor,
  order: NewOrder,
): Promise<{ orderId: string; created: boolean }> {
  const paid = nextOrderStatus({
    status: null,
    orderType: order.orderType,
    action: 'pay',
    actor: { kind: 'system' },
  });
  if (!paid.ok) throw new Error(paid.reason);
  return inTransaction(db, async (tx) => {
    const [inserted] = await insertOrder(tx).execute({ ...order, orderStatus: paid.to });
    if (inserted) {
      await insertOrderEvent(
        tx,
        {
          orderId: inserted.id,
          fromStatus: null,
          toStatus: paid.to,
          action: 'pay',
          actorUserId: null,
          actorRole: 'system',
          at: inserted.createdAt,
        },
        inserted,
      );
      return { orderId: inserted.id, created: true };
    }
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentSessionId, order.paymentSessionId));
    if (!existing) throw new Error(`No order for payment session ${order.paymentSessionId}`);
    return { orderId: existing.id, created: false };
  });
}

/**
 * SPEC §7 order history, newest first. `ids` are the path's ids (a buyer id and/or a user id).
 * A buyer may name only their own ids and then sees only their own orders; an admin sees the
 * orders of whoever the ids name.
 */
export async function listOrderHistory(
  deps: OrdersDeps,
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
    where = ordersOfBuyerWhere(actor);
  }
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_HISTORY_LIMIT);
  return withStores(db, rows);
}

/** Every confirmation reads its order, so prepared. */
const orderById = preparedFor((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_by_id'),
);

/** One order, for its buyer (the confirmation page) or an admin. */
export async function findOrder(deps: OrdersDeps, input: { actor: Actor | null; orderId: string }) {
  const { db } = deps;
  const { orderId } = input;
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const [order] = await orderById(db).execute({ id: orderId });
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  await requireAccess({ db, actor: input.actor, permission: 'order.read', ids: [orderId] });
  return toOrderJson({ order, store: await storeSummary(db, order.storeId) });
}

/** The orders as JSON, each with its store as the catalogue describes it. */
async function withStores(db: Executor, rows: OrderRecord[]) {
  const stores = await storeSummaries(
    db,
    rows.map((order) => order.storeId),
  );
  return rows.map((order) => toOrderJson({ order, store: stores.get(order.storeId) ?? null }));
}

/** How many of the store's orders are paid and not yet handed over (store deletion asks). */
export async function unfulfilledOrderCount(db: Executor, storeId: string): Promise<number> {
  return db.$count(
    orders,
    and(eq(orders.storeId, storeId), inArray(orders.orderStatus, [...UNFULFILLED_STATUSES])),
  );
}
