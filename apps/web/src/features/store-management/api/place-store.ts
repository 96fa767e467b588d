import type { StoreAnswer, StorePlaceBody } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { replaceCachedStore } from '../managed-stores-cache';
import { catalogChangesKeys } from './get-catalog-changes';

/** PUT /api/store/{storeId}/place: the store's pin where its door is (issue #33). */
export function placeStore(input: { storeId: string; place: StorePlaceBody }) {
  return apiRequest<StoreAnswer>(`/api/store/${encodeURIComponent(input.storeId)}/place`, {
    method: 'PUT',
    body: input.place,
  });
}

export function usePlaceStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['place-store'],
    mutationFn: placeStore,
    onSuccess: (answer) => replaceCachedStore(queryClient, answer.store),
    onSettled: (_answer, _error, { storeId }) =>
      void queryClient.invalidateQueries({ queryKey: catalogChangesKeys.store(storeId) }),
  });
}
