import { formatUsd } from '@marketplace/core/money/format-usd';
import { useOrderTimeline } from '../../../api/get-order-timeline';
import { BillSummary } from '../../../ui/bill-summary';
import styles from '../../../ui/order-details.module.css';

/**
 * What was given back on the buyer's card (issue #35), under their receipt: each refund made,
 * with its day and why (an item the store did not have, a cancellation, a goodwill amount), and
 * what the order cost them in the end. Read from the order's timeline, which the page's live
 * stream keeps current; nothing while there is none.
 */
export function OrderRefunds({
  orderId,
  totalAmount,
  timeZone,
}: {
  orderId: string;
  /** What the buyer paid, in dollars (SPEC's `totalAmount`). */
  totalAmount: number;
  timeZone: string;
}) {
  const timeline = useOrderTimeline(orderId);
  const refunds = (timeline.data ?? []).filter(
    (event) => event.action === 'refund' && event.amountCents !== null,
  );
  if (refunds.length === 0) return null;
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
  const refundedCents = refunds.reduce((sum, event) => sum + (event.amountCents ?? 0), 0);
  const paidCents = Math.round(totalAmount * 100);
  return (
    <section className={`${styles.section} ${styles.refundsSection}`} aria-label="Refunds">
      <h3 className={styles.sectionTitle}>Refunds</h3>
      <ul className={styles.refunds}>
        {refunds.map((event) => (
          <li key={event._id}>
            <span className={styles.strong}>
              {`${formatUsd(event.amountCents ?? 0)} refunded to your card`}
            </span>{' '}
            <time dateTime={event.at}>on {day.format(new Date(event.at))}</time>
            {event.reason && <span className={styles.progressReason}>{event.reason}</span>}
          </li>
        ))}
      </ul>
      <BillSummary
        lines={[
          ['Paid', formatUsd(paidCents)],
          ['Refunded', `-${formatUsd(refundedCents)}`],
        ]}
        total={formatUsd(Math.max(0, paidCents - refundedCents))}
      />
    </section>
  );
}
