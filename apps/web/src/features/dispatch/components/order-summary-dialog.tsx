import type { AdminOrder, Driver } from '@marketplace/contract/dispatch';
import { formatPlacedAt, shortOrderId } from '../../../lib/format-order';
import { Dialog } from '../../../ui/dialog';
import { OrderDetails } from '../../../ui/order-details';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { CancelOrder } from './cancel-order';
import { OrderRefund } from './order-refund';
import styles from './order-summary-dialog.module.css';
import { OrderTimeline } from './order-timeline';

/**
 * SPEC §2 order summary modal, as the admin's Orders and Order History sections open it: the
 * order as its buyer sees it, how the admin sees its status, its history (docs/decisions/091),
 * its refund and, while the lifecycle allows, Cancel order (094).
 * It lives with the pages because it joins two features (orders and dispatch).
 */
export function OrderSummaryDialog({
  order,
  drivers,
  onClose,
  onChanged,
}: {
  order: AdminOrder | null;
  drivers: readonly Driver[];
  onClose: () => void;
  /** The order as the server has it after a cancellation or a refund from the dialog. */
  onChanged: (order: AdminOrder) => void;
}) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? `Order ${shortOrderId(order._id)}` : 'Order'}
      description={order ? `Placed ${formatPlacedAt(order)}` : undefined}
      width={720}
    >
      {order && (
        <div className={styles.summary}>
          <p>
            <OrderStatusBadge status={order.adminStatus} view="admin" />
          </p>
          <OrderRefund order={order} onChanged={onChanged} />
          <OrderDetails order={order} />
          <section aria-label="History" className={styles.history}>
            <h3 className={styles.historyTitle}>History</h3>
            <OrderTimeline orderId={order._id} drivers={drivers} />
          </section>
          <CancelOrder key={order._id} order={order} onChanged={onChanged} />
        </div>
      )}
    </Dialog>
  );
}
