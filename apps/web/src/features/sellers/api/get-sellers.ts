import type { Seller } from '@marketplace/contract/sellers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** The keys of the sellers the cache holds: what creating a seller makes stale. */
export const sellersKeys = {
  all: ['sellers'] as const,
  list: () => [...sellersKeys.all, 'list'] as const,
};

/** SPEC §7 GET /api/sellers (admin): every seller by name, with their store count. */
export function getSellers(options: { signal?: AbortSignal } = {}) {
  return apiRequest<Seller[]>('/api/sellers', { signal: options.signal });
}

export function sellersQueryOptions() {
  return queryOptions({
    queryKey: sellersKeys.list(),
    queryFn: ({ signal }) => getSellers({ signal }),
  });
}

export function useSellers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sellersQueryOptions(), enabled: options.enabled ?? true });
}
