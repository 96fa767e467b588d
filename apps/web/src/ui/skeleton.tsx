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
