import type { DriversPage } from '@marketplace/contract/dispatch';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** How many drivers the assign dialog lists at once: a search finds the others. */
export const DRIVER_CHOICES = 8;

export const driversKeys = {
  all: ['drivers'] as const,
  search: (q: string) => [...driversKeys.all, 'search', q] as const,
};

/**
 * GET /api/drivers (admin): drivers by name a page at a time, with their open orders, found by
 * name or phone (`q`); `after` is the previous page's `nextAfter`.
 */
export function getDrivers(
  query: { q?: string; limit?: number; after?: string | null },
  signal?: AbortSignal,
): Promise<DriversPage> {
  const params = new URLSearchParams({ limit: String(query.limit ?? DRIVER_CHOICES) });
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.after) params.set('after', query.after);
  return apiRequest<DriversPage>(`/api/drivers?${params}`, { signal });
}

/** The first drivers matching `q` (by name without one), for choosing whom to give an order. */
export function useDriverSearch(q: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: driversKeys.search(q),
    queryFn: ({ signal }) => getDrivers({ q }, signal),
    enabled: options.enabled,
    // A new search keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}
