import type { AdminOrder, OrderChangeAnswer } from '@marketplace/contract/dispatch';
import { mutationErrorMessage } from '../../../api/client';
import { toast } from '../../../ui/toast';
import { orderOfFailedRefund } from '../api/cancel-order';

/**
 * The toasts of a cancellation or a refund retry, and the order as the server now has it for the
 * summary: on success, and after a refund failure too (the order is cancelled all the same).
 */
export function reportOrderChange(onChanged: (order: AdminOrder) => void) {
  return {
    onSuccess: (answer: OrderChangeAnswer) => {
      toast.success(answer.message);
      onChanged(answer.order);
    },
    onError: (error: unknown) => {
      toast.error(mutationErrorMessage(error));
      const changed = orderOfFailedRefund(error);
      if (changed) onChanged(changed);
    },
  };
}
