import type { SavedAddress } from '@marketplace/contract/saved-addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export type { SavedAddress };

export function getSavedAddresses(options: { signal?: AbortSignal } = {}) {
  return apiRequest<SavedAddress[]>('/api/addresses', { signal: options.signal });
}

/** The keys of every user's saved addresses: what a paid delivery order makes stale. */
export const savedAddressesKeys = { all: ['saved-addresses'] as const };

/** Keyed by the user, so another login in this tab never sees the last one's addresses. */
export function savedAddressesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...savedAddressesKeys.all, userId],
    queryFn: ({ signal }) => getSavedAddresses({ signal }),
  });
}

export function useSavedAddresses(userId: string) {
  return useQuery(savedAddressesQueryOptions(userId));
}
