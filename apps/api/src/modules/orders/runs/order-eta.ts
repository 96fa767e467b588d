import type { OrderEta } from '@marketplace/contract/runs';
import { stopEtas } from '@marketplace/core/dispatch/stops';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import type { Routing } from '../../../providers/routing/routing.js';
import { requireOrderReader } from '../lifecycle/read-order-timeline.js';
import { driversAtWork } from './dispatch-state.js';

const NO_ETA: OrderEta = { arrivesAt: null, late: false };

/**
 * When a delivery should reach its door (issue #34): from where its driver is, through the
 * stops they make before it (`driversAtWork`), at the routing provider's travel times. Only
 * while a driver has it (assigned or picked up) and shares a position; otherwise none, and the
 * buyer's page shows the window alone.
 */
export async function orderEta(
  deps: { db: Executor; clock: () => Date; routing: Routing },
  orderId: string,
): Promise<OrderEta> {
  const { db } = deps;
  const [order] = await db
    .select({ status: orders.orderStatus, driverId: orders.driverId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.driverId || !['assigned', 'picked_up'].includes(order.status)) return NO_ETA;
  const [driver] = await driversAtWork(db, [order.driverId]);
  if (!driver?.position) return NO_ETA;
  const now = deps.clock().getTime();
  const stops = driver.queue.slice(
    0,
    driver.queue.findIndex((s) => s.orderId === orderId && s.kind === 'drop_off') + 1,
  );
  if (stops.length === 0) return NO_ETA;
  const travel = await deps.routing.travelAmong(
    [driver.position, ...stops.map((s) => s.point)],
    now,
  );
  const door = stopEtas({ from: driver.position, at: now, stops, travel }).at(-1)!;
  // A driver early at the door waits for the window the buyer chose: that is when it arrives.
  const arrivesAt = Math.max(door.arrivesAt, door.stop.windowStart ?? 0);
  return { arrivesAt: new Date(arrivesAt).toISOString(), late: door.late };
}

/** GET /api/orders/{id}/eta: the order's buyer or an admin. */
export async function readOrderEta(
  deps: { db: Executor; clock: () => Date; routing: Routing },
  input: { actor: Actor | null; orderId: string },
): Promise<OrderEta> {
  await requireOrderReader(deps.db, input.actor, input.orderId);
  return orderEta(deps, input.orderId);
}
