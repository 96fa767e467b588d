import type { OrderEvent } from '@marketplace/contract/orders';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { ORDER_EVENT_WORDS } from '@marketplace/core/orders/order-events';
import { useOrderTimeline } from '../../../api/get-order-timeline';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import styles from './dispatch.module.css';

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Los_Angeles',
  timeZoneName: 'short',
});

function whatHappened(event: OrderEvent): string {
  const words = ORDER_EVENT_WORDS[event.action] ?? event.action;
  if (event.amountCents !== null) return `${words} ${formatUsd(event.amountCents)}`;
  if (!event.driverId) return words;
  return `${words} to ${event.driverName || `driver ${event.driverId}`}`;
}

function who(event: OrderEvent): string {
  if (event.actorRole === 'system') {
    return event.action === 'pay' ? 'By the payment system' : 'By the system';
  }
  return event.actorName ? `By ${event.actorName} (${event.actorRole})` : `By ${event.actorRole}`;
}

/**
 * An order's lifecycle (docs/decisions/090), oldest first: what happened, who did it and when,
 * and the reason given for a cancel or a refund, with the refund's amount (issue #35).
 */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const timeline = useOrderTimeline(orderId);
  if (timeline.isPending) {
    return (
      <div aria-busy="true" className={styles.timelineLoading}>
        <span className="visually-hidden" role="status">
          Loading the order’s history…
        </span>
        <Skeleton width="60%" />
        <Skeleton width="45%" />
      </div>
    );
  }
  if (timeline.isError) {
    return (
      <ErrorState
        compact
        headingLevel={3}
        title="We couldn’t load the order’s history"
        onRetry={() => void timeline.refetch()}
        retrying={timeline.isFetching}
      />
    );
  }
  if (timeline.data.length === 0) {
    return <p className={styles.muted}>No changes recorded yet.</p>;
  }
  return (
    <ol className={styles.timeline} aria-label="Order history">
      {timeline.data.map((event) => (
        <li key={event._id} className={styles.event}>
          <span className={styles.eventWhat}>{whatHappened(event)}</span>
          <span className={styles.eventMeta}>
            {who(event)} · <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
          </span>
          {event.reason && <span className={styles.eventReason}>Reason: {event.reason}</span>}
        </li>
      ))}
    </ol>
  );
}
