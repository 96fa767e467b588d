import type { AdminOrder } from '@marketplace/contract/dispatch';
import type { OrderRefund } from '@marketplace/contract/refunds';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { Button } from '../../../ui/button';
import { useRetryRefund } from '../api/retry-refund';
import styles from './dispatch.module.css';
import { reportOrderChange } from './report-order-change';

const on = (at: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Los_Angeles',
  }).format(new Date(at));

/** What each refund gave back, in a sentence. */
const WHAT: Record<OrderRefund['cause'], string> = {
  cancel: 'the cancelled order',
  lines: 'items',
  amount: 'an amount',
  item_unavailable: 'items the store lacked',
};

/**
 * An order's refunds in its summary (issue #35): each made, waiting for the provider, or refused
 * with the provider's reason and a way to try again; and what is left to refund.
 */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const retry = useRetryRefund();
  if (order.refunds.length === 0) return null;
  return (
    <section className={styles.refunds} aria-label="Refunds">
      <ul className={styles.refundList}>
        {order.refunds.map((refund) => (
          <li
            key={refund._id}
            className={`${styles.refund} ${refund.state === 'failed' ? styles.refundFailed : ''}`}
            role={refund.state === 'failed' ? 'alert' : undefined}
          >
            {refund.state === 'succeeded' && (
              <p>
                {`Refunded ${formatUsd(refund.amountCents)} for ${WHAT[refund.cause]}`}
                {refund.settledAt ? ` on ${on(refund.settledAt)}.` : '.'}
              </p>
            )}
            {refund.state === 'requested' && (
              <p role="status">
                {`The refund of ${formatUsd(refund.amountCents)} has been asked of the payment provider and is not confirmed yet.`}
              </p>
            )}
            {refund.state === 'failed' && (
              <p>
                {`The refund of ${formatUsd(refund.amountCents)} failed: ${refund.error ?? 'the payment provider gave no reason.'}`}
              </p>
            )}
            <p className={styles.refundReason}>Reason: {refund.reason}</p>
            {refund.state === 'failed' && (
              <Button
                size="sm"
                variant="secondary"
                loading={retry.isPending && retry.variables?.refundId === refund._id}
                onClick={() =>
                  retry.mutate({ orderId: order._id, refundId: refund._id }, reportOrderChange)
                }
              >
                Try the refund again
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {order.refundableCents > 0
          ? `${formatUsd(order.refundableCents)} is left to refund.`
          : 'Everything paid has been refunded.'}
      </p>
    </section>
  );
}
