import { stopEtas } from '@marketplace/core/dispatch/stops';
import { WITH_DRIVER_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { notifications, orders } from '../../../db/schema.js';
import type { Routing } from '../../../providers/routing/routing.js';
import { runEvery } from '../../../run-every.js';
import { queueLatePushes } from '../../push/queue-order-pushes.js';
import { queueRunningLateText } from '../../text-messages/queue-order-texts.js';
import { driversAtWork } from './dispatch-state.js';

/** How often each instance looks for deliveries that will miss their window. */
export const LATE_WATCH_EVERY_MS = 60_000;

type Deps = { db: Executor; clock: () => Date; routing: Routing };

/**
 * Texts each buyer whose delivery's ETA has passed its window's end (issue #34), once: every
 * driver at work is driven through their stops from where they are, and each late door not yet
 * texted gets the running-late text, and the admins' devices a push. Instances may overlap: the outbox's unique index keeps one.
 * Returns how many texts it queued.
 */
export async function textLateDeliveries(deps: Deps): Promise<number> {
  const { db } = deps;
  const now = deps.clock().getTime();
  const drivers = (await driversAtWork(db)).filter((driver) => driver.position);
  if (drivers.length === 0) return 0;
  const travel = await deps.routing.travelAmong(
    drivers.flatMap((driver) => [driver.position!, ...driver.queue.map((stop) => stop.point)]),
    now,
  );
  const late = new Map<string, number>();
  for (const driver of drivers) {
    for (const eta of stopEtas({ from: driver.position!, at: now, stops: driver.queue, travel })) {
      if (eta.late) late.set(eta.stop.orderId, eta.arrivesAt);
    }
  }
  if (late.size === 0) return 0;
  const texted = new Set(
    (
      await db
        .select({ orderId: notifications.orderId })
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'running_late'),
            inArray(notifications.orderId, [...late.keys()]),
          ),
        )
    ).map((row) => row.orderId),
  );
  const owed = [...late.keys()].filter((orderId) => !texted.has(orderId));
  if (owed.length === 0) return 0;
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, owed), inArray(orders.orderStatus, [...WITH_DRIVER_STATUSES])));
  for (const order of rows) {
    const arrivesAround = new Date(late.get(order.id)!);
    await queueRunningLateText(db, { order, arrivesAround });
    // The admins' devices hear it too (issue #36), once per order as the text is.
    await queueLatePushes(db, { order, arrivesAround });
  }
  return rows.length;
}

/** Runs `textLateDeliveries` every minute until stopped; a failed look is logged and retried. */
export function watchLateDeliveries(deps: Deps & { log: FastifyBaseLogger }): () => void {
  return runEvery({
    everyMs: LATE_WATCH_EVERY_MS,
    run: () => textLateDeliveries(deps),
    log: deps.log,
    failed: 'Late deliveries: the look failed; trying again in a minute.',
  });
}
