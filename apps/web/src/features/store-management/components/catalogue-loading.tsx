import { Skeleton } from '../../../ui/skeleton';
import styles from './catalogue.module.css';

/** Rows shaped like the list that is loading, announced once as `label`. */
export function CatalogueLoading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className={styles.skeletonRows} aria-busy="true">
      <span role="status" className="visually-hidden">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // Placeholders only: nothing identifies them but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index} className={styles.skeletonRow}>
          <Skeleton shape="block" />
        </div>
      ))}
    </div>
  );
}
