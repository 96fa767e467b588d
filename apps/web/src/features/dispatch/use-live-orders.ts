import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderTimelineKeys } from '../../api/get-order-timeline';
import { readAgain, useLiveEvents } from '../../api/live-events';
import { adminOrdersKeys } from './api/get-admin-orders';

/**
 * The operations console, live (issue #15): every order event reads the orders list (and that
 * order's timeline) again, so new paid orders appear and statuses move without a reload; new
 * orders are counted until the admin has looked.
 */
export function useLiveOrders(): { newOrders: number; seen(): void } {
  const queryClient = useQueryClient();
  const [newOrders, setNewOrders] = useState(0);
  useLiveEvents('/api/orders/stream', {
    onEvent(event) {
      readAgain(queryClient, [adminOrdersKeys.all, orderTimelineKeys.order(event.orderId)]);
      if (event.action === 'pay') setNewOrders((count) => count + 1);
    },
    onResync: () => readAgain(queryClient, [adminOrdersKeys.all, orderTimelineKeys.all]),
  });
  return { newOrders, seen: () => setNewOrders(0) };
}
