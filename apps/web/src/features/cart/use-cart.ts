import { useSyncExternalStore } from 'react';
import { subscribeToKeys } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { type CartSnapshot, cartSnapshot, EMPTY_CART } from './cart-storage';

function subscribe(listener: () => void) {
  return subscribeToKeys([STORAGE_KEYS.cart, STORAGE_KEYS.storeData], listener);
}

/**
 * The stored cart and its store, shared by every page and kept in step with other tabs (the
 * browser's `storage` event) and with writes in this tab (local-store's own notice).
 */
export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribe, cartSnapshot, () => EMPTY_CART);
}
