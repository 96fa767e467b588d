import { BREAKPOINT_PX } from '../constants/limits.js';

const HIDDEN_ON = ['/cart', '/checkout', '/order-confirmed'];

/**
 * SPEC §2 mobile sticky 'View Cart' bar: only under 768 px, only with items in the cart, and
 * never on paths starting /cart, /checkout or /order-confirmed.
 */
export function showMobileCartBar(options: {
  path: string;
  cartCount: number;
  viewportWidth: number;
}): boolean {
  const { path, cartCount, viewportWidth } = options;
  return (
    viewportWidth < BREAKPOINT_PX && cartCount > 0 && !HIDDEN_ON.some((p) => path.startsWith(p))
  );
}
