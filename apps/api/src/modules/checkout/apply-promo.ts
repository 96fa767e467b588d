import { promoDiscount } from '@marketplace/core/money/promo-discount';
import { normalizePromoCode } from '@marketplace/core/validation/normalize-promo-code';
import { type Actor, requireAccess } from '../../access.js';
import { PAYMENT_CHECK_FAILED } from './messages.js';
import { type CheckoutDeps, providerCall } from './provider-call.js';

/**
 * POST /api/apply-promo: SPEC §3's promo response for a code (upper-cased), `{ valid: false }`
 * for an unknown, inactive or expired one. The minimum is the browser's to show; checkout checks
 * it again on the server.
 */
export async function applyPromo(
  deps: Pick<CheckoutDeps, 'db' | 'payments' | 'log'>,
  options: { actor: Actor | null; code: string },
) {
  await requireAccess({ db: deps.db, actor: options.actor, permission: 'promo.apply' });
  const code = normalizePromoCode(options.code);
  if (!code) return { valid: false as const };
  const promo = await providerCall(deps.log, PAYMENT_CHECK_FAILED, () =>
    deps.payments.findPromo(code),
  );
  // A promo with neither or both kinds of discount is as good as none (docs/decisions/014).
  if (!promo || !promoDiscount(promo, Number.MAX_SAFE_INTEGER).ok) return { valid: false as const };
  return {
    valid: true as const,
    promo: {
      code,
      coupon: {
        amount_off: promo.coupon.amount_off ?? null,
        percent_off: promo.coupon.percent_off ?? null,
      },
      restrictions: { minimum_amount: promo.restrictions?.minimum_amount ?? null },
    },
  };
}
