/** SPEC §2: the cart badge counts items, not lines: the sum of quantities. */
export function cartCount(cart: readonly { quantity: number }[]): number {
  return cart.reduce((count, line) => count + line.quantity, 0);
}
