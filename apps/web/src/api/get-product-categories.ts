import type { ProductCategory } from '@marketplace/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { takeEarlyData } from './early-requests';

/** SPEC §7 GET /api/stores/{id}/product-categories: a store's categories, in the seller's order. */
const categoriesPath = (storeId: string) =>
  `/api/stores/${encodeURIComponent(storeId)}/product-categories`;

export function getProductCategories(options: { storeId: string; signal?: AbortSignal }) {
  return apiRequest<ProductCategory[]>(categoriesPath(options.storeId), { signal: options.signal });
}

export function productCategoriesQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['store', storeId, 'product-categories'],
    queryFn: ({ signal }) => getProductCategories({ storeId, signal }),
    initialData: () => takeEarlyData<ProductCategory[]>(categoriesPath(storeId)),
    staleTime: 60_000,
  });
}

export function useProductCategories(storeId: string) {
  return useQuery(productCategoriesQueryOptions(storeId));
}
