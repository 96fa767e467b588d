import type { ManagedStore } from '@marketplace/contract/store-management';
import styles from './store-visibility.module.css';

/** Whether buyers can find the store, or where its review stands, as a badge. */
export function StoreVisibility({ store }: { store: ManagedStore }) {
  const [label, tone] = !store.isHidden
    ? ['Visible', styles.visible]
    : store.review?.status === 'waiting'
      ? ['Waiting for review', styles.waiting]
      : store.review?.status === 'sent_back'
        ? ['Sent back', styles.sentBack]
        : ['Hidden', styles.hidden];
  return <span className={`${styles.badge} ${tone}`}>{label}</span>;
}
