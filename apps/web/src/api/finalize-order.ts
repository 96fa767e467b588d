import { useMutation } from '@tanstack/react-query';
import type { Order } from '../features/orders/order';
import { apiRequest } from './client';

export type FinalizeOrderReply = { success: boolean; orderId: string; order: Order };

/**
 * docs/payments.md POST /api/finalize-order: records (or returns, if already recorded) the order
 * a paid session produced. Safe to repeat.
 */
export function finalizeOrder(options: { sessionId: string; token: string | null }) {
  return apiRequest<FinalizeOrderReply>('/api/finalize-order', {
    method: 'POST',
    body: { sessionId: options.sessionId },
    token: options.token,
  });
}

export function useFinalizeOrder() {
  return useMutation({ mutationFn: finalizeOrder });
}
