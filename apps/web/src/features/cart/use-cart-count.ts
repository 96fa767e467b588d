import { useSyncExternalStore } from 'react';
import { readJson, subscribeToKeys } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The number of items in the stored cart: the sum of quantities (SPEC §2 header badge).
 * Anything unreadable counts as an empty cart rather than breaking the header.
 */
function cartItemCount(stored: unknown): number {
  const items = Array.isArray(stored)
    ? stored
    : Array.isArray((stored as { items?: unknown } | null)?.items)
      ? (stored as { items: unknown[] }).items
      : [];
  let count = 0;
  for (const item of items) {
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0) {
      count += Math.floor(quantity);
    }
  }
  return count;
}

function subscribe(listener: () => void) {
  return subscribeToKeys([STORAGE_KEYS.cart], listener);
}

function getCount() {
  return cartItemCount(readJson(STORAGE_KEYS.cart));
}

/** The cart's item count, kept current when the cart changes in this or another tab. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getCount, () => 0);
}
