import type { Order } from '@marketplace/contract/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orderTimelineKeys } from '../../api/get-order-timeline';
import { readAgain, useLiveEvents } from '../../api/live-events';
import { orderKeys, orderQueryOptions } from './api/get-order';
import { orderHistoryKeys } from './api/get-order-history';

/**
 * One order as it moves (issue #15): starts from `initial` and reads the order and its timeline
 * again whenever its live stream says it changed, or after a reconnection.
 */
export function useLiveOrder(initial: Order): Order {
  const queryClient = useQueryClient();
  const order = useQuery(orderQueryOptions(initial));
  const refresh = () =>
    readAgain(queryClient, [
      orderKeys.order(initial._id),
      orderTimelineKeys.order(initial._id),
      orderHistoryKeys.all,
    ]);
  useLiveEvents(`/api/orders/${encodeURIComponent(initial._id)}/events`, {
    onEvent: refresh,
    onResync: refresh,
  });
  return order.data;
}

/**
 * All of the buyer's orders as they move: the history, and any order or timeline on screen, are
 * read again when one of their orders changes.
 */
export function useLiveOrderHistory(): void {
  const queryClient = useQueryClient();
  useLiveEvents('/api/orders/stream', {
    onEvent: (event) =>
      readAgain(queryClient, [orderHistoryKeys.all, orderTimelineKeys.order(event.orderId)]),
    onResync: () => readAgain(queryClient, [orderHistoryKeys.all, orderTimelineKeys.all]),
  });
}
