import { orderTimelineKeys } from '../../api/get-order-timeline';
import { useLiveOrderList } from '../../api/live-events';
import { adminOrdersKeys } from './api/get-admin-orders';

/**
 * The operations console, live (issue #15): the orders list and the changed order's timeline
 * are read again on every event; new paid orders are counted until the admin has looked.
 */
export function useLiveOrders() {
  return useLiveOrderList({
    listKey: adminOrdersKeys.all,
    alsoReadAgain: (event) => [orderTimelineKeys.order(event.orderId)],
    onResync: [orderTimelineKeys.all],
  });
}
