import type { AdminOrder } from '@marketplace/contract/dispatch';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { Button } from '../../../ui/button';
import { useRetryRefund } from '../api/retry-refund';
import styles from './dispatch.module.css';
import { reportOrderChange } from './report-order-change';

const refundedOn = (at: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );

/**
 * A cancelled order's refund in its summary (docs/decisions/094): made, on its way, or failed
 * with the provider's reason and a way to try again. Nothing for an order without one.
 */
export function OrderRefund({ order }: { order: AdminOrder }) {
  const retry = useRetryRefund();
  const { refund } = order;
  if (!refund) return null;

  if (refund.status === 'refunded') {
    return (
      <p className={styles.refund} role="status">
        {`Refunded ${formatUsd(refund.amountCents ?? 0)} to the buyer's card`}
        {refund.refundedAt ? ` on ${refundedOn(refund.refundedAt)}.` : '.'}
      </p>
    );
  }
  if (refund.status === 'requested') {
    return (
      <p className={styles.refund} role="status">
        The refund has been asked of the payment provider and is not confirmed yet.
      </p>
    );
  }
  return (
    <div className={`${styles.refund} ${styles.refundFailed}`} role="alert">
      <p>{`The refund failed: ${refund.error ?? 'the payment provider gave no reason.'}`}</p>
      <Button
        size="sm"
        variant="secondary"
        loading={retry.isPending}
        onClick={() => retry.mutate(order._id, reportOrderChange)}
      >
        Try the refund again
      </Button>
    </div>
  );
}
