import { removedFromCart } from '../constants/messages.js';
import type { CartChange, CartItem, SelectedCustomization } from './cart-item.js';
import { findLine } from './find-line.js';

/**
 * SPEC §4: removes the product's lines, only the variant with these customizations when they
 * are given. Removing nothing is ignored.
 */
export function removeFromCart(options: {
  cart: readonly CartItem[];
  productId: string;
  customizations?: readonly SelectedCustomization[];
}): CartChange {
  const { cart, ...target } = options;
  const removed = cart.find((line) => findLine(line, target));
  if (!removed) return { cart: [...cart], outcome: { kind: 'ignored' }, resetsTips: false };
  return {
    cart: cart.filter((line) => !findLine(line, target)),
    outcome: { kind: 'removed', toast: 'success', message: removedFromCart(removed.name) },
    resetsTips: true,
  };
}
