import type { SellerOrdersAnswer } from '@marketplace/contract/seller-orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const SELLER_ORDERS_PAGE_SIZE = 50;

export const sellerOrdersKeys = { all: ['seller-orders'] as const };

/** GET /api/seller/orders (seller): their stores' open orders and today's, newest first. */
export function getSellerOrders(input: {
  before: string | null;
  signal?: AbortSignal;
}): Promise<SellerOrdersAnswer> {
  const params = new URLSearchParams({ limit: String(SELLER_ORDERS_PAGE_SIZE) });
  if (input.before) params.set('before', input.before);
  return apiRequest<SellerOrdersAnswer>(`/api/seller/orders?${params}`, { signal: input.signal });
}

export function useSellerOrders() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: sellerOrdersKeys.all,
      queryFn: ({ pageParam, signal }) => getSellerOrders({ before: pageParam, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextBefore,
    }),
  );
}
