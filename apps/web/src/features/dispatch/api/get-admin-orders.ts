import type { AdminOrderStatus, AdminOrdersAnswer } from '@marketplace/contract/dispatch';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** How many orders a page brings; 'Load more orders' asks for the next (older) page. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;

/**
 * The status filter: null for every open order (and today's), else how the admin sees it; `q`
 * an order number or phone digits (core's parseOrderSearch), or absent.
 */
export type AdminOrdersFilter = { status: AdminOrderStatus | null; q?: string };

/** The keys of every admin order list the cache holds: what an assignment makes stale. */
export const adminOrdersKeys = {
  all: ['admin-orders'] as const,
  lists: ['admin-orders', 'list'] as const,
  list: (filter: AdminOrdersFilter) => [...adminOrdersKeys.lists, filter] as const,
  /** One whole order, as its summary reads it. */
  one: (orderId: string) => [...adminOrdersKeys.all, 'one', orderId] as const,
};

/**
 * GET /api/orders (admin): open orders and today's, newest first; `before` is the previous
 * page's `nextBefore`.
 */
export function getAdminOrders(
  filter: AdminOrdersFilter & { before?: string | null; signal?: AbortSignal },
): Promise<AdminOrdersAnswer> {
  const params = new URLSearchParams({ limit: String(ADMIN_ORDERS_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (filter.before) params.set('before', filter.before);
  return apiRequest<AdminOrdersAnswer>(`/api/orders?${params}`, { signal: filter.signal });
}

export function adminOrdersQueryOptions(filter: AdminOrdersFilter) {
  return infiniteQueryOptions({
    queryKey: adminOrdersKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getAdminOrders({ ...filter, before: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useInfiniteQuery(adminOrdersQueryOptions(filter));
}
