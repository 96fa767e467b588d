import type { OrderAddress } from '@marketplace/contract/orders';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { ORDER_EVENT_WORDS } from '@marketplace/core/orders/order-events';
import { useOrderTimeline } from '../../../api/get-order-timeline';
import styles from '../../../ui/order-details.module.css';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { DriverOnTheWay } from './driver-on-the-way';
import { OrderEta } from './order-eta';

/**
 * Where the order is (issue #15): its status and each step so far with its time in the store's
 * zone; a cancellation, a refused hand-over, an item the store lacked and a refund say why (a
 * refund with its amount, issue #35); while a driver has it, when it should arrive (issue #34).
 * Kept current by the page's live stream.
 */
export function OrderProgress({
  orderId,
  status,
  timeZone,
  dropOff = null,
}: {
  orderId: string;
  status: string;
  timeZone: string;
  /** The delivery address: while the order is picked up, the driver is shown coming to it. */
  dropOff?: OrderAddress | null;
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
      <OrderEta orderId={orderId} status={status} timeZone={timeZone} />
      {timeline.data && (
        <ol className={styles.progress}>
          {timeline.data.map((event) => (
            <li key={event._id}>
              <span>
                {ORDER_EVENT_WORDS[event.action] ?? event.action}
                {event.action === 'refund' && event.amountCents !== null
                  ? ` ${formatUsd(event.amountCents)}`
                  : ''}
              </span>
              <time dateTime={event.at}>{at.format(new Date(event.at))}</time>
              {event.reason && <span className={styles.progressReason}>{event.reason}</span>}
            </li>
          ))}
        </ol>
      )}
      {status === 'picked_up' && (
        <DriverOnTheWay orderId={orderId} dropOff={dropOff} timeZone={timeZone} />
      )}
    </section>
  );
}
