import type { Store } from '@marketplace/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { takeEarlyData } from './early-requests';

/** SPEC §7 GET /api/stores?category=…: the visible stores, of one category when given. */
const storesPath = (category?: string) =>
  `/api/stores${category ? `?category=${encodeURIComponent(category)}` : ''}`;

export function getStores(options: { category?: string; signal?: AbortSignal } = {}) {
  return apiRequest<Store[]>(storesPath(options.category), { signal: options.signal });
}

export function storesQueryOptions(category?: string) {
  return queryOptions({
    queryKey: ['stores', { category: category ?? null }],
    queryFn: ({ signal }) => getStores({ category, signal }),
    initialData: () => takeEarlyData<Store[]>(storesPath(category)),
    staleTime: 60_000,
  });
}

export function useStores(category?: string) {
  return useQuery(storesQueryOptions(category));
}
