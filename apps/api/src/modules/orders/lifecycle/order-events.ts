import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { countOrderEvent } from '../../../business-metrics.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { placeholders, preparedFor } from '../../../db/prepared.js';
import { orderEvents, type orders } from '../../../db/schema.js';
import { queueOrderPushes } from '../../push/queue-order-pushes.js';
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
 * Writes one event (a transition, or a refund's outcome), and the texts and push notifications
 * it owes into their outboxes (docs/decisions/098, 144); call it in the transaction that changes
 * the order, with the order as it is now and its row locked.
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
  countOrderEvent(row!.action);
  await queueOrderTexts(tx, { event: row!, order, arrivesAround });
  await queueOrderPushes(tx, {
    event: row!,
    order,
    arrivesAround,
    previousDriverId: row!.action === 'reassign' ? await driverBefore(tx, row!) : null,
  });
  return row!;
}

/** The driver an order was given to before this event: the one its last assignment named. */
async function driverBefore(tx: Executor, event: OrderEventRecord): Promise<string | null> {
  const [before] = await tx
    .select({ driverId: orderEvents.driverId })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, event.orderId),
        inArray(orderEvents.action, ['assign', 'reassign']),
        lt(orderEvents.id, event.id),
      ),
    )
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return before?.driverId ?? null;
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
