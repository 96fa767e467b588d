import type { SessionOrder } from '@marketplace/contract/checkout';
import { apiRequest } from '../../../api/client';

/**
 * GET /api/payment-sessions/{sessionId}/order (public, issue #35): whether the payment went
 * through and the order's number, for a buyer back from paying without a login.
 */
export function getSessionOrder(sessionId: string, signal?: AbortSignal) {
  return apiRequest<SessionOrder>(`/api/payment-sessions/${encodeURIComponent(sessionId)}/order`, {
    signal,
  });
}
