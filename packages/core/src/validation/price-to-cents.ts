import { dollarsToCents } from '../money/cents.js';

/**
 * A price typed in dollars as whole cents, or null when it is not a finite amount with at most two
 * decimals ('4.999' is a typo, not a price to round).
 */
export function priceToCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = dollarsToCents(dollars);
  return Math.abs(cents / 100 - dollars) < 1e-9 ? cents : null;
}
