import type { ManagedStore } from '@marketplace/contract/store-management';
import { STORE_CLONE_FAILED } from '@marketplace/core/constants/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { mutationErrorMessage } from '../../../api/client';
import { paths } from '../../../lib/paths';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DashboardSection } from '../../../ui/dashboard-shell';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ChevronLeftIcon, PlusIcon, StoreIcon } from '../../../ui/icons';
import { PillLink, Pills } from '../../../ui/pills';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useCloneStore } from '../api/clone-store';
import { useDeleteStore } from '../api/delete-store';
import { canSeeHistory, type StoreScope, useStoreInScope } from '../store-scope';
import { PauseControl } from './pause-control';
import { SpecialDates } from './special-dates';
import { StoreCatalogue } from './store-catalogue';
import { StoreForm } from './store-form';
import { StoreList } from './store-list';
import styles from './store-management.module.css';
import { StorePlace } from './store-place';
import { SellerStoreVisibility, StoreReviewPanel } from './store-review';
import { StoreSummary } from './store-summary';
import { StoreVisibilitySwitch } from './store-visibility-switch';

type CatalogueTab = 'products' | 'categories' | 'bulk' | 'import' | 'history';
type StoreTab = CatalogueTab | 'details' | 'special' | 'place';

const TABS: readonly { tab: StoreTab; label: string; adminOnly?: boolean }[] = [
  { tab: 'products', label: 'Products' },
  { tab: 'categories', label: 'Categories' },
  { tab: 'details', label: 'Details' },
  { tab: 'special', label: 'Special days' },
  { tab: 'place', label: 'Map' },
  { tab: 'bulk', label: 'Bulk edit' },
  { tab: 'import', label: 'Import & export' },
  { tab: 'history', label: 'History', adminOnly: true },
];

/** `?store=<id>&tab=<tab>`: a store's page in store management. */
const storeSearch = (storeId: string, tab?: StoreTab) =>
  `?${new URLSearchParams(tab ? { store: storeId, tab } : { store: storeId })}`;
/** The list, without any query. */
const LIST = { search: '' };

/** `?seller=<sellerId>` (the Sellers section's links): only that seller's stores. */
export const SELLER_FILTER = 'seller';
/** `?review=waiting`: the stores waiting for review (docs/decisions/126). */
const REVIEW_FILTER = 'review';

type StoreManagementProps = { scope: StoreScope };

/**
 * SPEC §2 store management, one screen for every role that manages stores (issue #31):
 * /admindashboard/store-management and /data-entry-dashboard/store-management for every store,
 * /sellerdashboard/stores for a seller's own. The URL holds where the user is, so a refresh or a
 * shared link loses nothing: no query is the store list (`q` and `category` filter it), `?new`
 * the staff's new-store form (a seller's is the store-create section), `?store=<id>&tab=…` a
 * store with its products, categories, details, bulk editor, import and (admins) history.
 */
export function StoreManagement({ scope }: StoreManagementProps) {
  const [params, setParams] = useSearchParams();
  const storeId = params.get('store');
  const sellerId = params.get(SELLER_FILTER) ?? '';

  if (params.has('new') && scope.kind === 'staff') {
    return (
      <DashboardSection
        title="New store"
        description="The store starts hidden unless you choose otherwise, so you can add its products and hours first."
        actions={<BackToStores />}
      >
        <Card padding="lg">
          <StoreForm
            mode={{ kind: 'staff-create' }}
            onSaved={(store) => setParams({ store: store._id })}
            onCancel={() => setParams({})}
          />
        </Card>
      </DashboardSection>
    );
  }

  if (storeId) {
    const requested = params.get('tab');
    const tab = TABS.find(
      (candidate) => candidate.tab === requested && (canSeeHistory(scope) || !candidate.adminOnly),
    );
    return <StoreView storeId={storeId} tab={tab?.tab ?? 'products'} scope={scope} />;
  }

  const newStore =
    scope.kind === 'seller' ? (
      <ButtonLink
        to={paths.sellerDashboard.getHref('store-create')}
        leadingIcon={<PlusIcon size={18} />}
      >
        New store
      </ButtonLink>
    ) : (
      <Button leadingIcon={<PlusIcon size={18} />} onClick={() => setParams({ new: '' })}>
        New store
      </Button>
    );

  return (
    <DashboardSection
      title={scope.kind === 'seller' ? 'My Stores' : 'Stores'}
      description={
        scope.kind === 'seller'
          ? 'The stores you run on the marketplace, hidden ones too. Open one to manage its products, categories, photo and hours.'
          : 'Every store on the marketplace, hidden ones included. Open one to manage its products, categories and hours.'
      }
      actions={newStore}
    >
      <StoreList
        scope={scope}
        filters={{
          search: params.get('q') ?? '',
          category: params.get('category') ?? '',
          seller: sellerId,
          waiting: params.get(REVIEW_FILTER) === 'waiting',
        }}
        onFiltersChange={({ search, category, seller, waiting }) => {
          const next = new URLSearchParams();
          if (search) next.set('q', search);
          if (category) next.set('category', category);
          if (seller) next.set(SELLER_FILTER, seller);
          if (waiting) next.set(REVIEW_FILTER, 'waiting');
          setParams(next, { replace: true });
        }}
        storeHref={(store) => storeSearch(store._id)}
        emptyAction={newStore}
      />
    </DashboardSection>
  );
}

