import type { CartItem, SelectedCustomization } from './cart-item.js';
import { sameCustomizations } from './same-customizations.js';

/**
 * Whether a line is the one a remove or update means: the same product and, when given, the
 * same customizations (a product can sit in the cart as several variants).
 */
export function findLine(
  line: CartItem,
  target: { productId: string; customizations?: readonly SelectedCustomization[] },
): boolean {
  if (line.productId !== target.productId) return false;
  return !target.customizations || sameCustomizations(line.customizations, target.customizations);
}
