import type { CatalogChangesAnswer } from '@marketplace/contract/store-management';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

type CatalogChangesOptions = { storeId: string; before?: string | null; signal?: AbortSignal };

/**
 * GET /api/store/{storeId}/changes (admins): the store's audit log, newest first, a page at a
 * time; `before` is the previous page's `nextBefore`.
 */
export function getCatalogChanges({ storeId, before, signal }: CatalogChangesOptions) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiRequest<CatalogChangesAnswer>(
    `/api/store/${encodeURIComponent(storeId)}/changes${query}`,
    { signal },
  );
}

/** The keys of every store's audit log: every catalogue change adds to it. */
export const catalogChangesKeys = {
  all: ['catalog-changes'] as const,
  store: (storeId: string) => [...catalogChangesKeys.all, storeId] as const,
};

export function catalogChangesQueryOptions(storeId: string) {
  return infiniteQueryOptions({
    queryKey: catalogChangesKeys.store(storeId),
    queryFn: ({ pageParam, signal }) => getCatalogChanges({ storeId, before: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

export function useCatalogChanges(storeId: string) {
  return useInfiniteQuery(catalogChangesQueryOptions(storeId));
}
