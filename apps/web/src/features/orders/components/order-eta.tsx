import { expectsEta, useOrderEta } from '../api/get-order-eta';
import styles from './order-eta.module.css';

/**
 * When the order should reach its door (issue #34), from where its driver is, while a driver has
 * it. Without an answer (no driver position yet, still loading, or the read failed) nothing
 * shows: the delivery window says when, as before.
 */
export function OrderEta({
  orderId,
  status,
  timeZone,
}: {
  orderId: string;
  status: string;
  timeZone: string;
}) {
  const eta = useOrderEta(orderId, status);
  // The cache may keep the last ETA after delivery: it no longer applies.
  if (!expectsEta(status) || !eta.data?.arrivesAt) return null;
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  const around = `around ${time.format(new Date(eta.data.arrivesAt))}`;
  return eta.data.late ? (
    <p className={`${styles.eta} ${styles.late}`}>{`Running late: arriving ${around}`}</p>
  ) : (
    <p className={styles.eta}>{`Arriving ${around}`}</p>
  );
}
