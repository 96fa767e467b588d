import type {
  ManagedStore,
  ManagedStoresPage,
  ManagedStoresQuery,
  StoreChoice,
} from '@marketplace/contract/store-management';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** How many stores a page of the staff's list brings; 'Load more stores' asks for the next. */
export const STORES_PAGE_SIZE = 50;

/** What the staff's list asks the server for (docs/decisions/131). */
export type StaffStoreQuery = Pick<ManagedStoresQuery, 'q' | 'category' | 'sellerId' | 'review'>;

/**
 * The keys of every managed store the cache holds (the staff's pages, single stores, each
 * seller's list): what a change to a store, or to a product (productCount), makes stale.
 */
export const managedStoresKeys = {
  all: ['managed-stores'] as const,
  staffList: (query: StaffStoreQuery) => [...managedStoresKeys.all, 'staff', query] as const,
  one: (storeId: string) => [...managedStoresKeys.all, 'one', storeId] as const,
  ofSeller: (sellerId: string) => [...managedStoresKeys.all, 'seller', sellerId] as const,
};

/**
 * SPEC §7 GET /api/stores-for-admin (admin and data entry): stores, hidden ones too, a page at a
 * time, filtered on the server; `after` is the previous page's `nextAfter`.
 */
export function getManagedStores(
  query: StaffStoreQuery & { storeId?: string; limit?: number; after?: string | null },
  options: { signal?: AbortSignal } = {},
): Promise<ManagedStoresPage> {
  const params = new URLSearchParams({ limit: String(query.limit ?? STORES_PAGE_SIZE) });
  for (const key of ['q', 'category', 'sellerId', 'review', 'storeId', 'after'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  return apiRequest<ManagedStoresPage>(`/api/stores-for-admin?${params}`, {
    signal: options.signal,
  });
}

export function managedStoresQueryOptions(query: StaffStoreQuery) {
  return infiniteQueryOptions({
    queryKey: managedStoresKeys.staffList(query),
    queryFn: ({ pageParam, signal }) =>
      getManagedStores({ ...query, after: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextAfter,
    // Another filter keeps the list on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** One store as staff manage it, or null when there is no such store. */
export function managedStoreQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: managedStoresKeys.one(storeId),
    queryFn: async ({ signal }): Promise<ManagedStore | null> =>
      (await getManagedStores({ storeId, limit: 1 }, { signal })).stores[0] ?? null,
  });
}

/**
 * GET /api/store-choices (staff): every store's id and name, for a filter's choices. Kept apart
 * from the managed stores (another shape); read again whenever a screen using it opens.
 */
export function useStoreChoices() {
  return useQuery({
    queryKey: ['store-choices'] as const,
    queryFn: ({ signal }) => apiRequest<StoreChoice[]>('/api/store-choices', { signal }),
  });
}
