import type { DriverStep } from '@marketplace/contract/driver';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const driverStepsKeys = {
  all: ['driver-steps'] as const,
  driver: (driverId: string) => ['driver-steps', driverId] as const,
};

/** GET /api/instructions/{driverId}: the driver's open orders' steps, in sequence (095). */
export function getDriverSteps(driverId: string, signal?: AbortSignal): Promise<DriverStep[]> {
  return apiRequest<DriverStep[]>(`/api/instructions/${encodeURIComponent(driverId)}`, { signal });
}

export function useDriverSteps(driverId: string) {
  return useQuery(
    queryOptions({
      queryKey: driverStepsKeys.driver(driverId),
      queryFn: ({ signal }) => getDriverSteps(driverId, signal),
      enabled: driverId !== '',
    }),
  );
}
