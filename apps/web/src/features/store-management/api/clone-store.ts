import type { StoreAnswer } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { cacheNewStore } from '../managed-stores-cache';

/**
 * SPEC §7 POST /api/clone-store/{storeId}: a hidden copy named '<name> (copy)' with every product
 * category and product; answers 'Store cloned!' and the new store.
 */
export function cloneStore(storeId: string) {
  return apiRequest<StoreAnswer>(`/api/clone-store/${encodeURIComponent(storeId)}`, {
    method: 'POST',
  });
}

export function useCloneStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clone-store'],
    mutationFn: cloneStore,
    onSuccess: ({ store }) => cacheNewStore(queryClient, store),
  });
}
