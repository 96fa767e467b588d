import type { OrderChangeAnswer } from '@marketplace/contract/dispatch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { orderOfFailedRefund, refreshChangedOrder } from './cancel-order';

/** POST /api/orders/{id}/refund (admin): tries a cancelled order's failed refund again. */
export function retryRefund(orderId: string): Promise<OrderChangeAnswer> {
  return apiRequest<OrderChangeAnswer>(`/api/orders/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
  });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['retry-refund'],
    mutationFn: (orderId: string) => retryRefund(orderId),
    onSuccess: (answer) => refreshChangedOrder(queryClient, answer.order._id, answer.order),
    onError: (error, orderId) =>
      refreshChangedOrder(queryClient, orderId, orderOfFailedRefund(error)),
  });
}
