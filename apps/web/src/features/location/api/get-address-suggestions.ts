import type { AddressSuggestion } from '@marketplace/contract/addresses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/address-autocomplete?q=…: addresses matching typed text (SPEC §3 fields). */
export function getAddressSuggestions(options: { q: string; signal?: AbortSignal }) {
  return apiRequest<AddressSuggestion[]>(
    `/api/address-autocomplete?q=${encodeURIComponent(options.q)}`,
    { signal: options.signal },
  );
}

export function addressSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['address-autocomplete', q],
    queryFn: ({ signal }) => getAddressSuggestions({ q, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** `null` asks for none: under 3 characters (SPEC §5) or while the text is being typed. */
export function useAddressSuggestions(q: string | null) {
  return useQuery({
    ...addressSuggestionsQueryOptions(q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
