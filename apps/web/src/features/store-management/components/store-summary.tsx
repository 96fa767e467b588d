import type { ManagedStore } from '@marketplace/contract/store-management';
import { MapPinIcon, PackageIcon, PhoneIcon } from '../../../ui/icons';
import { storeAddressLine, storeContact } from '../store-format';
import styles from './store-summary.module.css';
import { StoreVisibility } from './store-visibility';

type StoreSummaryProps = {
  store: ManagedStore;
  /** h2 where the store is the page's subject, h3 in a list of stores. */
  headingLevel: 2 | 3;
  showProductCount?: boolean;
};

/** A store at a glance, as its keepers see it: name, visibility, category, contact, address. */
export function StoreSummary({ store, headingLevel, showProductCount = false }: StoreSummaryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.summary}>
      <div className={styles.titleRow}>
        <Heading className={headingLevel === 2 ? styles.pageName : styles.name}>
          {store.name}
        </Heading>
        <StoreVisibility store={store} />
      </div>
      <p className={styles.category}>{store.category}</p>
      <ul className={styles.facts}>
        <li>
          <PhoneIcon size={16} />
          <span>{storeContact(store.contact)}</span>
        </li>
        <li>
          <MapPinIcon size={16} />
          <span>{storeAddressLine(store.address)}</span>
        </li>
        {showProductCount && (
          <li>
            <PackageIcon size={16} />
            <span>{store.productCount === 1 ? '1 product' : `${store.productCount} products`}</span>
          </li>
        )}
      </ul>
    </div>
  );
}
