import type { CartLine } from './cart-storage';
import { useCart } from './use-cart';

/** The cart's lines of one product (its variants), in the order they were added. */
export function useProductLines(productId: string): readonly CartLine[] {
  const { items } = useCart();
  return items.filter((item) => item.productId === productId);
}
