import { orderStatusColour } from '@marketplace/core/catalog/order-status-colour';
import { isOrderStatus, ORDER_STATUS_WORDS } from '@marketplace/core/orders/order-lifecycle';
import styles from './order-details.module.css';

/**
 * SPEC §4 order status colours, in the buyer's view unless `view` says 'admin' (delivered blue,
 * 'unassigned' grey); the word is always shown, not only a colour.
 */
export function OrderStatusBadge({
  status,
  view = 'buyer',
}: {
  status: string;
  view?: 'buyer' | 'admin';
}) {
  const colour = orderStatusColour(status, view);
  // 'picked_up' reads 'Picked up'; a status this build does not know is shown as it came.
  const words = isOrderStatus(status) ? ORDER_STATUS_WORDS[status] : status;
  return (
    <span className={`${styles.badge} ${styles[colour]}`} data-colour={colour}>
      {words.charAt(0).toUpperCase() + words.slice(1)}
    </span>
  );
}
