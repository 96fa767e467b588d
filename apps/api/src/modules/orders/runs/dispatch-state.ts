import type { DispatchDriver } from '@marketplace/core/dispatch/rank-drivers';
import type { DispatchOrder, Stop } from '@marketplace/core/dispatch/stops';
import { HANDLING_SECONDS } from '@marketplace/core/dispatch/travel';
import type { LatLng } from '@marketplace/core/geo/distance';
import { orderNeedsIdCheck } from '@marketplace/core/orders/id-check';
import { WITH_DRIVER_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { driverInstructions, type OrderAddress, orders } from '../../../db/schema.js';
import { driversOnShift } from '../../shifts/shift-records.js';
import { statusWhere } from '../dispatch/list-admin-orders.js';
import { stepsInDriverOrder } from '../driver/driver-instructions.js';

/**
 * What dispatch weighs (issue #34): the unassigned deliveries, and every driver on shift with
 * where they are and the stops they still have to make, read in two queries each.
 */

/** Suggestions weigh at most this many unassigned orders, soonest window first. */
export const SUGGESTED_ORDERS_MAX = 300;

/** An address's point, when it has one. */
export function pointOf(address: OrderAddress | null): LatLng | null {
  if (address?.latitude == null || address.longitude == null) return null;
  return { latitude: address.latitude, longitude: address.longitude };
}

export type WaitingOrder = {
  orderId: string;
  storeId: string;
  /** Null when the pick-up or the door has no coordinates: nothing can be suggested. */
  dispatch: DispatchOrder | null;
};

/** The unassigned deliveries, soonest window first. */
export async function waitingOrders(db: Executor): Promise<WaitingOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(statusWhere('unassigned'))
    .orderBy(asc(orders.deliveryWindowStart), asc(orders.id))
    .limit(SUGGESTED_ORDERS_MAX);
  return rows.map((order) => ({
    orderId: order.id,
    storeId: order.storeId,
    dispatch: dispatchOrderOf(order),
  }));
}

/** An order as dispatch weighs it; null when its pick-up or door has no coordinates. */
export function dispatchOrderOf(order: OrderRow): DispatchOrder | null {
  const pickUp = pointOf(order.pickUpAddress);
  const dropOff = pointOf(order.deliveryAddress);
  if (!pickUp || !dropOff) return null;
  return {
    orderId: order.id,
    pickUp,
    dropOff,
    windowStart: order.deliveryWindowStart?.getTime() ?? null,
    windowEnd: order.deliveryWindowEnd?.getTime() ?? null,
    needsIdCheck: orderNeedsIdCheck(order.products),
  };
}

/**
 * The drivers on shift (or only those named), each with the stops left of the orders they carry,
 * in the order they make them (`inDriverOrder`): a pick-up while its step is pending, a drop-off
 * (or the way back to the store) while the hand-over is.
 */
export async function driversAtWork(
  db: Executor,
  only?: readonly string[],
): Promise<DispatchDriver[]> {
  const shifts = (await driversOnShift(db)).filter(
    (shift) => !only || only.includes(shift.driverId),
  );
  if (shifts.length === 0) return [];
  const rows = await stepsInDriverOrder(
    db,
    and(
      inArray(
        driverInstructions.driverId,
        shifts.map((shift) => shift.driverId),
      ),
      eq(driverInstructions.status, 'pending'),
      inArray(orders.orderStatus, [...WITH_DRIVER_STATUSES]),
    ),
  );
  const queues = new Map<string, Stop[]>();
  for (const { step, order } of rows) {
    // Both sides of a hand-over: its driver may have changed since the step was written.
    if (order.driverId !== step.driverId) continue;
    const stop = stopOfStep(step, order);
    if (!stop) continue;
    const queue = queues.get(step.driverId) ?? [];
    queue.push(stop);
    queues.set(step.driverId, queue);
  }
  return shifts.map((shift) => ({
    driverId: shift.driverId,
    position:
      shift.latitude !== null && shift.longitude !== null
        ? { latitude: shift.latitude, longitude: shift.longitude }
        : null,
    positionAt: shift.at ? Date.parse(shift.at) : null,
    queue: queues.get(shift.driverId) ?? [],
  }));
}

type StepRow = typeof driverInstructions.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The stop a pending step makes the driver drive to; bags and ID checks happen at a stop. */
function stopOfStep(step: StepRow, order: OrderRow): Stop | null {
  const kind =
    step.kind === 'pick_up'
      ? 'pick_up'
      : step.kind === 'deliver' || step.kind === 'return'
        ? 'drop_off'
        : null;
  const point = pointOf(step.address);
  if (!kind || !point) return null;
  const handing = step.kind === 'deliver';
  return {
    orderId: order.id,
    kind,
    point,
    handlingSeconds:
      kind === 'pick_up'
        ? HANDLING_SECONDS.pickUp
        : HANDLING_SECONDS.dropOff +
          (handing && orderNeedsIdCheck(order.products) ? HANDLING_SECONDS.idCheck : 0),
    // The way back to the store keeps no window: the buyer is no longer waiting. A pick-up keeps
    // its order's: it places the order in the driver's day (core's jobPlaceInQueue).
    windowStart: step.kind === 'return' ? null : (order.deliveryWindowStart?.getTime() ?? null),
    windowEnd: step.kind === 'return' ? null : (order.deliveryWindowEnd?.getTime() ?? null),
  };
}
