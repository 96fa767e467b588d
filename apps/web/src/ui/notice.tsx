import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * The one thing on a screen not to miss (an order to stop preparing, a hand-over refused): a
 * tinted block of bold text. `role` is 'alert' when it appears as the result of an action, else
 * 'note'.
 */
export function DangerNotice({ role, children }: { role: 'alert' | 'note'; children: ReactNode }) {
  return (
    <p role={role} className={styles.danger}>
      {children}
    </p>
  );
}
