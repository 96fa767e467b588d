import type { DriverDelivery } from '@marketplace/contract/driver';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const driverDeliveriesKeys = {
  driver: (driverId: string) => ['driver-deliveries', driverId] as const,
};

/** GET /api/drivers/{driverId}/deliveries: the history table, the latest first. */
export function getDriverDeliveries(
  driverId: string,
  signal?: AbortSignal,
): Promise<DriverDelivery[]> {
  return apiRequest<DriverDelivery[]>(`/api/drivers/${encodeURIComponent(driverId)}/deliveries`, {
    signal,
  });
}

export function useDriverDeliveries(driverId: string) {
  return useQuery({
    queryKey: driverDeliveriesKeys.driver(driverId),
    queryFn: ({ signal }) => getDriverDeliveries(driverId, signal),
    enabled: driverId !== '',
  });
}
