import type { DriverPosition } from '@marketplace/contract/shifts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../api/client';
import { useServerEvents } from '../../../api/live-events';

const driverKey = (orderId: string) => ['order', orderId, 'driver-position'] as const;

/**
 * Where the driver bringing this order is, while it is out for delivery (issue #33): read once,
 * then moved by the order's driver-position stream. The server answers only while the order is
 * picked up; after delivery the stream closes and is refused again. `onMove` hears each position
 * the stream brings.
 */
export function useDriverOnTheWay(
  orderId: string,
  onMove?: (position: DriverPosition) => void,
): DriverPosition | undefined {
  const queryClient = useQueryClient();
  const key = driverKey(orderId);
  const position = useQuery(
    queryOptions({
      queryKey: key,
      queryFn: ({ signal }) =>
        apiRequest<DriverPosition>(`/api/orders/${encodeURIComponent(orderId)}/driver-position`, {
          signal,
        }),
      retry: false,
    }),
  );
  // The stream's latest word, kept apart: it may beat the first read, which must not undo it.
  const [heard, setHeard] = useState<DriverPosition | null>(null);
  useServerEvents<DriverPosition>(
    `/api/orders/${encodeURIComponent(orderId)}/driver-position/stream`,
    'driver_position',
    {
      onEvent: (heard) => {
        setHeard(heard);
        onMove?.(heard);
      },
      onResync: () => void queryClient.invalidateQueries({ queryKey: key }),
    },
  );
  return newer(position.data, heard ?? undefined);
}

/** The later of two positions by when they were kept; an ended shift is always the latest. */
function newer(
  read: DriverPosition | undefined,
  heard: DriverPosition | undefined,
): DriverPosition | undefined {
  if (!read || !heard) return heard ?? read;
  if (!heard.onShift) return heard;
  return Date.parse(heard.at ?? '') >= Date.parse(read.at ?? '') ? heard : read;
}
