import { UNFULFILLED_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** An order as its table holds it. */
export type OrderRecord = typeof orders.$inferSelect;

export const ORDER_NOT_FOUND = 'Order not found.';

/**
 * The order's row, locked for the caller's transaction: every writer of an order's status, its
 * refunds or its events takes it first, so they happen one at a time. 404 for an unknown id.
 */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRecord> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

/** How many of the store's orders are paid and not yet handed over (store deletion asks). */
export async function unfulfilledOrderCount(db: Executor, storeId: string): Promise<number> {
  return db.$count(
    orders,
    and(eq(orders.storeId, storeId), inArray(orders.orderStatus, [...UNFULFILLED_STATUSES])),
  );
}
