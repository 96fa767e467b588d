import type { AdminOrder, OrderStatusBody } from '@marketplace/contract/dispatch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { orderTimelineKeys } from '../../../api/get-order-timeline';
import { replaceCachedOrder } from './assign-driver';
import { adminOrdersKeys } from './get-admin-orders';

/**
 * PATCH /api/orders/{id}/status (admin): 'mark_ready' a pending pickup order, or 'complete' a
 * ready pickup order or a delivered one. Answers the order as the admin now sees it.
 */
export function changeOrderStatus(orderId: string, body: OrderStatusBody): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    body,
  });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['change-order-status'],
    mutationFn: ({ orderId, ...body }: OrderStatusBody & { orderId: string }) =>
      changeOrderStatus(orderId, body),
    onSuccess: (order) => {
      replaceCachedOrder(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: orderTimelineKeys.order(order._id) });
    },
  });
}
