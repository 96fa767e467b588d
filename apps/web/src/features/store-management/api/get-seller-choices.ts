import type { SellerChoice } from '@marketplace/contract/sellers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** How many sellers the picker suggests at once: typing finds the others. */
export const SELLER_SUGGESTIONS = 8;

export const sellerChoicesKeys = {
  all: ['seller-choices'] as const,
  search: (q: string) => [...sellerChoicesKeys.all, q] as const,
};

/**
 * GET /api/sellers/choices (admin, data entry): whom a new store can be for, the first sellers by
 * name matching `q` (name, e-mail or phone).
 */
export function getSellerChoices(q: string, options: { signal?: AbortSignal } = {}) {
  const params = new URLSearchParams({ limit: String(SELLER_SUGGESTIONS) });
  if (q.trim()) params.set('q', q.trim());
  return apiRequest<SellerChoice[]>(`/api/sellers/choices?${params}`, { signal: options.signal });
}

export function useSellerChoices(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sellerChoicesKeys.search(q),
    queryFn: ({ signal }) => getSellerChoices(q, { signal }),
    enabled: options.enabled ?? true,
    // Typing keeps the last suggestions on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
