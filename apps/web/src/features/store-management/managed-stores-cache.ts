import type { ManagedStore, ManagedStoresPage } from '@marketplace/contract/store-management';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { managedStoresKeys } from './api/get-managed-stores';

/** What the cache holds under managedStoresKeys: a seller's list, staff's pages, one store. */
type Cached = ManagedStore[] | InfiniteData<ManagedStoresPage> | ManagedStore | null | undefined;

/**
 * Changes every cached managed store at once (a seller's list, the staff's pages, a store opened
 * alone), so a screen shows a saved, cloned or deleted store before the lists are fetched again.
 */
export function changeCachedStores(
  queryClient: QueryClient,
  change: (stores: ManagedStore[]) => ManagedStore[],
): void {
  queryClient.setQueriesData<Cached>({ queryKey: managedStoresKeys.all }, (cached) => {
    if (!cached) return cached;
    if (Array.isArray(cached)) return change(cached);
    if ('pages' in cached) {
      return {
        ...cached,
        pages: cached.pages.map((page) => ({ ...page, stores: change(page.stores) })),
      };
    }
    return change([cached])[0] ?? null;
  });
}

export function replaceCachedStore(queryClient: QueryClient, store: ManagedStore): void {
  changeCachedStores(queryClient, (stores) =>
    stores.map((cached) => (cached._id === store._id ? store : cached)),
  );
}

/** A store just made (created, cloned): it opens at once, before any list is fetched again. */
export function cacheNewStore(queryClient: QueryClient, store: ManagedStore): void {
  queryClient.setQueryData(managedStoresKeys.one(store._id), store);
  void queryClient.invalidateQueries({ queryKey: managedStoresKeys.all });
}
