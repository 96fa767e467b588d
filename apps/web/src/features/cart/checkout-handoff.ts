import { writeEntries } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { CartLine, StoredCartStore } from './cart-storage';

/** SPEC §2: what 'Proceed to Checkout' carries: the items, the special request and the store. */
export type CheckoutData = {
  items: readonly CartLine[];
  specialRequest: string;
  storeData: StoredCartStore | null;
};

/**
 * Saves the checkout data (SPEC §3 `checkoutData`, beside `storeData`) and returns the
 * navigation state for /checkout, which the login redirect passes on (app/routes).
 */
export function handOffToCheckout(options: CheckoutData): { checkoutData: CheckoutData } {
  const checkoutData: CheckoutData = {
    items: options.items,
    specialRequest: options.specialRequest.trim(),
    storeData: options.storeData,
  };
  writeEntries({
    [STORAGE_KEYS.checkoutData]: JSON.stringify(checkoutData),
    ...(options.storeData ? { [STORAGE_KEYS.storeData]: JSON.stringify(options.storeData) } : {}),
  });
  return { checkoutData };
}
