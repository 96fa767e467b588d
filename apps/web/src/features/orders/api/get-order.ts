import type { Order } from '@marketplace/contract/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const orderKeys = {
  all: ['order'] as const,
  order: (orderId: string) => [...orderKeys.all, orderId] as const,
};

/** docs/payments.md GET /api/order/{id}: one of the buyer's orders as it is now. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/api/order/${encodeURIComponent(orderId)}`, { signal });
}

/** Starts from the order the page already has; the live stream says when to read it again. */
export function orderQueryOptions(initial: Order) {
  return queryOptions({
    queryKey: orderKeys.order(initial._id),
    queryFn: ({ signal }) => getOrder(initial._id, signal),
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
