import type { DriverShift, PositionReport } from '@marketplace/contract/shifts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const shiftKeys = { own: ['driver-shift'] as const };

/** GET /api/driver/shift: the driver's own shift (issue #33). */
export function useShift(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: shiftKeys.own,
      queryFn: ({ signal }) => apiRequest<DriverShift>('/api/driver/shift', { signal }),
      enabled,
    }),
  );
}

/** 'Start shift' and 'End shift': POST /api/driver/shift/{start,end}; both are idempotent. */
export function useShiftChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'start' | 'end') =>
      apiRequest<DriverShift>(`/api/driver/shift/${change}`, { method: 'POST' }),
    onSuccess: (shift) => queryClient.setQueryData(shiftKeys.own, shift),
  });
}

/** PUT /api/driver/position: the phone's position, kept in place of the last one. */
export function reportPosition(report: PositionReport): Promise<{ kept: boolean }> {
  return apiRequest<{ kept: boolean }>('/api/driver/position', { method: 'PUT', body: report });
}
