/**
 * A store acknowledges a new order with when it will be ready (issue #31); one nobody
 * acknowledged this long after it was paid is flagged to admins.
 */
export const UNACKNOWLEDGED_FLAG_MINUTES = 10;

/** How long a store may say an order takes: 5 minutes to 4 hours. */
export const READY_IN_MIN = 5;
export const READY_IN_MAX = 240;

/** Whether an open order still waits for its store to say it has it, past the flag's time. */
export function isUnacknowledged(
  order: { orderStatus: string; acknowledgedAt: string | Date | null; createdAt: string | Date },
  now: Date,
): boolean {
  if (order.orderStatus !== 'pending' || order.acknowledgedAt !== null) return false;
  return (
    now.getTime() - new Date(order.createdAt).getTime() >= UNACKNOWLEDGED_FLAG_MINUTES * 60_000
  );
}
