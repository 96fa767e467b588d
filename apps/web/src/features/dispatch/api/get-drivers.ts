import type { Driver } from '@marketplace/contract/dispatch';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const driversKeys = {
  all: ['drivers'] as const,
};

/** GET /api/drivers (admin): every driver by name, with their open orders. */
export function getDrivers(signal?: AbortSignal): Promise<Driver[]> {
  return apiRequest<Driver[]>('/api/drivers', { signal });
}

export function driversQueryOptions() {
  return queryOptions({
    queryKey: driversKeys.all,
    queryFn: ({ signal }) => getDrivers(signal),
  });
}

export function useDrivers() {
  return useQuery(driversQueryOptions());
}
