import type { AssignRunBody, RunChangeAnswer } from '@marketplace/contract/runs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/client';
import { orderTimelineKeys } from '../../../api/get-order-timeline';
import { replaceCachedOrder } from './assign-driver';
import { adminOrdersKeys } from './get-admin-orders';
import { dispatchBoardKeys } from './get-dispatch-board';
import { dispatchSuggestionsKeys } from './get-dispatch-suggestions';
import { driversKeys } from './get-drivers';

/**
 * POST /api/dispatch/runs (admin, issue #34): gives several unassigned deliveries to one driver
 * as one run, all or none; the server orders the stops. 409 when one of them was taken meanwhile.
 */
export function assignRun(body: AssignRunBody): Promise<RunChangeAnswer> {
  return apiRequest<RunChangeAnswer>('/api/dispatch/runs', { method: 'POST', body });
}

/**
 * After a run changed hands: its orders' rows change in place (as after one assignment, the
 * lists are only marked stale), and the board, the suggestions, the drivers' loads and the
 * orders' timelines are read again.
 */
export function refreshAfterRunChange(queryClient: QueryClient, answer: RunChangeAnswer): void {
  for (const order of answer.orders) {
    replaceCachedOrder(queryClient, order);
    void queryClient.invalidateQueries({ queryKey: orderTimelineKeys.order(order._id) });
  }
  void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: driversKeys.all });
  void queryClient.invalidateQueries({ queryKey: dispatchBoardKeys.board });
  void queryClient.invalidateQueries({ queryKey: dispatchSuggestionsKeys.all });
}

/** A 409: the screen is behind (an order was taken, a run already moved): read it all again. */
export function refreshAfterRunConflict(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 409) return;
  void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all });
  void queryClient.invalidateQueries({ queryKey: dispatchBoardKeys.board });
  void queryClient.invalidateQueries({ queryKey: dispatchSuggestionsKeys.all });
}

export function useAssignRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['assign-run'],
    mutationFn: assignRun,
    onSuccess: (answer) => refreshAfterRunChange(queryClient, answer),
    onError: (error) => refreshAfterRunConflict(queryClient, error),
  });
}
