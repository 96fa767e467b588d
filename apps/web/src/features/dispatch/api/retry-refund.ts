import type { OrderChangeAnswer } from '@marketplace/contract/dispatch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { orderOfFailedRefund, refreshChangedOrder } from './cancel-order';

type RetryRefund = { orderId: string; refundId: string };

/** POST /api/orders/{id}/refunds/{refundId}/retry (admin): asks again for a refused refund. */
export function retryRefund({ orderId, refundId }: RetryRefund): Promise<OrderChangeAnswer> {
  return apiRequest<OrderChangeAnswer>(
    `/api/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/retry`,
    { method: 'POST' },
  );
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['retry-refund'],
    mutationFn: retryRefund,
    onSuccess: (answer) => refreshChangedOrder(queryClient, answer.order._id, answer.order),
    onError: (error, { orderId }) =>
      refreshChangedOrder(queryClient, orderId, orderOfFailedRefund(error)),
  });
}
