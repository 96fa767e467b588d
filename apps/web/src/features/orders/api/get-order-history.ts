import type { Order } from '@marketplace/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

type OrderHistoryOptions = { buyerId: string; userId: string };

/** docs/payments.md GET /api/order-history/:buyerId/:userId: the buyer's orders, newest first. */
export function getOrderHistory(options: OrderHistoryOptions & { signal?: AbortSignal }) {
  const { buyerId, userId, signal } = options;
  return apiRequest<Order[]>(
    `/api/order-history/${encodeURIComponent(buyerId)}/${encodeURIComponent(userId)}`,
    { signal },
  );
}

/** The keys of every order history the cache holds: what a new order makes stale. */
export const orderHistoryKeys = { all: ['order-history'] as const };

export function orderHistoryQueryOptions(options: OrderHistoryOptions) {
  return queryOptions({
    queryKey: [...orderHistoryKeys.all, options.buyerId, options.userId],
    queryFn: ({ signal }) => getOrderHistory({ ...options, signal }),
  });
}

export function useOrderHistory(options: OrderHistoryOptions) {
  return useQuery(orderHistoryQueryOptions(options));
}
