import type { FinalizedOrder } from '@marketplace/contract/checkout';
import { apiRequest } from '../../../api/client';

/**
 * docs/payments.md POST /api/finalize-order: records (or returns, if already recorded) the order
 * a paid session produced. Safe to repeat.
 */
export function finalizeOrder(options: { sessionId: string }) {
  return apiRequest<FinalizedOrder>('/api/finalize-order', {
    method: 'POST',
    body: { sessionId: options.sessionId },
  });
}
