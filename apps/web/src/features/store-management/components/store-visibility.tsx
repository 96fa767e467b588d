import type { ManagedStore } from '@marketplace/contract/store-management';
import styles from './store-visibility.module.css';

/** Whether buyers can find the store, as a badge. */
export function StoreVisibility({ store }: { store: ManagedStore }) {
  return (
    <span className={`${styles.badge} ${store.isHidden ? styles.hidden : styles.visible}`}>
      {store.isHidden ? 'Hidden' : 'Visible'}
    </span>
  );
}
