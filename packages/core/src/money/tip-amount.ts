import { MAX_TIP_PERCENT } from '../constants/limits.js';

/**
 * SPEC §9: a tip is a percentage of the subtotal, rounded up to the cent so the recipient is
 * never short-changed (10% of $12.345 worth of items → $1.24). Percentages may have two
 * decimals; they are taken as basis points so the math stays in integers.
 */
export function tipAmount(subtotalCents: number, percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_TIP_PERCENT) {
    throw new RangeError(`A tip must be between 0 and ${MAX_TIP_PERCENT} percent: ${percent}`);
  }
  const basisPoints = Math.round(percent * 100);
  return Math.floor((subtotalCents * basisPoints + 9_999) / 10_000);
}
