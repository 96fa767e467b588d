import {
  type AdminOrder,
  type CancelOrderBody,
  type OrderChangeAnswer,
  refundFailedSchema,
} from '@marketplace/contract/dispatch';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/client';
import { orderTimelineKeys } from '../../../api/get-order-timeline';
import { replaceCachedOrder } from './assign-driver';
import { adminOrdersKeys } from './get-admin-orders';
import { driversKeys } from './get-drivers';

/**
 * POST /api/orders/{id}/cancel (admin, docs/decisions/094): cancels with a reason, the stock goes
 * back and the card payment is refunded. A refund the provider refused answers 502 with the order
 * cancelled all the same (`orderOfFailedRefund` reads it).
 */
export function cancelOrder(orderId: string, body: CancelOrderBody): Promise<OrderChangeAnswer> {
  return apiRequest<OrderChangeAnswer>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body,
  });
}

/** The order as it is after a refund failed (cancelled, refund 'failed'); null for other errors. */
export function orderOfFailedRefund(error: unknown): AdminOrder | null {
  if (!(error instanceof ApiError) || error.status !== 502) return null;
  const parsed = refundFailedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.order : null;
}

/** After a cancellation or a refund, whatever its answer: every list shows the order as it is. */
export function refreshChangedOrder(
  queryClient: QueryClient,
  orderId: string,
  order: AdminOrder | null,
): void {
  if (order) replaceCachedOrder(queryClient, order);
  void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: orderTimelineKeys.order(orderId) });
  void queryClient.invalidateQueries({ queryKey: driversKeys.all });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cancel-order'],
    mutationFn: ({ orderId, ...body }: CancelOrderBody & { orderId: string }) =>
      cancelOrder(orderId, body),
    onSuccess: (answer) => refreshChangedOrder(queryClient, answer.order._id, answer.order),
    onError: (error, { orderId }) =>
      refreshChangedOrder(queryClient, orderId, orderOfFailedRefund(error)),
  });
}
