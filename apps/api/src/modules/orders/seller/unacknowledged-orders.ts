import { UNACKNOWLEDGED_FLAG_MINUTES } from '@marketplace/core/orders/acknowledgement';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { runEvery } from '../../../run-every.js';
import { queueUnacknowledgedPushes } from '../../push/queue-order-pushes.js';

/** How often each instance looks for paid orders their store has not acknowledged. */
export const UNACKNOWLEDGED_WATCH_EVERY_MS = 60_000;
/**
 * Only orders paid within this long are pushed: an older one was pushed when it crossed the flag
 * (or is seeded data), and the console keeps flagging it.
 */
const PUSH_WITHIN_MINUTES = 60;

/**
 * Pushes to admins' devices each paid order still waiting for its store's acknowledgement past
 * UNACKNOWLEDGED_FLAG_MINUTES, once per order (the push outbox's key), whichever instance sees it
 * first. Answers how many orders it looked at.
 */
export async function pushUnacknowledgedOrders(deps: {
  db: Executor;
  clock: () => Date;
}): Promise<number> {
  const now = deps.clock().getTime();
  const waiting = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, 'pending'),
        isNull(orders.acknowledgedAt),
        lte(orders.createdAt, new Date(now - UNACKNOWLEDGED_FLAG_MINUTES * 60_000)),
        gte(orders.createdAt, new Date(now - PUSH_WITHIN_MINUTES * 60_000)),
      ),
    );
  for (const order of waiting) await queueUnacknowledgedPushes(deps.db, { order });
  return waiting.length;
}

/** Runs `pushUnacknowledgedOrders` every minute until stopped; a failed look is retried. */
export function watchUnacknowledgedOrders(deps: {
  db: Executor;
  clock: () => Date;
  log: FastifyBaseLogger;
}): () => void {
  return runEvery({
    everyMs: UNACKNOWLEDGED_WATCH_EVERY_MS,
    run: () => pushUnacknowledgedOrders(deps),
    log: deps.log,
    failed: 'Unacknowledged orders: the look failed; trying again in a minute.',
  });
}
