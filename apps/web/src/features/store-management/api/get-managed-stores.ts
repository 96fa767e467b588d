import type { ManagedStore } from '@marketplace/contract/store-management';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * The keys of every list of managed stores the cache holds (staff's and each seller's): what a
 * change to a store, or to a product (productCount), makes stale.
 */
export const managedStoresKeys = {
  all: ['managed-stores'] as const,
  everyStore: () => [...managedStoresKeys.all, 'every-store'] as const,
  ofSeller: (sellerId: string) => [...managedStoresKeys.all, 'seller', sellerId] as const,
};

/** SPEC §7 GET /api/stores-for-admin: every store, hidden ones too (admin and data entry). */
export function getManagedStores(options: { signal?: AbortSignal } = {}) {
  return apiRequest<ManagedStore[]>('/api/stores-for-admin', { signal: options.signal });
}

export function managedStoresQueryOptions() {
  return queryOptions({
    queryKey: managedStoresKeys.everyStore(),
    queryFn: ({ signal }) => getManagedStores({ signal }),
  });
}

export function useManagedStores() {
  return useQuery(managedStoresQueryOptions());
}
