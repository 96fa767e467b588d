import type { SearchResults } from '@marketplace/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** SPEC §7 GET /api/search?q=…: matching products (with their store) and stores, best first. */
export function getSearchResults(options: { q: string; signal?: AbortSignal }) {
  return apiRequest<SearchResults>(`/api/search?q=${encodeURIComponent(options.q)}`, {
    signal: options.signal,
  });
}

export function searchResultsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => getSearchResults({ q, signal }),
    staleTime: 30_000,
  });
}

/** Disabled for blank text (`null`): SPEC §5 never searches it. */
export function useSearchResults(q: string | null) {
  return useQuery({ ...searchResultsQueryOptions(q ?? ''), enabled: q !== null });
}
