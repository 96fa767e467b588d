import { addedToCart, removedFromCart, STOCK_LIMIT } from '../constants/messages.js';
import type { CartChange, CartItem, SelectedCustomization } from './cart-item.js';
import { findLine } from './find-line.js';

/**
 * SPEC §4: sets one line's quantity. Below 1 (or not a whole number, or no such line) is
 * ignored: the stepper's minus stops at 1 and removal is its own action. Above the line's stock
 * is refused with 'Cannot add more than available stock.'. A real change resets the tips.
 */
export function updateQuantity(options: {
  cart: readonly CartItem[];
  productId: string;
  customizations?: readonly SelectedCustomization[];
  quantity: number;
}): CartChange {
  const { cart, quantity, ...target } = options;
  const index = cart.findIndex((line) => findLine(line, target));
  const line = cart[index];
  const unchanged: CartChange = {
    cart: [...cart],
    outcome: { kind: 'ignored' },
    resetsTips: false,
  };
  if (!line || !Number.isSafeInteger(quantity) || quantity < 1) return unchanged;
  if (quantity > line.stock) {
    return { ...unchanged, outcome: { kind: 'rejected', toast: 'error', message: STOCK_LIMIT } };
  }
  if (quantity === line.quantity) return unchanged;
  return {
    cart: cart.map((l, i) => (i === index ? { ...l, quantity } : l)),
    outcome: {
      kind: 'updated',
      toast: 'success',
      // The stepper's toasts: plus says added, minus says removed (SPEC §2 Product card).
      message: quantity > line.quantity ? addedToCart(line.name) : removedFromCart(line.name),
    },
    resetsTips: true,
  };
}
