import type { OrderChangeAnswer } from '@marketplace/contract/dispatch';
import { mutationErrorMessage } from '../../../api/client';
import { toast } from '../../../ui/toast';

/**
 * The toasts of a cancellation or a refund retry. The summary shows the order as the server now
 * has it by itself: the mutation puts it in the cache, after a refund failure too.
 */
export const reportOrderChange = {
  onSuccess: (answer: OrderChangeAnswer) => toast.success(answer.message),
  onError: (error: unknown) => toast.error(mutationErrorMessage(error)),
};
