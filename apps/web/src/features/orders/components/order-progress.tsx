import { ORDER_ACTION_WORDS } from '@marketplace/core/orders/order-lifecycle';
import { useOrderTimeline } from '../../../api/get-order-timeline';
import styles from '../../../ui/order-details.module.css';
import { OrderStatusBadge } from '../../../ui/order-status-badge';

/**
 * Where the order is (issue #15): its status and each step so far with its time in the store's
 * zone; a cancellation or a refused hand-over says why. Kept current by the page's live stream.
 */
export function OrderProgress({
  orderId,
  status,
  timeZone,
}: {
  orderId: string;
  status: string;
  timeZone: string;
}) {
  const timeline = useOrderTimeline(orderId);
  const at = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return (
    <section
      className={`${styles.section} ${styles.progressSection}`}
      aria-label="Order progress"
      aria-live="polite"
    >
      <h3 className={styles.sectionTitle}>
        Order progress <OrderStatusBadge status={status} />
      </h3>
      {timeline.data && (
        <ol className={styles.progress}>
          {timeline.data.map((event) => (
            <li key={event._id}>
              <span>{ORDER_ACTION_WORDS[event.action] ?? event.action}</span>
              <time dateTime={event.at}>{at.format(new Date(event.at))}</time>
              {event.reason && <span className={styles.progressReason}>{event.reason}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
