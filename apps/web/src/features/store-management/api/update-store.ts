import type { StoreAnswer, StoreUpdateBody } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { changeCachedStores, replaceCachedStore } from '../managed-stores-cache';
import { catalogChangesKeys } from './get-catalog-changes';
import { managedStoresKeys } from './get-managed-stores';

export type UpdateStoreInput = { storeId: string; body: StoreUpdateBody };

/**
 * SPEC §7 PUT /api/update-store/{storeId} `{sellerId, updateData}`: the changes are laid over the
 * store and the whole checked again; answers 'Store updated!' and the store.
 */
export function updateStore({ storeId, body }: UpdateStoreInput) {
  return apiRequest<StoreAnswer>(`/api/update-store/${encodeURIComponent(storeId)}`, {
    method: 'PUT',
    body,
  });
}

/**
 * Visibility flips in every list at once (the list's toggle saves on click), and flips back if
 * the server refuses; every other field shows once the server has answered with the store.
 */
export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-store'],
    mutationFn: updateStore,
    onMutate: async ({ storeId, body }) => {
      const { isHidden } = body.updateData;
      if (isHidden === undefined) return { previous: [] };
      await queryClient.cancelQueries({ queryKey: managedStoresKeys.all });
      const previous = queryClient.getQueriesData({ queryKey: managedStoresKeys.all });
      changeCachedStores(queryClient, (stores) =>
        stores.map((store) => (store._id === storeId ? { ...store, isHidden } : store)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, stores] of context?.previous ?? []) queryClient.setQueryData(key, stores);
    },
    onSuccess: (answer) => replaceCachedStore(queryClient, answer.store),
    onSettled: (_answer, _error, { storeId }) => {
      void queryClient.invalidateQueries({ queryKey: managedStoresKeys.all });
      // The change is in the store's history (admins' History tab).
      void queryClient.invalidateQueries({ queryKey: catalogChangesKeys.store(storeId) });
    },
  });
}
