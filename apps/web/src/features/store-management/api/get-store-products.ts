import type { ManagedProduct } from '@marketplace/contract/store-management';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * SPEC §7 GET /api/store/{storeId}/products: every product of the store for its staff and its
 * seller, hidden ones too, by category position, category name, then product name.
 */
export function getStoreProducts(options: { storeId: string; signal?: AbortSignal }) {
  return apiRequest<ManagedProduct[]>(
    `/api/store/${encodeURIComponent(options.storeId)}/products`,
    { signal: options.signal },
  );
}

/** The keys of every store's product list: what a product change makes stale. */
export const storeProductsKeys = {
  all: ['store-products'] as const,
  store: (storeId: string) => [...storeProductsKeys.all, storeId] as const,
};

export function storeProductsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: storeProductsKeys.store(storeId),
    queryFn: ({ signal }) => getStoreProducts({ storeId, signal }),
  });
}

export function useStoreProducts(storeId: string) {
  return useQuery(storeProductsQueryOptions(storeId));
}
