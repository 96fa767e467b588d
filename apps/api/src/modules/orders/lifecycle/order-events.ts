import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { placeholders, preparedFor } from '../../../db/prepared.js';
import { orderEvents, type orders } from '../../../db/schema.js';
import { queueOrderTexts } from '../../text-messages/queue-order-texts.js';

/** One row of an order's timeline (docs/decisions/090). */
export type OrderEventRecord = typeof orderEvents.$inferSelect;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id'>;

/** Every order's first event and every transition's, so prepared; absent columns are null. */
const insertEvent = preparedFor((db) =>
  db
    .insert(orderEvents)
    .values({
      ...placeholders(
        'orderId',
        'fromStatus',
        'toStatus',
        'action',
        'actorUserId',
        'actorRole',
        'driverId',
        'reason',
        'amountCents',
        'refundId',
      ),
      // The transaction's time unless the event says when.
      at: sql`coalesce(${sql.placeholder('at')}::timestamptz, now())`,
    })
    .returning()
    .prepare('insert_order_event'),
);

/**
 * Writes one event (a transition, or a refund's outcome), and the texts it owes into the outbox
 * (docs/decisions/098); call it in the transaction that changes the order, with the order as it
 * is now and its row locked.
 */
export async function insertOrderEvent(
  tx: Executor,
  event: NewOrderEvent,
  order: typeof orders.$inferSelect,
  /** When the driver should reach the door, for the texts that say so (issue #34). */
  arrivesAround?: Date | null,
): Promise<OrderEventRecord> {
  const [row] = await insertEvent(tx).execute({
    fromStatus: null,
    actorUserId: null,
    driverId: null,
    reason: null,
    amountCents: null,
    refundId: null,
    ...event,
    at: event.at?.toISOString() ?? null,
  });
  await queueOrderTexts(tx, { event: row!, order, arrivesAround });
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
