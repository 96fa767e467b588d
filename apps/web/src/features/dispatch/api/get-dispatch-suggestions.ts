import type { DispatchSuggestions } from '@marketplace/contract/runs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** The suggestions are worked out again this often while the Orders section is open. */
export const SUGGESTIONS_REFRESH_MS = 30_000;

export const dispatchSuggestionsKeys = {
  all: ['dispatch-suggestions'] as const,
};

/**
 * GET /api/dispatch/suggestions (admin, issue #34): the best two drivers for each unassigned
 * delivery, runs worth making and deliveries whose ETA is past their window.
 */
export function getDispatchSuggestions(signal?: AbortSignal): Promise<DispatchSuggestions> {
  return apiRequest<DispatchSuggestions>('/api/dispatch/suggestions', { signal });
}

/**
 * The suggestions; `refresh` for the one screen that keeps them current (the Orders section):
 * every 30 s, besides the order events that read them again (use-live-orders.ts). The others
 * (board, assign dialog) read the same cache without a timer of their own, so the server, which
 * computes them on each request (docs/decisions/137), is asked once per period.
 */
export function useDispatchSuggestions(options: { refresh?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: dispatchSuggestionsKeys.all,
      queryFn: ({ signal }) => getDispatchSuggestions(signal),
      refetchInterval: options.refresh ? SUGGESTIONS_REFRESH_MS : false,
    }),
  );
}
