import { TAX_RATE_BASIS_POINTS } from '../constants/limits.js';
import { subtotal } from './subtotal.js';
import { roundHalfUp, type TaxableLine } from './tax.js';

/**
 * Refunds after the sale (issue #35): how much may still be refunded, what a refund of chosen
 * lines comes to with their tax and their share of the discount, and whether a request stands.
 * Integer cents only; what was refunded is never more than what was captured, and refunding
 * every line, in any order and any number of steps, comes to the goods' total to the cent.
 */

export const REFUND_STATES = ['requested', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * What a refund gives back: a cancelled order's remainder, chosen lines (with their tax and
 * share of the discount), an amount, or the lines a store could not supply.
 */
export const REFUND_CAUSES = ['cancel', 'lines', 'amount', 'item_unavailable'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/** One refund of an order's payment, as the provider was asked for it. */
export type RefundRecord = { amountCents: number; state: RefundState };

/**
 * What may still be refunded: the capture less every refund that succeeded or is still in
 * flight. A requested refund holds its amount until the provider answers, so two requests at
 * once can never both take the same cents; a failed one gives them back.
 */
export function refundableCents(capturedCents: number, refunds: readonly RefundRecord[]): number {
  let held = 0;
  for (const refund of refunds) if (refund.state !== 'failed') held += refund.amountCents;
  return Math.max(0, capturedCents - held);
}

export type RefundJudgement =
  | { ok: true; amountCents: number }
  | { ok: false; reason: 'not_whole_cents' | 'nothing_to_refund' | 'more_than_refundable' };

/** Whether a refund of `amountCents` may be asked for now. */
export function judgeRefund(input: {
  capturedCents: number;
  refunds: readonly RefundRecord[];
  amountCents: number;
}): RefundJudgement {
  const { amountCents } = input;
  if (!Number.isSafeInteger(amountCents)) return { ok: false, reason: 'not_whole_cents' };
  if (amountCents <= 0) return { ok: false, reason: 'nothing_to_refund' };
  if (amountCents > refundableCents(input.capturedCents, input.refunds)) {
    return { ok: false, reason: 'more_than_refundable' };
  }
  return { ok: true, amountCents };
}

/** Units of one of the order's lines (by its place on the order). */
export type LineUnits = { line: number; quantity: number };

/**
 * What refunding `units` comes to, given what earlier line refunds took (`before`): the goods'
 * value of everything refunded so far, less that of what was refunded before. The value of a
 * set of units is their subtotal, plus the tax on their taxable part (rounded once, as at
 * checkout), less their share of the order's discount (in proportion to the subtotal, rounded
 * down, the whole discount once every unit is in). So no cent is lost or made up however the
 * lines are split, and the last refund takes what rounding left.
 */
export function lineRefundCents(input: {
  lines: readonly TaxableLine[];
  discountCents: number;
  before: readonly LineUnits[];
  units: readonly LineUnits[];
}): number {
  const { lines, discountCents } = input;
  const worth = (units: readonly LineUnits[]) => goodsValue(lines, discountCents, units);
  return worth([...input.before, ...input.units]) - worth(input.before);
}

/** The order's lines cut down to `units` (summed per line, never past what was sold). */
function chosenLines(lines: readonly TaxableLine[], units: readonly LineUnits[]): TaxableLine[] {
  const counts = new Map<number, number>();
  for (const { line, quantity } of units) {
    if (!lines[line]) throw new RangeError(`No line ${line} on the order`);
    if (!Number.isSafeInteger(quantity) || quantity < 0) {
      throw new RangeError(`A quantity must be a whole number ≥ 0: ${quantity}`);
    }
    counts.set(line, (counts.get(line) ?? 0) + quantity);
  }
  return [...counts].map(([line, quantity]) => {
    const sold = lines[line]!;
    if (quantity > sold.quantity) {
      throw new RangeError(`Line ${line} sold ${sold.quantity}, not ${quantity}`);
    }
    return { ...sold, quantity };
  });
}

function goodsValue(
  lines: readonly TaxableLine[],
  discountCents: number,
  units: readonly LineUnits[],
): number {
  const chosen = chosenLines(lines, units);
  const whole = subtotal(lines);
  const part = subtotal(chosen);
  const taxable = subtotal(chosen.filter((line) => line.isTaxable !== false));
  const taxCents = roundHalfUp(taxable * TAX_RATE_BASIS_POINTS, 10_000);
  // A discount never takes more than the goods (promo-discount caps it so).
  const discount = Math.min(discountCents, whole);
  const share = part === whole ? discount : Math.floor((discount * part) / Math.max(1, whole));
  return Math.max(0, part + taxCents - share);
}

/**
 * How the provider's answer moves a refund: a requested one succeeds or fails; a failed one may
 * be requested again (an admin's retry, with a fresh attempt); a succeeded one is final. Null
 * when the move is not allowed (two answers to one request: the second changes nothing).
 */
export function nextRefundState(
  from: RefundState,
  move: 'succeed' | 'fail' | 'retry',
): RefundState | null {
  if (from === 'requested' && move === 'succeed') return 'succeeded';
  if (from === 'requested' && move === 'fail') return 'failed';
  if (from === 'failed' && move === 'retry') return 'requested';
  return null;
}

/**
 * The units of each line not yet refunded, given the units of every refund that succeeded or is
 * still in flight (`refunded`): what a line refund or a sold-out mark may still take.
 */
export function unitsLeft(
  lines: readonly { quantity: number }[],
  refunded: readonly LineUnits[],
): number[] {
  const left = lines.map((line) => line.quantity);
  for (const { line, quantity } of refunded) {
    if (left[line] !== undefined) left[line] = Math.max(0, left[line]! - quantity);
  }
  return left;
}
