import type { DispatchBoard } from '@marketplace/contract/dispatch';
import type { DriverOnShift, DriverPosition } from '@marketplace/contract/shifts';

export type { DriverOnShift };

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiRequest } from '../../../api/client';
import { useServerEvents } from '../../../api/live-events';

export const dispatchBoardKeys = {
  all: ['dispatch-board'] as const,
  board: ['dispatch-board', 'board'] as const,
  drivers: ['dispatch-board', 'drivers-on-shift'] as const,
};

/** GET /api/dispatch/board: every store and open delivery, with their places (issue #33). */
export function useDispatchBoard(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: dispatchBoardKeys.board,
      queryFn: ({ signal }) => apiRequest<DispatchBoard>('/api/dispatch/board', { signal }),
      enabled,
    }),
  );
}

/** GET /api/dispatch/drivers-on-shift: as last read, without their positions' stream. */
export function driversOnShiftQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: dispatchBoardKeys.drivers,
    queryFn: ({ signal }) =>
      apiRequest<DriverOnShift[]>('/api/dispatch/drivers-on-shift', { signal }),
    enabled,
  });
}

/**
 * Drivers on shift, kept live by their positions' stream. The latest event of each driver is
 * laid over the list (a kept position moves them, a shift's end removes them), whenever it came,
 * so an event that beats the list's first read is not lost. A driver not listed yet (a shift
 * just started) reads the list again for their name.
 */
export function useDriversOnShift(enabled: boolean): {
  drivers: DriverOnShift[] | undefined;
  isPending: boolean;
} {
  const queryClient = useQueryClient();
  const list = useQuery(driversOnShiftQueryOptions(enabled));
  const [latest, setLatest] = useState<ReadonlyMap<string, DriverPosition>>(new Map());
  useServerEvents<DriverPosition>(
    enabled ? '/api/dispatch/driver-positions/stream' : null,
    'driver_position',
    {
      onEvent(position) {
        setLatest((current) => new Map(current).set(position.driverId, position));
        const listed = queryClient.getQueryData<DriverOnShift[]>(dispatchBoardKeys.drivers);
        if (position.onShift && listed && !listed.some((d) => d.driverId === position.driverId)) {
          void queryClient.invalidateQueries({ queryKey: dispatchBoardKeys.drivers });
        }
      },
      onResync() {
        setLatest(new Map());
        void queryClient.invalidateQueries({ queryKey: dispatchBoardKeys.drivers });
      },
    },
  );
  const drivers = useMemo(
    () =>
      list.data?.flatMap((driver) => {
        const position = latest.get(driver.driverId);
        if (!position) return [driver];
        return position.onShift ? [{ ...driver, ...position }] : [];
      }),
    [list.data, latest],
  );
  return { drivers, isPending: list.isPending };
}
