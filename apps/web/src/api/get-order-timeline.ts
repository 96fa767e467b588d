import type { OrderEvent } from '@marketplace/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

export const orderTimelineKeys = {
  all: ['order-timeline'] as const,
  order: (orderId: string) => [...orderTimelineKeys.all, orderId] as const,
};

/** GET /api/orders/{id}/timeline: the order's lifecycle events, oldest first. */
export function getOrderTimeline(orderId: string, signal?: AbortSignal): Promise<OrderEvent[]> {
  return apiRequest<OrderEvent[]>(`/api/orders/${encodeURIComponent(orderId)}/timeline`, {
    signal,
  });
}

export function orderTimelineQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderTimelineKeys.order(orderId),
    queryFn: ({ signal }) => getOrderTimeline(orderId, signal),
  });
}

export function useOrderTimeline(orderId: string) {
  return useQuery(orderTimelineQueryOptions(orderId));
}
