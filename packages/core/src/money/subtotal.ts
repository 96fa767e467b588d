/** A priced cart line: unit price in cents (base plus options) and quantity. */
export type PricedLine = { price: number; quantity: number };

/** SPEC §9 subtotal: unit price times quantity, summed, in cents. */
export function subtotal(lines: readonly PricedLine[]): number {
  let cents = 0;
  for (const line of lines) cents += lineTotal(line);
  return cents;
}

function lineTotal({ price, quantity }: PricedLine): number {
  if (!Number.isSafeInteger(price) || price < 0) {
    throw new RangeError(`A line price must be whole, non-negative cents: ${price}`);
  }
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`A quantity must be a whole number ≥ 0: ${quantity}`);
  }
  return price * quantity;
}
