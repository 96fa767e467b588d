/**
 * SPEC §9 standard delivery fee of the n-th window of a day (0 = the day's first), in cents.
 * Fee: 10, then 1 less for each of the first five drops (9, 8, 7, 6, 5), then 0.5 less per
 * window, never below 0. Discounted: 8, 5, then 0.5 less per window, never below 0
 * (docs/decisions/012 explains the counting).
 */
export function deliveryFee(index: number): { fee: number; discountedFee: number } {
  const fee = index <= 5 ? 1000 - 100 * index : 500 - 50 * (index - 5);
  const discountedFee = index === 0 ? 800 : 500 - 50 * (index - 1);
  return { fee: Math.max(0, fee), discountedFee: Math.max(0, discountedFee) };
}

/** SPEC §9 Farmer's Market delivery: a flat 10, discounted 5. */
export const FARMERS_MARKET_FEE = { fee: 1000, discountedFee: 500 } as const;
