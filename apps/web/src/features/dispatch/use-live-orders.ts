import { useQueryClient } from '@tanstack/react-query';
import { orderTimelineKeys } from '../../api/get-order-timeline';
import { useLiveOrderList } from '../../api/live-events';
import { applyOrderEvent } from './api/apply-order-event';
import { adminOrdersKeys } from './api/get-admin-orders';
import { dispatchBoardKeys } from './api/get-dispatch-board';
import { dispatchSuggestionsKeys } from './api/get-dispatch-suggestions';

/**
 * The operations console, live (issues #15, #32): each event changes the one order in the lists
 * (apply-order-event.ts) and reads its timeline again; new paid orders are counted until the
 * admin has looked. After a reconnection the lists are read again.
 */
export function useLiveOrders() {
  const queryClient = useQueryClient();
  return useLiveOrderList({
    listKey: adminOrdersKeys.lists,
    applyEvent: (event) => void applyOrderEvent(queryClient, event),
    // The dispatch map's orders move with every event too (issue #33), and so do the suggestions
    // (issue #34). Drivers' positions do not read the suggestions again: they arrive every few
    // seconds a driver, and the suggestions are read every 30 s anyway.
    alsoReadAgain: (event) => [
      orderTimelineKeys.order(event.orderId),
      dispatchBoardKeys.board,
      dispatchSuggestionsKeys.all,
    ],
    onResync: [orderTimelineKeys.all, dispatchBoardKeys.board, dispatchSuggestionsKeys.all],
  });
}
