import { UNFULFILLED_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';

/** An order as its table holds it. */
export type OrderRecord = typeof orders.$inferSelect;

export const ORDER_NOT_FOUND = 'Order not found.';

/** How many of the store's orders are paid and not yet handed over (store deletion asks). */
export async function unfulfilledOrderCount(db: Executor, storeId: string): Promise<number> {
  return db.$count(
    orders,
    and(eq(orders.storeId, storeId), inArray(orders.orderStatus, [...UNFULFILLED_STATUSES])),
  );
}
