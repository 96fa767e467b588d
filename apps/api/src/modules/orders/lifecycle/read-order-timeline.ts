import type { OrderEvent } from '@marketplace/contract/orders';
import { eq } from 'drizzle-orm';
import { type Actor, holdsOnEveryRecord, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { driverNames } from '../../users/driver-records.js';
import { userNames } from '../../users/service.js';
import { toOrderEventJson } from '../order-json.js';
import { ORDER_NOT_FOUND } from '../order-records.js';
import { orderTimeline } from './order-events.js';

/**
 * GET /api/orders/{id}/timeline: an order's events, oldest first (its buyer, or an admin). An
 * admin also reads who acted and which driver was given it by name, and the refunds the provider
 * refused; a buyer sees roles only, never the staff's names.
 */
export async function readOrderTimeline(
  deps: { db: Executor },
  input: { actor: Actor | null; orderId: string },
): Promise<OrderEvent[]> {
  const { db } = deps;
  const { orderId } = input;
  const reader = await requireOrderReader(db, input.actor, orderId);
  const named = holdsOnEveryRecord(reader, 'orderTimeline.actorNames');
  // A refund the provider refused is the staff's to retry: its buyer reads the one that is made.
  const events = (await orderTimeline(db, orderId)).filter(
    (event) => named || event.action !== 'refund_failed',
  );
  const [actors, drivers] = named
    ? await Promise.all([
        userNames(
          db,
          events.flatMap((event) => (event.actorUserId ? [event.actorUserId] : [])),
        ),
        driverNames(
          db,
          events.flatMap((event) => (event.driverId ? [event.driverId] : [])),
        ),
      ])
    : [new Map<string, string>(), new Map<string, string>()];
  return events.map((event) =>
    toOrderEventJson(event, {
      actorName: event.actorUserId ? (actors.get(event.actorUserId) ?? null) : null,
      driverName: event.driverId ? (drivers.get(event.driverId) ?? null) : null,
    }),
  );
}

/**
 * The caller, once they may read this order (its buyer, or an admin): 404 for an order that is
 * not there, whoever asks; 401 or 403 otherwise.
 */
export async function requireOrderReader(
  db: Executor,
  actor: Actor | null,
  orderId: string,
): Promise<Actor> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const [found] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return requireAccess({ db, actor, permission: 'order.read', ids: [orderId] });
}
