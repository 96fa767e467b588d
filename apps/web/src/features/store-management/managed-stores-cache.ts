import type { ManagedStore } from '@marketplace/contract/store-management';
import type { QueryClient } from '@tanstack/react-query';
import { managedStoresKeys } from './api/get-managed-stores';

/**
 * Changes every cached list of managed stores at once (staff's and the sellers'), so a screen
 * shows a saved, cloned or deleted store before the lists are fetched again.
 */
export function changeCachedStores(
  queryClient: QueryClient,
  change: (stores: ManagedStore[]) => ManagedStore[],
): void {
  queryClient.setQueriesData<ManagedStore[]>({ queryKey: managedStoresKeys.all }, (stores) =>
    stores ? change(stores) : stores,
  );
}

export function replaceCachedStore(queryClient: QueryClient, store: ManagedStore): void {
  changeCachedStores(queryClient, (stores) =>
    stores.map((cached) => (cached._id === store._id ? store : cached)),
  );
}
