/**
 * SPEC §9 standard pickup fee of the n-th window of a day (0 = the day's first), in cents:
 * 5, then 0.5 less per step, never below 0; discounted 2 less, never below 0.
 */
export function pickupFee(index: number): { fee: number; discountedFee: number } {
  const fee = Math.max(0, 500 - 50 * index);
  return { fee, discountedFee: Math.max(0, fee - 200) };
}
