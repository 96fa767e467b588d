import type { ApplyPromoResponse } from '@marketplace/contract/checkout';
import { apiRequest } from '../../../api/client';

/** docs/payments.md POST /api/apply-promo: whether a code is valid, and its terms. */
export function applyPromo(options: { code: string }) {
  return apiRequest<ApplyPromoResponse>('/api/apply-promo', {
    method: 'POST',
    body: { code: options.code },
  });
}
