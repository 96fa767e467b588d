import type { DailyOrderTotals } from '@marketplace/contract/order-history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const dailyTotalsKeys = {
  all: ['admin-order-history', 'daily'] as const,
  of: (storeId: string | null) => [...dailyTotalsKeys.all, storeId ?? 'every-store'] as const,
};

/**
 * GET /api/admin/order-history/daily (admin): orders and sales per day for the last 30 days in
 * the marketplace's time zone, oldest first, for one store or (null) all of them.
 */
export function getDailyTotals(input: { storeId: string | null; signal?: AbortSignal }) {
  const query = input.storeId ? `?${new URLSearchParams({ storeId: input.storeId })}` : '';
  return apiRequest<DailyOrderTotals>(`/api/admin/order-history/daily${query}`, {
    signal: input.signal,
  });
}

export function dailyTotalsQueryOptions(storeId: string | null) {
  return queryOptions({
    queryKey: dailyTotalsKeys.of(storeId),
    queryFn: ({ signal }) => getDailyTotals({ storeId, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDailyTotals(storeId: string | null) {
  return useQuery(dailyTotalsQueryOptions(storeId));
}
