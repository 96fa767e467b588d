import type { MutationAnswer } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { changeCachedStores } from '../managed-stores-cache';
import { managedStoresKeys } from './get-managed-stores';

export type DeleteStoreInput = { storeId: string; sellerId: string };

/**
 * SPEC §7 DELETE /api/delete-store/{storeId}/{sellerId}: the store goes with its product
 * categories and products.
 */
export function deleteStore({ storeId, sellerId }: DeleteStoreInput) {
  return apiRequest<MutationAnswer>(
    `/api/delete-store/${encodeURIComponent(storeId)}/${encodeURIComponent(sellerId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete-store'],
    mutationFn: deleteStore,
    onSuccess: (_answer, { storeId }) => {
      changeCachedStores(queryClient, (stores) => stores.filter((store) => store._id !== storeId));
      void queryClient.invalidateQueries({ queryKey: managedStoresKeys.all });
    },
  });
}
