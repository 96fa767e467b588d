import { PROMO_INVALID, promoApplied, promoMinimum } from '../constants/messages.js';
import { formatUsd } from './format-usd.js';
import { roundHalfUp } from './tax.js';

/**
 * SPEC §3 promo response `promo`, in the payment provider's shape: `amount_off` and
 * `minimum_amount` are cents, `percent_off` is a percentage (may have decimals).
 */
export type Promo = {
  coupon: { amount_off?: number | null; percent_off?: number | null };
  restrictions?: { minimum_amount?: number | null } | null;
};

export type PromoDiscount =
  | { ok: true; discount: number; message: string }
  | { ok: false; error: string };

/**
 * SPEC §5 promo: the discount a promo gives on this subtotal (cents), with the toast to show.
 * `promo` is null when the server answered `valid: false`. The minimum is compared with the
 * subtotal; a percentage is rounded half up to the cent; no discount exceeds the subtotal
 * (docs/decisions/014).
 */
export function promoDiscount(
  promo: Promo | null | undefined,
  subtotalCents: number,
): PromoDiscount {
  const amountOff = promo?.coupon.amount_off ?? null;
  const percentOff = promo?.coupon.percent_off ?? null;
  const validAmount = amountOff !== null && Number.isSafeInteger(amountOff) && amountOff > 0;
  const validPercent =
    percentOff !== null && Number.isFinite(percentOff) && percentOff > 0 && percentOff <= 100;
  if (!promo || validAmount === validPercent) return { ok: false, error: PROMO_INVALID };

  const minimum = promo.restrictions?.minimum_amount ?? 0;
  if (subtotalCents < minimum) return { ok: false, error: promoMinimum(formatUsd(minimum)) };

  if (validAmount) {
    return {
      ok: true,
      discount: Math.min(amountOff, subtotalCents),
      message: promoApplied(formatUsd(amountOff)),
    };
  }
  const basisPoints = Math.round((percentOff as number) * 100);
  return {
    ok: true,
    discount: Math.min(roundHalfUp(subtotalCents * basisPoints, 10_000), subtotalCents),
    message: promoApplied(`${percentOff}%`),
  };
}
