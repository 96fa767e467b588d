import { cartCount } from '@marketplace/core/cart/cart-count';
import { useCart } from './use-cart';

/** The cart's item count (SPEC §2: the sum of quantities), current in this and every tab. */
export function useCartCount(): number {
  return cartCount(useCart().items);
}
