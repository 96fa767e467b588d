import type { ReactNode } from 'react';
import { AlertCircleIcon } from './icons';
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

/**
 * Things that limit what the user can do here (a store's pause, its closed days), each on a
 * tinted line: a list named by `label`.
 */
export function WarningList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.warnings} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <AlertCircleIcon size={16} />
          {item}
        </li>
      ))}
    </ul>
  );
}