function BackToStores() {
  return (
    <ButtonLink to={LIST} variant="ghost" size="sm" leadingIcon={<ChevronLeftIcon size={18} />}>
      All stores
    </ButtonLink>
  );
}

function StoreView({ storeId, tab, scope }: { storeId: string; tab: StoreTab; scope: StoreScope }) {
  const stores = useStoreInScope(scope, storeId);
  const store = stores.data;

  if (stores.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading the store…
        </span>
        <Skeleton width="45%" height={32} />
        <Skeleton width="70%" />
        <Skeleton width="60%" />
      </div>
    );
  }
  if (stores.isError) {
    return (
      <ErrorState
        title="We couldn’t load this store"
        onRetry={() => void stores.refetch()}
        retrying={stores.isFetching}
        action={<BackToStores />}
      />
    );
  }
  if (!store) {
    return (
      <EmptyState
        icon={<StoreIcon size={28} />}
        title="Store not found."
        description="It may have been deleted. Pick another store from the list."
        action={<BackToStores />}
      />
    );
  }

  return (
    <div className={styles.store}>
      <BackToStores />
      <StoreHeader store={store} scope={scope} />
      <Pills label="Store sections">
        {TABS.filter((item) => canSeeHistory(scope) || !item.adminOnly).map((item) => (
          <PillLink key={item.tab} to={storeSearch(store._id, item.tab)} active={item.tab === tab}>
            {item.label}
          </PillLink>
        ))}
      </Pills>
      <div className={styles.panel}>
        {tab === 'special' ? (
          <SpecialDates store={store} />
        ) : tab === 'place' ? (
          <Card padding="lg">
            <StorePlace key={store._id} store={store} />
          </Card>
        ) : tab === 'details' ? (
          <Card padding="lg">
            {/* Keyed by store: opening a clone starts its form from the clone's values. */}
            <StoreForm
              key={store._id}
              mode={{ kind: 'edit', store, by: scope.kind === 'seller' ? 'seller' : 'staff' }}
            />
          </Card>
        ) : (
          <StoreCatalogue store={store} tab={tab} canSeeHistory={canSeeHistory(scope)} />
        )}
      </div>
    </div>
  );
}

/**
 * The store at a glance, with what is done to a whole store: show or hide (staff), clone,
 * delete.
 */
function StoreHeader({ store, scope }: { store: ManagedStore; scope: StoreScope }) {
  const [, setParams] = useSearchParams();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const cloneStore = useCloneStore();
  const deleteStore = useDeleteStore();

  function clone() {
    cloneStore.mutate(store._id, {
      onSuccess: ({ message, store: copy }) => {
        toast.success(message);
        // The copy is named '<name> (copy)': its details are what staff change first.
        setParams({ store: copy._id, tab: 'details' });
      },
      onError: () => toast.error(STORE_CLONE_FAILED),
    });
  }

  async function remove() {
    try {
      const { message } = await deleteStore.mutateAsync({
        storeId: store._id,
        sellerId: store.sellerId,
      });
      toast.success(message);
      setParams({});
    } catch (cause) {
      toast.error(mutationErrorMessage(cause));
      throw cause;
    }
  }

  return (
    <header className={styles.header}>
      <StoreSummary store={store} headingLevel={2} />
      <div className={styles.actions}>
        {scope.kind === 'staff' ? (
          <StoreVisibilitySwitch store={store} />
        ) : (
          <SellerStoreVisibility store={store} />
        )}
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={clone} loading={cloneStore.isPending}>
            Clone
          </Button>
          <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        </div>
      </div>
      {!store.isHidden && (
        <div className={styles.review}>
          <PauseControl store={store} />
        </div>
      )}
      {scope.kind === 'staff' && store.review?.status === 'waiting' && (
        <div className={styles.review}>
          <StoreReviewPanel store={store} />
        </div>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={`Delete ${store.name}?`}
        description={`${store.name} will be deleted together with its product categories and its ${productCount(store.productCount)}. Buyers will no longer find it. This cannot be undone.`}
        confirmLabel="Delete store"
        onConfirm={remove}
      />
    </header>
  );
}

const productCount = (count: number) => (count === 1 ? '1 product' : `${count} products`);
