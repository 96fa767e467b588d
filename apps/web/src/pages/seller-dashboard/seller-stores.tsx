import type { ManagedStore } from '@marketplace/contract/store-management';
import { ERROR_FETCHING_STORES, SELLER_ID_MISSING } from '@marketplace/core/constants/messages';
import { useNavigate } from 'react-router';
import { brand } from '../../config/brand';
import { useSellerStores } from '../../features/store-management/api/get-seller-stores';
import { StoreForm } from '../../features/store-management/components/store-form';
import { StoreSummary } from '../../features/store-management/components/store-summary';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { PlusIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import styles from './seller-stores.module.css';

/** SPEC §6: a seller user without a seller id can do nothing here. */
function SellerIdMissing() {
  return (
    <ErrorState
      title={SELLER_ID_MISSING}
      description={`Your account is not linked to a seller yet. Write to ${brand.supportEmail} and we will set it up.`}
      headingLevel={3}
    />
  );
}

const createStoreLink = (
  <ButtonLink
    to={paths.sellerDashboard.getHref('store-create')}
    leadingIcon={<PlusIcon size={18} />}
  >
    Create a store
  </ButtonLink>
);

/**
 * SPEC §2 /sellerdashboard/stores: the seller's own stores, hidden ones too, each with a way to
 * add a product. 'error fetching stores' when the call fails or finds none (SPEC §8), with a
 * way to create the first store.
 */
export function SellerStores({ sellerId }: { sellerId: string | null }) {
  if (!sellerId) return <SellerIdMissing />;
  return <SellerStoreList sellerId={sellerId} />;
}

function SellerStoreList({ sellerId }: { sellerId: string }) {
  const stores = useSellerStores(sellerId);

  if (stores.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your stores…
        </span>
        {['a', 'b'].map((key) => (
          <Card key={key} className={styles.card}>
            <Skeleton width="60%" height={24} />
            <Skeleton width="40%" />
            <Skeleton width="80%" />
          </Card>
        ))}
      </div>
    );
  }
  if (stores.isError || stores.data.length === 0) {
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
        action={createStoreLink}
        headingLevel={3}
      />
    );
  }

  return (
    <ul className={styles.grid}>
      {stores.data.map((store) => (
        <li key={store._id}>
          <SellerStoreCard store={store} />
        </li>
      ))}
    </ul>
  );
}

function SellerStoreCard({ store }: { store: ManagedStore }) {
  return (
    <Card as="article" className={styles.card}>
      <StoreSummary store={store} headingLevel={3} showProductCount />
      <ButtonLink
        to={paths.sellerDashboard.getHref('product-create', { storeId: store._id })}
        variant="soft"
        leadingIcon={<PlusIcon size={18} />}
        aria-label={`Add product to ${store.name}`}
        className={styles.add}
      >
        Add product
      </ButtonLink>
    </Card>
  );
}

/**
 * SPEC §2 /sellerdashboard/store-create: the seller's form (7 categories, SPEC §7's seller
 * shape); 'Store created!' then the seller's stores, or 'Failed to create store!'.
 */
export function SellerStoreCreate({ sellerId }: { sellerId: string | null }) {
  const navigate = useNavigate();
  if (!sellerId) return <SellerIdMissing />;
  return (
    <Card padding="lg">
      <StoreForm
        mode={{ kind: 'seller-create', sellerId }}
        onSaved={() => navigate(paths.sellerDashboard.getHref('stores'))}
      />
    </Card>
  );
}
