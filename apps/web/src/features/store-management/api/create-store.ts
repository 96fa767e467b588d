import type { StoreAnswer, StoreCreateBody } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { cacheNewStore } from '../managed-stores-cache';

/**
 * SPEC §7 POST /api/store/create, in either shape: a seller's `{sellerId, name, contact, address,
 * category}` or staff's `{sellerId, storeData}`. The new store starts hidden.
 */
export function createStore(body: StoreCreateBody) {
  return apiRequest<StoreAnswer>('/api/store/create', { method: 'POST', body });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-store'],
    mutationFn: createStore,
    onSuccess: ({ store }) => cacheNewStore(queryClient, store),
  });
}
