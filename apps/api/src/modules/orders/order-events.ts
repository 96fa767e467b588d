import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { orderEvents } from '../../db/schema.js';

/** One row of an order's timeline (docs/decisions/090). */
export type OrderEventRecord = typeof orderEvents.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** Writes one transition; call it in the transaction that changes the order's status. */
export async function insertOrderEvent(
  tx: Executor,
  event: NewOrderEvent,
): Promise<OrderEventRecord> {
  const [row] = await tx.insert(orderEvents).values(event).returning();
  return row!;
}

/** An order's events, oldest first (by id: the order they were written in). */
export async function orderTimeline(db: Executor, orderId: string): Promise<OrderEventRecord[]> {
  if (!isUuid(orderId)) return [];
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}
