import type { OrderData, PaymentSession } from '@marketplace/contract/checkout';
import { apiRequest } from '../../../api/client';

/** docs/payments.md POST /api/create-stripe-session: reserves stock and opens a payment. */
export function createStripeSession(options: { orderData: OrderData }) {
  return apiRequest<PaymentSession>('/api/create-stripe-session', {
    method: 'POST',
    body: { orderData: options.orderData },
  });
}
