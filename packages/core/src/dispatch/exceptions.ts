import { isPositionStale } from '../geo/driver-position.js';

/**
 * What needs a dispatcher now (issue #33): the board's exceptions list, worked out from what the
 * board already has — the open deliveries, the drivers on shift and the failed texts — and the
 * time, so it stays live as they change and as the clock moves.
 */

/** An unassigned order is flagged this long before its window starts. */
export const UNASSIGNED_WARNING_MINUTES = 30;

export type ExceptionOrder = {
  id: string;
  /** How an admin sees its status: 'unassigned', 'assigned', 'picked_up', 'returned'… */
  adminStatus: string;
  /** ms since the epoch; null when the order has no window. */
  windowStart: number | null;
  windowEnd: number | null;
  driverId: string | null;
};

export type ExceptionDriver = {
  driverId: string;
  /** When their last position was kept (ms); null before the first. */
  positionAt: number | null;
};

export type DispatchException =
  | { kind: 'window_passed'; orderId: string; minutesLate: number; adminStatus: string }
  | { kind: 'unassigned_soon'; orderId: string; minutesToStart: number }
  | { kind: 'driver_stale'; driverId: string; orderIds: string[] }
  | { kind: 'awaiting_refund'; orderId: string }
  | { kind: 'texts_failed'; count: number };

/** Still expected at the door within its window: not yet delivered, nor on its way back. */
const ON_THE_WAY = new Set(['unassigned', 'pending', 'assigned', 'picked_up']);
const MINUTE = 60_000;

/**
 * The exceptions, most urgent first: windows that passed (latest first), unassigned orders whose
 * window is about to start (soonest first), drivers whose position went stale while carrying an
 * order out for delivery, returned 21+ orders waiting for their refund, failed texts.
 */
export function dispatchExceptions(input: {
  now: number;
  orders: readonly ExceptionOrder[];
  drivers: readonly ExceptionDriver[];
  failedTexts: number;
}): DispatchException[] {
  const { now } = input;
  const late: Extract<DispatchException, { kind: 'window_passed' }>[] = [];
  const soon: Extract<DispatchException, { kind: 'unassigned_soon' }>[] = [];
  const refunds: DispatchException[] = [];
  const carrying = new Map<string, string[]>();
  for (const order of input.orders) {
    if (order.adminStatus === 'returned') {
      refunds.push({ kind: 'awaiting_refund', orderId: order.id });
      continue;
    }
    if (!ON_THE_WAY.has(order.adminStatus)) continue;
    if (order.adminStatus === 'picked_up' && order.driverId) {
      carrying.set(order.driverId, [...(carrying.get(order.driverId) ?? []), order.id]);
    }
    if (order.windowEnd !== null && order.windowEnd < now) {
      late.push({
        kind: 'window_passed',
        orderId: order.id,
        minutesLate: Math.floor((now - order.windowEnd) / MINUTE),
        adminStatus: order.adminStatus,
      });
    } else if (
      order.adminStatus === 'unassigned' &&
      order.windowStart !== null &&
      order.windowStart - now <= UNASSIGNED_WARNING_MINUTES * MINUTE
    ) {
      soon.push({
        kind: 'unassigned_soon',
        orderId: order.id,
        minutesToStart: Math.max(0, Math.ceil((order.windowStart - now) / MINUTE)),
      });
    }
  }
  const stale: DispatchException[] = input.drivers.flatMap((driver) => {
    const orderIds = carrying.get(driver.driverId);
    const lost = driver.positionAt === null || isPositionStale(driver.positionAt, now);
    return orderIds && lost
      ? [{ kind: 'driver_stale' as const, driverId: driver.driverId, orderIds }]
      : [];
  });
  late.sort((a, b) => b.minutesLate - a.minutesLate);
  soon.sort((a, b) => a.minutesToStart - b.minutesToStart);
  return [
    ...late,
    ...soon,
    ...stale,
    ...refunds,
    ...(input.failedTexts > 0 ? [{ kind: 'texts_failed' as const, count: input.failedTexts }] : []),
  ];
}
