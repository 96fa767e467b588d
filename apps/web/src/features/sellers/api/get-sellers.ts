import type { Seller, SellersPage } from '@marketplace/contract/sellers';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** How many sellers a page brings; 'Load more sellers' asks for the next. */
export const SELLERS_PAGE_SIZE = 50;

/** The keys of the sellers the cache holds: what creating a seller makes stale. */
export const sellersKeys = {
  all: ['sellers'] as const,
  list: (q: string) => [...sellersKeys.all, 'list', q] as const,
  one: (sellerId: string) => [...sellersKeys.all, 'one', sellerId] as const,
};

/**
 * SPEC §7 GET /api/sellers (admin): sellers by name a page at a time, with their store counts,
 * matching `q` (name, e-mail or phone) or the one `sellerId`; `after` is the previous page's
 * `nextAfter`.
 */
export function getSellers(
  query: { q?: string; sellerId?: string; limit?: number; after?: string | null },
  options: { signal?: AbortSignal } = {},
): Promise<SellersPage> {
  const params = new URLSearchParams({ limit: String(query.limit ?? SELLERS_PAGE_SIZE) });
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.sellerId) params.set('sellerId', query.sellerId);
  if (query.after) params.set('after', query.after);
  return apiRequest<SellersPage>(`/api/sellers?${params}`, { signal: options.signal });
}

export function sellersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: sellersKeys.list(q),
    queryFn: ({ pageParam, signal }) => getSellers({ q, after: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextAfter,
    // Another search keeps the list on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** Sellers matching `q` (the whole list when empty), a page at a time. */
export function useSellers(q: string) {
  return useInfiniteQuery(sellersQueryOptions(q));
}

/** The seller with this seller id, or null when no seller has it. */
export function useSeller(sellerId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: sellersKeys.one(sellerId),
      queryFn: async ({ signal }): Promise<Seller | null> =>
        (await getSellers({ sellerId, limit: 1 }, { signal })).sellers[0] ?? null,
    }),
    enabled: sellerId !== '',
  });
}
