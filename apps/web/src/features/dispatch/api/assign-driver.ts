import type {
  AdminOrder,
  AdminOrdersAnswer,
  AssignInstructionsAnswer,
  AssignInstructionsBody,
} from '@marketplace/contract/dispatch';
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/client';
import { orderTimelineKeys } from '../../../api/get-order-timeline';
import { adminOrdersKeys } from './get-admin-orders';
import { dispatchSuggestionsKeys } from './get-dispatch-suggestions';
import { driversKeys } from './get-drivers';

/**
 * POST /api/admin/assign-instructions (admin): gives a delivery order to a driver (or moves it to
 * another), with the driver's steps. `currentDriverId` is the driver the screen showed (null for
 * Unassigned): the server refuses with 409 if the order changed hands since (091).
 */
export function assignDriver(body: AssignInstructionsBody): Promise<AssignInstructionsAnswer> {
  return apiRequest<AssignInstructionsAnswer>('/api/admin/assign-instructions', {
    method: 'POST',
    body,
  });
}

/**
 * Puts the server's copy of an order in place of its row in every cached list, and of the whole
 * order its summary shows.
 */
export function replaceCachedOrder(queryClient: QueryClient, order: AdminOrder): void {
  queryClient.setQueryData(adminOrdersKeys.one(order._id), order);
  queryClient.setQueriesData<InfiniteData<AdminOrdersAnswer>>(
    { queryKey: adminOrdersKeys.lists },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              orders: page.orders.map((row) => (row._id === order._id ? order : row)),
            })),
          }
        : data,
  );
}

/** A refusal that means "someone else changed this order": the screen is out of date. */
export function isStaleAssignment(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.status === 409);
}

/**
 * Assigns. The row changes in place at once (Assigned, the driver); the lists are marked stale
 * without refetching, so the row does not jump away under a filter until the admin moves on. A
 * 409 refetches them: another admin got there first.
 */
export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['assign-driver'],
    mutationFn: assignDriver,
    onSuccess: (answer) => {
      replaceCachedOrder(queryClient, answer.order);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: driversKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderTimelineKeys.order(answer.order._id) });
      // The order leaves the suggestions, and the driver's new load changes the others (#34).
      void queryClient.invalidateQueries({ queryKey: dispatchSuggestionsKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all });
      }
    },
  });
}
