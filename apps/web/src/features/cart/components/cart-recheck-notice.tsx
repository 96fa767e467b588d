import { formatUsd } from '@marketplace/core/money/format-usd';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { AlertCircleIcon, CloseIcon, RefreshIcon } from '../../../ui/icons';
import type { CartCheckChange } from '../recheck-cart';
import type { CartRecheck } from '../use-cart-recheck';
import styles from './cart-recheck-notice.module.css';

/** One sentence per change, so the buyer knows exactly what moved before paying. */
export function describeChange(change: CartCheckChange): string {
  switch (change.kind) {
    case 'unavailable':
      return `${change.name} is no longer available and was removed.`;
    case 'sold-out':
      return `${change.name} is sold out and was removed.`;
    case 'options-unavailable':
      return `${change.name} was removed because some of your choices are no longer offered.`;
    case 'quantity-reduced':
      return `${change.name}: only ${change.to} left, so your quantity went from ${change.from} to ${change.to}.`;
    case 'price-changed':
      return `${change.name} now costs ${formatUsd(change.to)} (was ${formatUsd(change.from)}).`;
  }
}

/**
 * What the cart check found (SPEC §2: changes are shown to the buyer and applied, never silently
 * charged), or that it could not run.
 */
export function CartRecheckNotice({ recheck }: { recheck: CartRecheck }) {
  const [dismissed, setDismissed] = useState<CartCheckChange[] | null>(null);
  if (recheck.status === 'error') {
    return (
      <div className={`${styles.notice} ${styles.error}`} role="alert">
        <AlertCircleIcon size={20} />
        <div className={styles.body}>
          <p className={styles.title}>We couldn't check your cart with the store just now.</p>
          <p>Prices and stock are confirmed again before you pay.</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          onClick={recheck.retry}
          leadingIcon={<RefreshIcon size={16} />}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (recheck.status !== 'done' || recheck.changes.length === 0) return null;
  if (dismissed === recheck.changes) return null;
  return (
    <section className={styles.notice} role="status" aria-labelledby="cart-changes-title">
      <AlertCircleIcon size={20} />
      <div className={styles.body}>
        <h2 id="cart-changes-title" className={styles.title}>
          Your cart was updated
        </h2>
        <p>Some items changed since you added them:</p>
        <ul className={styles.changes}>
          {recheck.changes.map((change) => (
            <li key={`${change.kind}:${change.name}`}>{describeChange(change)}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss cart updates"
        onClick={() => setDismissed(recheck.changes)}
      >
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
