import type { ManagedStore } from '@marketplace/contract/store-management';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { managedStoresKeys } from './get-managed-stores';

/** SPEC §7 GET /api/seller/{sellerId}/stores: the seller's own stores, hidden ones too. */
export function getSellerStores(options: { sellerId: string; signal?: AbortSignal }) {
  return apiRequest<ManagedStore[]>(`/api/seller/${encodeURIComponent(options.sellerId)}/stores`, {
    signal: options.signal,
  });
}

export function sellerStoresQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: managedStoresKeys.ofSeller(sellerId),
    queryFn: ({ signal }) => getSellerStores({ sellerId, signal }),
  });
}

export function useSellerStores(sellerId: string) {
  return useQuery(sellerStoresQueryOptions(sellerId));
}
