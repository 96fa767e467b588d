/** A selected option as SPEC §3 stores it on a cart item, price in cents. */
export type SelectedOption = { title: string; price: number };

/**
 * SPEC §3 cart item price: the product's base price plus every selected option's price, in
 * cents. The server passes options resolved from the product (validateCustomizations), never
 * the prices a browser sent.
 */
export function unitPrice(options: {
  basePrice: number;
  customizations?: readonly { selectedOptions: readonly SelectedOption[] }[];
}): number {
  let cents = options.basePrice;
  for (const group of options.customizations ?? []) {
    for (const option of group.selectedOptions) cents += option.price;
  }
  assertCents(cents);
  return cents;
}

function assertCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`A unit price must be whole, non-negative cents: ${cents}`);
  }
}
