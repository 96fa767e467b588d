import type { SavedAddress } from '@marketplace/contract/saved-addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { SavedAddress };

import { apiRequest } from './client';

export function getSavedAddresses(options: { token: string; signal?: AbortSignal }) {
  return apiRequest<SavedAddress[]>('/api/addresses', {
    token: options.token,
    signal: options.signal,
  });
}

export function savedAddressesQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['saved-addresses', token],
    queryFn: ({ signal }) => getSavedAddresses({ token, signal }),
  });
}

export function useSavedAddresses(token: string) {
  return useQuery(savedAddressesQueryOptions(token));
}
