import type { ReactNode } from 'react';
import styles from './driver-work.module.css';

/**
 * The foot of every driver screen: why the last try failed, if it did, and the one large button
 * kept under the thumb while the driver scrolls.
 */
export function StepActions({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actionBar}>{children}</div>
    </>
  );
}
