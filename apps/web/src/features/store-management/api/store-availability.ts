import type {
  DateOverridesBody,
  PauseBody,
  StoreAnswer,
} from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { replaceCachedStore } from '../managed-stores-cache';
import { managedStoresKeys } from './get-managed-stores';

/** PUT /api/store/{storeId}/pause: no new orders for a while, or again from now ('off'). */
export function pauseStore(input: { storeId: string } & PauseBody) {
  return apiRequest<StoreAnswer>(`/api/store/${encodeURIComponent(input.storeId)}/pause`, {
    method: 'PUT',
    body: { pause: input.pause },
  });
}

/** PUT /api/store/{storeId}/date-overrides: the store's closed days and special hours. */
export function setDateOverrides(input: { storeId: string } & DateOverridesBody) {
  return apiRequest<StoreAnswer>(`/api/store/${encodeURIComponent(input.storeId)}/date-overrides`, {
    method: 'PUT',
    body: { dateOverrides: input.dateOverrides },
  });
}

function useStoreChange<Input>(mutationFn: (input: Input) => Promise<StoreAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => replaceCachedStore(queryClient, answer.store),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: managedStoresKeys.all }),
  });
}

export const usePauseStore = () => useStoreChange(pauseStore);
export const useSetDateOverrides = () => useStoreChange(setDateOverrides);
