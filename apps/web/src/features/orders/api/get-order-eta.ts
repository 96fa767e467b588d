import type { OrderEta } from '@marketplace/contract/runs';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiRequest } from '../../../api/client';
import { orderKeys } from './get-order';

/** Under the order's own key: the order's live stream reads it again with the order. */
export const orderEtaKeys = {
  order: (orderId: string) => [...orderKeys.order(orderId), 'eta'] as const,
};

/** Read again this often while a driver has the order: their position moves on its own. */
const ORDER_ETA_REFRESH_MS = 30_000;
/** A new position of the driver reads the ETA again, but no more often than this. */
const ORDER_ETA_MOVE_MS = 5_000;

/** GET /api/orders/{id}/eta: when the order should reach its door (issue #34). */
export function getOrderEta(orderId: string, signal?: AbortSignal): Promise<OrderEta> {
  return apiRequest<OrderEta>(`/api/orders/${encodeURIComponent(orderId)}/eta`, { signal });
}

/** Only while a driver has the order (assigned or picked up): otherwise there is none. */
export const expectsEta = (status: string) => status === 'assigned' || status === 'picked_up';

export function orderEtaQueryOptions(orderId: string, status: string) {
  return queryOptions({
    queryKey: orderEtaKeys.order(orderId),
    queryFn: ({ signal }) => getOrderEta(orderId, signal),
    enabled: expectsEta(status),
    refetchInterval: ORDER_ETA_REFRESH_MS,
  });
}

export function useOrderEta(orderId: string, status: string) {
  return useQuery(orderEtaQueryOptions(orderId, status));
}

/**
 * What to call when the driver's position moves: reads the ETA again, at most once every
 * ORDER_ETA_MOVE_MS. A move sooner after the last read (or during one) is read once that time is
 * up, so the ETA always catches up with the latest position.
 */
export function useReadEtaOnMove(orderId: string): () => void {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  return useCallback(() => {
    if (pending.current !== undefined) return;
    const queryKey = orderEtaKeys.order(orderId);
    const read = () => {
      pending.current = undefined;
      void queryClient.invalidateQueries({ queryKey });
    };
    const state = queryClient.getQueryState(queryKey);
    const lastRead =
      state?.fetchStatus === 'fetching'
        ? Date.now()
        : Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0);
    const wait = lastRead + ORDER_ETA_MOVE_MS - Date.now();
    if (wait <= 0) read();
    else pending.current = setTimeout(read, wait);
  }, [orderId, queryClient]);
}
