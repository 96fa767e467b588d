import type { Store } from '@marketplace/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { takeEarlyData } from './early-requests';

/** SPEC §7 GET /api/store/{id}: one visible store, 404 when missing or hidden. */
const storePath = (storeId: string) => `/api/store/${encodeURIComponent(storeId)}`;

export function getStore(options: { storeId: string; signal?: AbortSignal }) {
  return apiRequest<Store>(storePath(options.storeId), { signal: options.signal });
}

export function storeQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['store', storeId],
    queryFn: ({ signal }) => getStore({ storeId, signal }),
    initialData: () => takeEarlyData<Store>(storePath(storeId)),
    staleTime: 60_000,
  });
}

export function useStore(storeId: string) {
  return useQuery(storeQueryOptions(storeId));
}
