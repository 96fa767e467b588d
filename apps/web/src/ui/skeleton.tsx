import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' lines are rounded bars; 'block' fills its box (images); 'circle' for avatars. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
};

/**
 * A grey placeholder shaped like the content that is loading. Decorative: the region that
 * holds skeletons says "Loading…" once (aria-busy plus a visually hidden status).
 */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}

/** Rows of grey bars while a table loads; `label` is what screen readers hear. */
export function TableRowsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.rows} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {['a', 'b', 'c', 'd'].map((row) => (
        <div key={row} className={styles.row}>
          <Skeleton width="20%" />
          <Skeleton width="30%" />
          <Skeleton width="25%" />
        </div>
      ))}
    </div>
  );
}
