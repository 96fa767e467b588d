import type { CompleteOrderAnswer, DriverStep } from '@marketplace/contract/driver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { enqueue, isOffline, queuedEntries } from '../outbox';
import { driverDeliveriesKeys } from './get-driver-deliveries';
import { driverStepsKeys } from './get-driver-steps';

/** PATCH /api/orders/{orderId}/complete: the review screen's 'Complete Order'. */
export function completeOrder(input: {
  orderId: string;
  driverId: string;
}): Promise<CompleteOrderAnswer> {
  return apiRequest<CompleteOrderAnswer>(
    `/api/orders/${encodeURIComponent(input.orderId)}/complete`,
    { method: 'PATCH', body: { driverId: input.driverId } },
  );
}

/** 'Complete Order'; without a connection it waits in the outbox and the next order comes up. */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['complete-order'],
    // Offline too: the outbox takes what cannot be sent (TanStack would pause it otherwise).
    networkMode: 'always',
    mutationFn: async (input: { orderId: string; driverId: string }) => {
      // Behind what waits, 'Complete Order' waits too: its steps must reach the server first.
      if ((await queuedEntries()).length > 0) {
        await enqueue({ kind: 'order', ...input });
        return { queued: true };
      }
      try {
        await completeOrder(input);
        return { queued: false };
      } catch (error) {
        if (!isOffline(error)) throw error;
        await enqueue({ kind: 'order', ...input });
        return { queued: true };
      }
    },
    onSuccess: ({ queued }, { orderId, driverId }) => {
      if (queued) return;
      // The order leaves the driver's list at once; the next one is up.
      queryClient.setQueryData<DriverStep[]>(driverStepsKeys.driver(driverId), (steps) =>
        steps?.filter((step) => step.orderId !== orderId),
      );
      void queryClient.invalidateQueries({ queryKey: driverStepsKeys.driver(driverId) });
      void queryClient.invalidateQueries({ queryKey: driverDeliveriesKeys.driver(driverId) });
    },
  });
}
