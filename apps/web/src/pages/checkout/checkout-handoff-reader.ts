import { readJson } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

function specialRequestOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const text = (value as { specialRequest?: unknown }).specialRequest;
  return typeof text === 'string' ? text : null;
}

/**
 * The special request 'Proceed to Checkout' carried: the navigation state first (also after
 * login, which passes `checkoutData` on), else the stored `checkoutData`. A small reader of our
 * own, as the cart feature's handoff only writes (docs/decisions/072).
 */
export function readSpecialRequest(state: unknown): string {
  const fromState =
    typeof state === 'object' && state !== null
      ? specialRequestOf((state as { checkoutData?: unknown }).checkoutData)
      : null;
  return (fromState ?? specialRequestOf(readJson(STORAGE_KEYS.checkoutData)) ?? '').trim();
}
