import type { SellerChoice } from '@marketplace/contract/sellers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const sellerChoicesKeys = { all: ['seller-choices'] as const };

/** GET /api/sellers/choices (admin, data entry): whom a new store can be for, by name. */
export function getSellerChoices(options: { signal?: AbortSignal } = {}) {
  return apiRequest<SellerChoice[]>('/api/sellers/choices', { signal: options.signal });
}

export function useSellerChoices(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: sellerChoicesKeys.all,
      queryFn: ({ signal }) => getSellerChoices({ signal }),
    }),
    enabled: options.enabled ?? true,
  });
}
