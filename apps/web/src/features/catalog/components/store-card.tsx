import type { Store } from '@marketplace/contract/catalog';
import { isStoreCategory } from '@marketplace/core/constants/categories';
import { paths } from '../../../lib/paths';
import { CardLink } from '../../../ui/card';
import { ClockIcon, MapPinIcon, StoreIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { categoryMeta } from '../category-meta';
import { shortAddress } from '../store-address';
import { storeStatus } from '../store-status';
import styles from './store-card.module.css';

type StoreCardProps = {
  store: Store;
  now: Date;
  /** The first row of a list loads its images at once; the rest wait until scrolled near. */
  priority?: boolean;
  /** 'compact' for the recommended strip and search results. */
  size?: 'regular' | 'compact';
};

/** A store in a list: photo, open-now badge, name, address and when it opens or closes. */
export function StoreCard({ store, now, priority = false, size = 'regular' }: StoreCardProps) {
  const status = storeStatus(store, now);
  const meta = isStoreCategory(store.category) ? categoryMeta(store.category) : null;
  return (
    <CardLink
      to={paths.store.getHref(store.category, store._id)}
      className={`${styles.card} ${styles[size]}`}
      padding="none"
    >
      <span className={styles.media} style={{ background: meta?.tint }}>
        {store.image ? (
          <img
            className={styles.image}
            src={store.image}
            alt=""
            width={960}
            height={540}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} style={{ color: meta?.ink }}>
            {meta ? <meta.Icon size={40} /> : <StoreIcon size={40} />}
          </span>
        )}
        <span className={styles.badge} data-open={status.open}>
          <span className={styles.dot} aria-hidden="true" />
          {status.open ? 'Open now' : 'Closed'}
        </span>
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{store.name}</span>
        <span className={styles.line}>
          <MapPinIcon size={14} />
          <span className={styles.lineText}>{shortAddress(store.address)}</span>
        </span>
        <span className={styles.line}>
          <ClockIcon size={14} />
          <span className={styles.lineText}>{status.label}</span>
        </span>
      </span>
    </CardLink>
  );
}

/** The shape of a store card while the list loads. */
export function StoreCardSkeleton({ size = 'regular' }: { size?: 'regular' | 'compact' }) {
  return (
    <div className={`${styles.card} ${styles.skeletonCard} ${styles[size]}`} aria-hidden="true">
      <span className={styles.media}>
        <Skeleton shape="block" />
      </span>
      <span className={styles.body}>
        <Skeleton width="65%" height="1.1em" />
        <Skeleton width="80%" />
        <Skeleton width="45%" />
      </span>
    </div>
  );
}
