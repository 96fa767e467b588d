import { orderStatusColour } from '@marketplace/core/catalog/order-status-colour';
import styles from './order-details.module.css';

/** SPEC §4 order status colours in the buyer's view; the word is always shown, not only a colour. */
export function OrderStatusBadge({ status }: { status: string }) {
  const colour = orderStatusColour(status, 'buyer');
  return (
    <span className={`${styles.badge} ${styles[colour]}`} data-colour={colour}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
