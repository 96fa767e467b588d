import type { RunChangeAnswer } from '@marketplace/contract/runs';
import { runOrder } from '@marketplace/core/dispatch/run-order';
import { type Stop, stopsOfOrder } from '@marketplace/core/dispatch/stops';
import { orderNeedsIdCheck } from '@marketplace/core/orders/id-check';
import { adminOrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { asc, inArray } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { Routing } from '../../../providers/routing/routing.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { shiftOfDriver } from '../../shifts/shift-records.js';
import { driverNames } from '../../users/driver-records.js';
import { planDriverSteps, replaceInstructions } from '../driver/driver-instructions.js';
import { transitionOrder } from '../lifecycle/transition-order.js';
import { toAdminOrderJson } from '../order-json.js';
import { ORDER_NOT_FOUND, type OrderRecord } from '../order-records.js';
import { refundsOfOrders } from '../refunds/refund-records.js';
import { dispatchOrderOf } from './dispatch-state.js';

/** Ours: an order of the run was assigned, cancelled or changed meanwhile. */
export const RUN_ORDER_TAKEN =
  'One of these orders is no longer waiting for a driver; refresh and try again.';
/** Ours: an order of the run has no place on the map to plan the run by. */
export const RUN_ORDER_UNPLACED =
  'One of these orders has no map position for its store or door, so it cannot join a run; assign it on its own.';

export const runAssigned = (count: number, driver: string) =>
  `${count} orders assigned to ${driver} as one run.`;

/**
 * POST /api/dispatch/runs (admin, issue #34): gives several unassigned deliveries to one driver
 * as one run, all or none. The orders are locked in id order (two admins assigning overlapping
 * runs wait for each other rather than deadlock); the second finds them taken and changes
 * nothing. The run's stops are ordered here, from the driver's position, never by the browser.
 */
export async function assignRun(
  deps: { db: Database; clock: () => Date; routing: Routing },
  input: { actor: Actor | null; driverId: string; orderIds: readonly string[] },
): Promise<RunChangeAnswer> {
  const { db } = deps;
  const { driverId } = input;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.assign' });
  if (!input.orderIds.every(isUuid)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const orderIds = [...input.orderIds].sort();
  const now = deps.clock().getTime();
  const shift = isUuid(driverId) ? await shiftOfDriver(db, driverId) : null;
  const unlocked = await db.select().from(orders).where(inArray(orders.id, orderIds));
  if (unlocked.length !== orderIds.length) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  // Planned before the transaction: a routing engine's answer never holds the orders' locks.
  // Their places do not change once paid, so the plan stands whatever the locks find.
  const stops = await runStops(deps.routing, unlocked, shift, now);

  const done = await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, orderIds))
      .orderBy(asc(orders.id))
      .for('update');
    if (locked.some((order) => adminOrderStatus(order) !== 'unassigned')) {
      throw new AppError('CONFLICT', RUN_ORDER_TAKEN);
    }
    const stores = await storeSummaries(
      tx,
      locked.map((order) => order.storeId),
    );
    const runId = crypto.randomUUID();
    const assigned: OrderRecord[] = [];
    for (const row of locked) {
      const { order } = await transitionOrder(tx, {
        orderId: row.id,
        action: 'assign',
        actor,
        driverId,
      });
      const steps = planDriverSteps({
        order,
        store: stores.get(order.storeId) ?? null,
        needsIdCheck: orderNeedsIdCheck(order.products),
      });
      const pickUpAt = stops.findIndex((s) => s.orderId === order.id && s.kind === 'pick_up');
      const dropOffAt = stops.findIndex((s) => s.orderId === order.id && s.kind === 'drop_off');
      // The store's steps (pick up, bag) at the pick-up's place in the run, the door's (ID
      // check, hand-over) at the drop-off's; ten apart so each stop keeps its steps in sequence.
      let atStore = 0;
      let atDoor = 0;
      await replaceInstructions(tx, {
        orderId: order.id,
        driverId,
        steps: steps.map((step) => ({
          ...step,
          runId,
          runStop:
            step.kind === 'pick_up' || step.kind === 'bag'
              ? pickUpAt * 10 + atStore++
              : dropOffAt * 10 + atDoor++,
        })),
      });
      assigned.push(order);
    }
    return { assigned, stores };
  });

  const name = (await driverNames(db, [driverId])).get(driverId) ?? 'the driver';
  const doorOrder = stops.filter((s) => s.kind === 'drop_off').map((s) => s.orderId);
  const byDoor = [...done.assigned].sort(
    (a, b) => doorOrder.indexOf(a.id) - doorOrder.indexOf(b.id),
  );
  const refunds = await refundsOfOrders(
    db,
    byDoor.map((order) => order.id),
  );
  return {
    message: runAssigned(byDoor.length, name),
    orders: byDoor.map((order) =>
      toAdminOrderJson({
        order,
        store: done.stores.get(order.storeId) ?? null,
        driverName: name,
        refunds: refunds.get(order.id) ?? [],
      }),
    ),
    kept: 0,
  };
}

/** The run's stops in the order to make them, from where the driver is (or the first store). */
async function runStops(
  routing: Routing,
  rows: readonly OrderRecord[],
  shift: { latitude: number | null; longitude: number | null } | null,
  now: number,
): Promise<Stop[]> {
  // By order id, each order's pick-up first: as read-suggestions.ts plans it (canonicalStops).
  const byId = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
  const stops = byId.flatMap((order) => {
    const placed = dispatchOrderOf(order);
    if (!placed) throw new AppError('CONFLICT', RUN_ORDER_UNPLACED);
    return stopsOfOrder(placed);
  });
  const from =
    shift?.latitude != null && shift.longitude != null
      ? { latitude: shift.latitude, longitude: shift.longitude }
      : stops[0]!.point;
  const travel = await routing.travelAmong([from, ...stops.map((s) => s.point)], now);
  return runOrder({ from, at: now, stops, travel });
}
