import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { orderEvents, type orders } from '../../db/schema.js';
import { queueOrderTexts } from '../notifications/queue-order-texts.js';

/** One row of an order's timeline (docs/decisions/090). */
export type OrderEventRecord = typeof orderEvents.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/**
 * Writes one transition, and the texts it owes into the outbox (docs/decisions/098); call it in
 * the transaction that changes the order's status, with the order as it is now.
 */
export async function insertOrderEvent(
  tx: Executor,
  event: NewOrderEvent,
  order: typeof orders.$inferSelect,
): Promise<OrderEventRecord> {
  const [row] = await tx.insert(orderEvents).values(event).returning();
  await queueOrderTexts(tx, { event: row!, order });
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
