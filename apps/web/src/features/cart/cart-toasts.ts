import type { CartOutcome } from '@marketplace/core/cart/cart-item';
import {
  TOAST_CART_ERROR_MS,
  TOAST_CART_INFO_MS,
  TOAST_CART_SUCCESS_MS,
} from '@marketplace/core/constants/limits';
import { toast } from '../../ui/toast';

/** SPEC §9: cart toasts are dark (inverted on the light toaster). */
const DARK = { invert: true, richColors: false } as const;

/** SPEC §8/§9: a cart change's toast: success 1.5 s, info and errors 2 s, all dark. */
export function announceCartOutcome(outcome: CartOutcome): void {
  if (outcome.kind === 'ignored') return;
  if (outcome.toast === 'success') {
    toast.success(outcome.message, { ...DARK, duration: TOAST_CART_SUCCESS_MS });
  } else if (outcome.toast === 'info') {
    toast.info(outcome.message, { ...DARK, duration: TOAST_CART_INFO_MS });
  } else {
    toast.error(outcome.message, { ...DARK, duration: TOAST_CART_ERROR_MS });
  }
}

/** A cart error that is not one of core's outcomes (the store could not be loaded). */
export function announceCartError(message: string): void {
  toast.error(message, { ...DARK, duration: TOAST_CART_ERROR_MS });
}
