import {
  ITEMS_UNAVAILABLE_DRIVER_AT_PICKUP,
  ITEMS_UNAVAILABLE_TOO_LATE,
} from '../constants/messages.js';
import type { OrderActor, OrderStatus } from './order-lifecycle.js';

/**
 * Items the store cannot supply (issue #35): its seller marks them while the order is at the
 * store (new, waiting for or with its driver before pick-up, or ready for pickup); the assigned
 * driver at pick-up, when the store hands over less than the list; an admin alike. Once the goods
 * have left the store, a missing item is a refund an admin makes.
 */
const AT_THE_STORE: readonly OrderStatus[] = ['pending', 'assigned', 'ready_for_pickup'];

export function judgeUnavailableItems(input: {
  status: OrderStatus;
  actor: OrderActor;
}): { ok: true } | { ok: false; reason: string } {
  const { status, actor } = input;
  if (!AT_THE_STORE.includes(status)) return { ok: false, reason: ITEMS_UNAVAILABLE_TOO_LATE };
  if (actor.kind === 'driver' && (status !== 'assigned' || actor.isAssignedDriver !== true)) {
    return { ok: false, reason: ITEMS_UNAVAILABLE_DRIVER_AT_PICKUP };
  }
  return { ok: true };
}

/** '2 × Oat milk, 1 × Bagel': what the store could not supply, as the timeline and text say it. */
export function describeUnits(
  lines: readonly { name: string }[],
  units: readonly { line: number; quantity: number }[],
): string {
  return units
    .map(({ line, quantity }) => `${quantity} × ${lines[line]?.name ?? 'an item'}`)
    .join(', ');
}
