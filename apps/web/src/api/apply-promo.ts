import type { Promo } from '@marketplace/core/money/promo-discount';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** SPEC §3 promo response; cents and percent in the payment provider's shape. */
export type ApplyPromoReply = { valid: true; promo: Promo & { code: string } } | { valid: false };

/** docs/payments.md POST /api/apply-promo: whether a code is valid, and its terms. */
export function applyPromo(options: { code: string; token: string }) {
  return apiRequest<ApplyPromoReply>('/api/apply-promo', {
    method: 'POST',
    body: { code: options.code },
    token: options.token,
  });
}

export function useApplyPromo() {
  return useMutation({ mutationFn: applyPromo });
}
