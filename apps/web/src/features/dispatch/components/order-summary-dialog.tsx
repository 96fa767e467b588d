import type { AdminOrderRow } from '@marketplace/contract/dispatch';
import { errorMessage } from '../../../api/client';
import { formatPlacedAt, shortOrderId } from '../../../lib/format-order';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { OrderDetails } from '../../../ui/order-details';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { Skeleton } from '../../../ui/skeleton';
import { useAdminOrder } from '../api/get-admin-order';
import { CancelOrder } from './cancel-order';
import { OrderRefunds } from './order-refund';
import styles from './order-summary-dialog.module.css';
import { OrderTimeline } from './order-timeline';
import { RefundOrder } from './refund-order';

/**
 * SPEC §2 order summary modal, as the admin's Orders and Order History sections open it from a
 * row: the whole order (read on opening: the lists carry rows, issue #32) as its buyer sees it,
 * how the admin sees its status, its history (docs/decisions/091), its refunds and Refund… (issue
 * #35) and, while the lifecycle allows, Cancel order (094). A cancellation or refund shows here at once.
 */
export function OrderSummaryDialog({
  order: row,
  onClose,
}: {
  order: AdminOrderRow | null;
  onClose: () => void;
}) {
  const whole = useAdminOrder(row?._id ?? null);
  const order = whole.data;
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={row ? `Order ${shortOrderId(row._id)}` : 'Order'}
      description={row ? `Placed ${formatPlacedAt(row)}` : undefined}
      width={720}
    >
      {row && (
        <div className={styles.summary}>
          <p>
            <OrderStatusBadge status={order?.adminStatus ?? row.adminStatus} view="admin" />
          </p>
          {order ? (
            <>
              <OrderRefunds order={order} />
              <OrderDetails order={order} />
            </>
          ) : whole.isError ? (
            <ErrorState
              compact
              headingLevel={3}
              title="We couldn’t load this order"
              description={errorMessage(whole.error, 'Please try again.')}
              onRetry={() => void whole.refetch()}
              retrying={whole.isFetching}
            />
          ) : (
            <div aria-busy="true" className={styles.loading}>
              <span className="visually-hidden" role="status">
                Loading the order…
              </span>
              <Skeleton shape="block" height={160} />
            </div>
          )}
          <section aria-label="History" className={styles.history}>
            <h3 className={styles.historyTitle}>History</h3>
            <OrderTimeline orderId={row._id} />
          </section>
          {order && (
            <div className={styles.actions}>
              <RefundOrder key={`refund-${order._id}`} order={order} />
              <CancelOrder key={order._id} order={order} />
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
