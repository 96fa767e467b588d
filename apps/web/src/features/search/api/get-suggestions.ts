import type { Suggestion } from '@marketplace/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** SPEC §7 GET /api/suggestions?q=…: at most 8 `{ name, type }`, best first. */
export function getSuggestions(options: { q: string; signal?: AbortSignal }) {
  return apiRequest<Suggestion[]>(`/api/suggestions?q=${encodeURIComponent(options.q)}`, {
    signal: options.signal,
  });
}

export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['suggestions', q],
    queryFn: ({ signal }) => getSuggestions({ q, signal }),
    staleTime: 60_000,
    // Suggestions are a convenience: a failure shows nothing rather than retrying noisily.
    retry: false,
  });
}

/**
 * Suggestions for already debounced, non-blank text; `null` asks for none (SPEC §5). While the
 * next answer loads the previous list stays, so the dropdown does not flicker as one types.
 */
export function useSuggestions(q: string | null) {
  return useQuery({
    ...suggestionsQueryOptions(q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
