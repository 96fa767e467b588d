import type { CompleteOrderAnswer, DriverStep } from '@marketplace/contract/driver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
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

export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['complete-order'],
    mutationFn: completeOrder,
    onSuccess: (_answer, { orderId, driverId }) => {
      // The order leaves the driver's list at once; the next one is up.
      queryClient.setQueryData<DriverStep[]>(driverStepsKeys.driver(driverId), (steps) =>
        steps?.filter((step) => step.orderId !== orderId),
      );
      void queryClient.invalidateQueries({ queryKey: driverStepsKeys.driver(driverId) });
      void queryClient.invalidateQueries({ queryKey: driverDeliveriesKeys.driver(driverId) });
    },
  });
}
