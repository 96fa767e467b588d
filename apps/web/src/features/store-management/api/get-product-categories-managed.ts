import type { ProductCategory } from '@marketplace/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * GET /api/store/{storeId}/product-categories: a store's categories in the seller's order, for
 * store management. The public list (/api/stores/{id}/product-categories) answers 404 for a
 * hidden store, and every new store starts hidden.
 */
export function getManagedCategories(options: { storeId: string; signal?: AbortSignal }) {
  return apiRequest<ProductCategory[]>(
    `/api/store/${encodeURIComponent(options.storeId)}/product-categories`,
    { signal: options.signal },
  );
}

/** The keys of every store's category list: what a category change makes stale. */
export const managedCategoriesKeys = {
  all: ['managed-categories'] as const,
  store: (storeId: string) => [...managedCategoriesKeys.all, storeId] as const,
};

export function managedCategoriesQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: managedCategoriesKeys.store(storeId),
    queryFn: ({ signal }) => getManagedCategories({ storeId, signal }),
  });
}

export function useManagedCategories(storeId: string) {
  return useQuery(managedCategoriesQueryOptions(storeId));
}
