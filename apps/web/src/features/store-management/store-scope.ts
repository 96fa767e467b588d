import type { ManagedStore } from '@marketplace/contract/store-management';
import { type UseQueryResult, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { NextPage } from '../../ui/load-more';
import {
  managedStoreQueryOptions,
  managedStoresQueryOptions,
  type StaffStoreQuery,
} from './api/get-managed-stores';
import { sellerStoresQueryOptions } from './api/get-seller-stores';

/**
 * Who manages stores on the screen (issue #31: one store management for every role that has
 * one). Staff see every store; a seller sees and changes their own, as the API's ownership
 * rules allow, and publishes through review instead of a visibility switch.
 */
export type StoreScope =
  | {
      kind: 'staff';
      /** Admins see a store's history; data entry opens the screen without admin rights. */
      canSeeHistory: boolean;
      /**
       * The name of the seller the list is filtered to, for its chip; without it, the seller
       * id. Only admins may list sellers, so their page looks the name up.
       */
      sellerLabel?: string;
    }
  | { kind: 'seller'; sellerId: string };

/**
 * `seller`: a seller id, or '' for every seller's stores; `waiting`: only the stores waiting for
 * review (staff's list to work through).
 */
export type StoreFilters = { search: string; category: string; seller: string; waiting: boolean };

/** How long typing rests before the staff's store search is sent. */
export const STORE_SEARCH_DEBOUNCE_MS = 300;

/** The list's rows and what the screen says about them, whichever scope fetched them. */
export type StoreRows = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  /** The rows shown, in order: a page at a time for staff, every match for a seller. */
  rows: ManagedStore[];
  /** How many stores match the filters (the first page's count for staff). */
  matching: number;
  /** Whether the scope has no store at all, whatever the filters. */
  none: boolean;
  /** Stores waiting for review (staff); 0 for a seller. */
  waiting: number;
  /** The next page, for staff's list. */
  pages: NextPage | null;
};

const isWaiting = (store: ManagedStore) => store.review?.status === 'waiting';

function matches(store: ManagedStore, { search, category, waiting }: StoreFilters): boolean {
  const text = search.trim().toLocaleLowerCase();
  return (
    (!waiting || isWaiting(store)) &&
    (category === '' || store.category === category) &&
    (text === '' || store.name.toLocaleLowerCase().includes(text))
  );
}

export const hasFilters = (filters: StoreFilters) =>
  filters.search.trim() !== '' ||
  filters.category !== '' ||
  filters.seller !== '' ||
  filters.waiting;

/**
 * The stores the scope manages, filtered: staff's from the server a page at a time (issue #32,
 * docs/decisions/131; the search once typing rests), a seller's own few filtered here.
 */
export function useStoreRows(scope: StoreScope, filters: StoreFilters): StoreRows {
  const search = useDebouncedValue(filters.search.trim(), STORE_SEARCH_DEBOUNCE_MS);
  const query: StaffStoreQuery = {
    q: search || undefined,
    category: (filters.category || undefined) as StaffStoreQuery['category'],
    sellerId: filters.seller || undefined,
    review: filters.waiting ? 'waiting' : undefined,
  };
  const staff = useInfiniteQuery({
    ...managedStoresQueryOptions(query),
    enabled: scope.kind === 'staff',
  });
  const seller = useQuery({
    ...sellerStoresQueryOptions(scope.kind === 'seller' ? scope.sellerId : ''),
    enabled: scope.kind === 'seller',
  });
  if (scope.kind === 'seller') {
    const all = seller.data ?? [];
    const rows = all.filter((store) => matches(store, filters)).sort(byName);
    return {
      isPending: seller.isPending,
      isError: seller.isError,
      isFetching: seller.isFetching,
      refetch: seller.refetch,
      rows,
      matching: rows.length,
      none: all.length === 0,
      waiting: 0,
      pages: null,
    };
  }
  const first = staff.data?.pages[0];
  return {
    isPending: staff.isPending,
    isError: staff.isError && !staff.data,
    isFetching: staff.isFetching,
    refetch: staff.refetch,
    rows: staff.data?.pages.flatMap((page) => page.stores) ?? [],
    matching: first?.total ?? 0,
    none: first?.total === 0 && !hasFilters(filters) && !staff.isPlaceholderData,
    waiting: first?.waiting ?? 0,
    pages: staff,
  };
}

const byName = (a: ManagedStore, b: ManagedStore) => a.name.localeCompare(b.name);

/** One store the scope manages: staff read it alone, a seller finds it among their own. */
export function useStoreInScope(
  scope: StoreScope,
  storeId: string,
): UseQueryResult<ManagedStore | null> {
  const staff = useQuery({
    ...managedStoreQueryOptions(storeId),
    enabled: scope.kind === 'staff',
  });
  const seller = useQuery({
    ...sellerStoresQueryOptions(scope.kind === 'seller' ? scope.sellerId : ''),
    enabled: scope.kind === 'seller',
    select: (stores) => stores.find((store) => store._id === storeId) ?? null,
  });
  return scope.kind === 'seller' ? seller : staff;
}

export const canSeeHistory = (scope: StoreScope) => scope.kind === 'staff' && scope.canSeeHistory;
