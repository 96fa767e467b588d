import type { UnavailableLinesBody } from '@marketplace/contract/refunds';
import type { MutationAnswer } from '@marketplace/contract/store-management';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';

/**
 * POST /api/orders/{id}/unavailable-lines (issue #35): units the store could not supply, marked by
 * its seller or by the driver at pick-up; the API refunds them and texts the buyer.
 */
export function markUnavailableLines(input: { orderId: string } & UnavailableLinesBody) {
  const { orderId, ...body } = input;
  return apiRequest<MutationAnswer>(
    `/api/orders/${encodeURIComponent(orderId)}/unavailable-lines`,
    { method: 'POST', body },
  );
}

/**
 * Shared by the seller's orders and the driver's pick-up, whose lists it makes stale: each screen
 * names its own query keys in `stale`. Refused ones are read again too, since a 409 means the
 * order changed under the screen (units marked by the other, the order picked up).
 */
export function useMarkUnavailableLines({ stale }: { stale: readonly QueryKey[] }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markUnavailableLines,
    onSettled: () => {
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
