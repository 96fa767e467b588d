import { SELLER_ID_MISSING } from '@marketplace/core/constants/messages';
import { Navigate, useNavigate } from 'react-router';
import { brand } from '../../config/brand';
import { useSellerStores } from '../../features/store-management/api/get-seller-stores';
import { StoreForm } from '../../features/store-management/components/store-form';
import { StoreManagement } from '../../features/store-management/components/store-management';
import { StoreSummary } from '../../features/store-management/components/store-summary';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { DashboardSection } from '../../ui/dashboard-shell';
import { ErrorState } from '../../ui/error-state';
import { PlusIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import styles from './seller-stores.module.css';

/** SPEC §6: a seller user without a seller id can do nothing here. */
export function SellerIdMissing() {
  return (
    <ErrorState
      title={SELLER_ID_MISSING}
      description={`Your account is not linked to a seller yet. Write to ${brand.supportEmail} and we will set it up.`}
      headingLevel={3}
    />
  );
}

/** A store's page in the seller's store management (`tab`: its details, its products…). */
export const sellerStoreHref = (storeId: string, tab?: 'details') =>
  `${paths.sellerDashboard.getHref('stores')}?${new URLSearchParams(
    tab ? { store: storeId, tab } : { store: storeId },
  )}`;

/**
 * SPEC §2 /sellerdashboard/stores: the seller's own stores, in the same store management staff
 * use (issue #31), limited to theirs: details, photo, hours, categories, products, bulk edit,
 * import and export. 'error fetching stores' when the call fails or finds none (SPEC §8).
 */
export function SellerStores({ sellerId }: { sellerId: string | null }) {
  if (!sellerId) return <SellerIdMissing />;
  return <StoreManagement scope={{ kind: 'seller', sellerId }} />;
}

/**
 * SPEC §2 /sellerdashboard/store-create: the seller's form (7 categories, SPEC §7's seller
 * shape); 'Store created!' then the new store's details, where its photo and hours are set.
 */
export function SellerStoreCreate({ sellerId }: { sellerId: string | null }) {
  const navigate = useNavigate();
  if (!sellerId) return <SellerIdMissing />;
  return (
    <DashboardSection
      title="Create Store"
      description="Add a store with its name, category, contact number and address. New stores start hidden: add its photo, hours and products, then send it for review."
    >
      <Card padding="lg">
        <StoreForm
          mode={{ kind: 'seller-create', sellerId }}
          onSaved={(store) => navigate(sellerStoreHref(store._id, 'details'))}
        />
      </Card>
    </DashboardSection>
  );
}

/**
 * SPEC §2 /sellerdashboard/product-create without a storeId: the store the product is for, or
 * straight to it when the seller has one.
 */
export function ChooseStoreForProduct({ sellerId }: { sellerId: string | null }) {
  const stores = useSellerStores(sellerId ?? '');
  if (!sellerId) return <SellerIdMissing />;
  if (stores.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your stores…
        </span>
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
    );
  }
  if (stores.isError || stores.data.length === 0) {
    return <SellerStores sellerId={sellerId} />;
  }
  const [only] = stores.data;
  if (stores.data.length === 1 && only) {
    return (
      <Navigate
        to={paths.sellerDashboard.getHref('product-create', { storeId: only._id })}
        replace
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label="Your stores">
      {stores.data.map((store) => (
        <li key={store._id}>
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
        </li>
      ))}
    </ul>
  );
}
