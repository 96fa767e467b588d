import type { StoreAnswer, StoreReviewDecision } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { replaceCachedStore } from '../managed-stores-cache';
import { catalogChangesKeys } from './get-catalog-changes';
import { managedStoresKeys } from './get-managed-stores';

/** POST /api/store/{storeId}/send-for-review (its seller): the store waits for staff. */
export function sendStoreForReview(storeId: string) {
  return apiRequest<StoreAnswer>(`/api/store/${encodeURIComponent(storeId)}/send-for-review`, {
    method: 'POST',
  });
}

/** POST /api/store/{storeId}/review (staff): approve it, or send it back saying why. */
export function reviewStore(input: { storeId: string; decision: StoreReviewDecision }) {
  return apiRequest<StoreAnswer>(`/api/store/${encodeURIComponent(input.storeId)}/review`, {
    method: 'POST',
    body: input.decision,
  });
}

/** Either step of a review: every list shows the store's new state from the answer. */
function useReviewMutation<Input>(
  mutationFn: (input: Input) => Promise<StoreAnswer>,
  storeIdOf: (input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => replaceCachedStore(queryClient, answer.store),
    onSettled: (_answer, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: managedStoresKeys.all });
      void queryClient.invalidateQueries({ queryKey: catalogChangesKeys.store(storeIdOf(input)) });
    },
  });
}

export function useSendStoreForReview() {
  return useReviewMutation(sendStoreForReview, (storeId: string) => storeId);
}

export function useReviewStore() {
  return useReviewMutation(reviewStore, (input) => input.storeId);
}
