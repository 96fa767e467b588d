import { useQueryClient } from '@tanstack/react-query';
import { readAgain, useLiveEvents } from '../../api/live-events';
import { toast } from '../../ui/toast';
import { driverDeliveriesKeys } from './api/get-driver-deliveries';
import { driverStepsKeys } from './api/get-driver-steps';

/** Ours: said when an admin gives the driver an order while the app is open. */
export const NEW_DELIVERY_ASSIGNED = 'A new delivery was assigned to you.';

/**
 * The driver's own orders, live (issue #15): an assignment, a reassignment or a cancellation
 * made in the console shows on the phone at once; what waits in the outbox still applies over it.
 */
export function useLiveSteps(driverId: string): void {
  const queryClient = useQueryClient();
  const keys = [driverStepsKeys.driver(driverId), driverDeliveriesKeys.driver(driverId)];
  useLiveEvents(driverId ? '/api/orders/stream' : null, {
    onEvent(event) {
      readAgain(queryClient, keys);
      const givenToMe = event.action === 'assign' || event.action === 'reassign';
      if (givenToMe && event.driverId === driverId) toast.success(NEW_DELIVERY_ASSIGNED);
    },
    onResync: () => readAgain(queryClient, keys),
  });
}
