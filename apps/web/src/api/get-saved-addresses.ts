import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

/** docs/payments.md GET /api/addresses: a delivery address the buyer has ordered to. */
export type SavedAddress = {
  _id: string;
  fullname: string;
  contact: string;
  street1: string;
  street2: string;
  aptHouseNo: string | null;
  city: string;
  state: string;
  zipcode: string;
  latitude: number | null;
  longitude: number | null;
  /** Whether we deliver there now; shown '(Unavailable)' and not selectable when not. */
  isServiceable: boolean;
};

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
