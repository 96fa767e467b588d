import { TAX_RATE_BASIS_POINTS } from '../constants/limits.js';
import { type PricedLine, subtotal } from './subtotal.js';

/** How receipts and the payment page name the tax line: 'Tax (10.25%)'. */
export const TAX_LABEL = `Tax (${TAX_RATE_BASIS_POINTS / 100}%)`;

/** A line that may be exempt: SPEC §3 `isTaxable` defaults to true. */
export type TaxableLine = PricedLine & { isTaxable?: boolean | null };

/**
 * SPEC §9 tax: 10.25% of the subtotal of taxable lines, rounded half up to the cent once, on that
 * sum, not line by line (docs/decisions/011). Integer arithmetic only: cents × basis points.
 */
export function tax(lines: readonly TaxableLine[]): number {
  const taxable = subtotal(lines.filter((line) => line.isTaxable !== false));
  return roundHalfUp(taxable * TAX_RATE_BASIS_POINTS, 10_000);
}

/** n / d rounded half up, for non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}
