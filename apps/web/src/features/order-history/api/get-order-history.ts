import type { OrderHistoryAnswer, OrderHistoryFilters } from '@marketplace/contract/order-history';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** How many orders a page brings; 'Load more orders' asks for the next (older) page. */
export const ORDER_HISTORY_PAGE_SIZE = 50;

export const orderHistoryKeys = {
  all: ['admin-order-history'] as const,
  list: (filters: OrderHistoryFilters) => [...orderHistoryKeys.all, 'list', filters] as const,
};

/** The filters as query parameters, in a fixed order, leaving out the ones not set. */
export function orderHistoryParams(filters: OrderHistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'storeId', 'orderType', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * GET /api/admin/order-history (admin): every order the filters keep, newest first; `before` is
 * the previous page's `nextBefore`.
 */
export function getOrderHistory(
  input: OrderHistoryFilters & { before?: string | null; signal?: AbortSignal },
): Promise<OrderHistoryAnswer> {
  const params = orderHistoryParams(input);
  params.set('limit', String(ORDER_HISTORY_PAGE_SIZE));
  if (input.before) params.set('before', input.before);
  return apiRequest<OrderHistoryAnswer>(`/api/admin/order-history?${params}`, {
    signal: input.signal,
  });
}

export function orderHistoryQueryOptions(filters: OrderHistoryFilters) {
  return infiniteQueryOptions({
    queryKey: orderHistoryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getOrderHistory({ ...filters, before: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` while the filters cannot be answered (From after To): nothing is asked. */
export function useOrderHistory(filters: OrderHistoryFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...orderHistoryQueryOptions(filters),
    enabled: options.enabled ?? true,
  });
}
