import type { ManagedStore } from '@marketplace/contract/store-management';
import { STORE_CATEGORIES } from '@marketplace/core/constants/categories';
import { ERROR_FETCHING_STORES } from '@marketplace/core/constants/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { CloseIcon, SearchIcon, StoreIcon } from '../../../ui/icons';
import { LoadMore } from '../../../ui/load-more';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { storeAddressLine, storeContact } from '../store-format';
import { hasFilters, type StoreFilters, type StoreScope, useStoreRows } from '../store-scope';
import styles from './store-list.module.css';
import { StoreVisibility } from './store-visibility';
import { StoreVisibilitySwitch } from './store-visibility-switch';

const NO_FILTERS: StoreFilters = { search: '', category: '', seller: '', waiting: false };

type StoreListProps = {
  scope: StoreScope;
  filters: StoreFilters;
  onFiltersChange: (filters: StoreFilters) => void;
  /** Where a store opens (its page in store management). */
  storeHref: (store: ManagedStore) => string;
  /** What the empty list offers: creating the first store. */
  emptyAction?: ReactNode;
};

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...STORE_CATEGORIES.map((category) => ({ value: category, label: category })),
];

export type { StoreFilters };

/**
 * The stores in scope, hidden ones too, by name: a search by name, a category filter, and per
 * store its category, contact, product count and, for staff, a visibility switch that saves at
 * once (a seller sees whether buyers can find it). Staff's list comes a page at a time.
 */
export function StoreList({
  scope,
  filters,
  onFiltersChange,
  storeHref,
  emptyAction,
}: StoreListProps) {
  const stores = useStoreRows(scope, filters);

  if (stores.isPending) return <StoreListSkeleton />;
  // SPEC §8: a seller's failed or empty list says 'error fetching stores'.
  if (scope.kind === 'seller' && (stores.isError || stores.none)) {
    return (
      <ErrorState
        title={ERROR_FETCHING_STORES}
        description={
          stores.isError
            ? 'Check your connection and try again.'
            : 'You have no stores yet. Create your first one: it stays hidden from buyers until it is ready.'
        }
        onRetry={stores.isError ? () => void stores.refetch() : undefined}
        retrying={stores.isFetching}
        action={emptyAction}
        headingLevel={3}
      />
    );
  }
  if (stores.isError) {
    return (
      <ErrorState
        title="We couldn’t load the stores"
        onRetry={() => void stores.refetch()}
        retrying={stores.isFetching}
        headingLevel={3}
      />
    );
  }
  if (stores.none) {
    return (
      <EmptyState
        icon={<StoreIcon size={28} />}
        title="No stores yet"
        description="Create the first store. It starts hidden, so you can add its products and hours before buyers see it."
        action={emptyAction}
        headingLevel={3}
      />
    );
  }

  const { rows: shown, matching, waiting: waitingCount } = stores;
  const count = matching.toLocaleString('en-US');

  const columns: DataColumn<ManagedStore>[] = [
    {
      key: 'store',
      header: 'Store',
      hideLabelOnPhone: true,
      cell: (store) => (
        <div className={styles.storeCell}>
          <Link to={storeHref(store)} className={styles.storeName}>
            {store.name}
          </Link>
          <span className={styles.address}>{storeAddressLine(store.address)}</span>
        </div>
      ),
    },
    { key: 'category', header: 'Category', cell: (store) => store.category },
    {
      key: 'contact',
      header: 'Contact',
      cell: (store) => <span className={styles.nowrap}>{storeContact(store.contact)}</span>,
    },
    { key: 'products', header: 'Products', align: 'end', cell: (store) => store.productCount },
    {
      key: 'visibility',
      header: 'Visibility',
      cell: (store) =>
        scope.kind === 'staff' ? (
          <StoreVisibilitySwitch store={store} />
        ) : (
          <StoreVisibility store={store} />
        ),
    },
    {
      key: 'open',
      header: <span className="visually-hidden">Actions</span>,
      hideLabelOnPhone: true,
      align: 'end',
      cell: (store) => (
        <ButtonLink
          to={storeHref(store)}
          variant="secondary"
          size="sm"
          aria-label={`Open ${store.name}`}
        >
          Open
        </ButtonLink>
      ),
    },
  ];

  return (
    <div className={styles.list}>
      <div className={styles.filters}>
        <TextField
          label="Search stores"
          type="search"
          placeholder="Store name"
          prefix={<SearchIcon size={18} />}
          value={filters.search}
          onChange={(event) => onFiltersChange({ ...filters, search: event.target.value })}
          maxLength={120}
        />
        <Select
          label="Category"
          options={CATEGORY_OPTIONS}
          value={filters.category}
          onChange={(event) => onFiltersChange({ ...filters, category: event.target.value })}
        />
      </div>
      {scope.kind === 'staff' && (waitingCount > 0 || filters.waiting) && (
        <div className={styles.chips}>
          <button
            type="button"
            className={styles.reviewToggle}
            aria-pressed={filters.waiting}
            onClick={() => onFiltersChange({ ...filters, waiting: !filters.waiting })}
          >
            Waiting for review
            <span className={styles.reviewCount}>{waitingCount}</span>
          </button>
        </div>
      )}
      {filters.seller !== '' && (
        <div className={styles.chips}>
          <span className={styles.chip}>
            <span className={styles.chipText}>
              Seller: {(scope.kind === 'staff' && scope.sellerLabel) || filters.seller}
            </span>
            <button
              type="button"
              className={styles.chipRemove}
              aria-label="Remove the seller filter"
              onClick={() => onFiltersChange({ ...filters, seller: '' })}
            >
              <CloseIcon size={16} />
            </button>
          </span>
        </div>
      )}
      <p className={styles.count} aria-live="polite">
        {hasFilters(filters)
          ? `${count} ${matching === 1 ? 'store matches' : 'stores match'}`
          : `${count} ${matching === 1 ? 'store' : 'stores'}`}
      </p>
      <DataTable
        caption="Stores"
        columns={columns}
        rows={shown}
        rowKey={(store) => store._id}
        rowTone={(store) => (store.isHidden ? 'muted' : undefined)}
        empty={
          <EmptyState
            icon={<SearchIcon size={28} />}
            title="No stores match"
            description={
              filters.seller === ''
                ? 'Try another name or category.'
                : 'This seller has no stores that match. Try another name or category, or remove the seller filter.'
            }
            headingLevel={3}
            action={
              <Button variant="secondary" onClick={() => onFiltersChange(NO_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        }
      />
      {stores.pages && (
        <LoadMore
          pages={stores.pages}
          label="Load more stores"
          errorTitle="We couldn’t load more stores"
        />
      )}
    </div>
  );
}

function StoreListSkeleton() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading stores…
      </span>
      <div className={styles.filters}>
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
      {['a', 'b', 'c', 'd', 'e'].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton width="40%" />
          <Skeleton width="20%" />
          <Skeleton width="15%" />
        </div>
      ))}
    </div>
  );
}
