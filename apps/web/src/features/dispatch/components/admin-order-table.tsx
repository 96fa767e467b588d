import type { AdminOrderRow } from '@marketplace/contract/dispatch';
import { isUnacknowledged } from '@marketplace/core/orders/acknowledgement';
import { useNow } from '../../../hooks/use-now';
import { formatPlacedAt, shortOrderId, usd } from '../../../lib/format-order';
import type { DataColumn } from '../../../ui/data-table';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import styles from './admin-order-table.module.css';

/**
 * A new order its store has not acknowledged 10 minutes after it was paid (issue #31): the
 * admin may call the store. Re-read every minute.
 */
function UnacknowledgedFlag({ order }: { order: AdminOrderRow }) {
  const now = useNow(60_000);
  if (!isUnacknowledged(order, now)) return null;
  return <span className={styles.flag}>Store hasn’t acknowledged</span>;
}

/**
 * The columns the admin's Orders and Order History tables share, so an order reads the same in
 * both: its short id, when it was placed, its store, its status as the admin sees it, its total.
 */
export const adminOrderColumns = {
  order: {
    key: 'order',
    header: 'Order',
    hideLabelOnPhone: true,
    cell: (order) => (
      <span className={styles.orderId}>
        <span className="visually-hidden">Order </span>
        {shortOrderId(order._id)}
      </span>
    ),
  },
  placed: {
    key: 'placed',
    header: 'Placed',
    cell: (order) => (
      <time className={styles.nowrap} dateTime={order.createdAt}>
        {formatPlacedAt(order)}
      </time>
    ),
  },
  store: { key: 'store', header: 'Store', cell: (order) => order.store?.name ?? '—' },
  status: {
    key: 'status',
    header: 'Status',
    cell: (order) => (
      <span className={styles.status}>
        <OrderStatusBadge status={order.adminStatus} view="admin" />
        <UnacknowledgedFlag order={order} />
      </span>
    ),
  },
  total: {
    key: 'total',
    header: 'Total',
    align: 'end',
    cell: (order) => <span className={styles.nowrap}>{usd(order.totalAmount)}</span>,
  },
} satisfies Record<string, DataColumn<AdminOrderRow>>;
