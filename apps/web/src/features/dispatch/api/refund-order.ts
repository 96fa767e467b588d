import type { OrderChangeAnswer } from '@marketplace/contract/dispatch';
import type { RefundBody } from '@marketplace/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { orderOfFailedRefund, refreshChangedOrder } from './cancel-order';

/**
 * POST /api/orders/{id}/refunds (admin, issue #35): refunds chosen items or an amount. A refund
 * the provider refused answers 502 with the order, its refund 'failed' for a retry.
 */
export function refundOrder(orderId: string, body: RefundBody): Promise<OrderChangeAnswer> {
  return apiRequest<OrderChangeAnswer>(`/api/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body,
  });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['refund-order'],
    mutationFn: ({ orderId, ...body }: RefundBody & { orderId: string }) =>
      refundOrder(orderId, body),
    onSuccess: (answer) => refreshChangedOrder(queryClient, answer.order._id, answer.order),
    onError: (error, { orderId }) =>
      refreshChangedOrder(queryClient, orderId, orderOfFailedRefund(error)),
  });
}
