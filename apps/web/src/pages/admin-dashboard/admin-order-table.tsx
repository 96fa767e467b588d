import type { AdminOrder } from '@marketplace/contract/dispatch';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { formatPlacedAt, shortOrderId, usd } from '../../features/orders/format-order';
import type { DataColumn } from '../../ui/data-table';
import { Skeleton } from '../../ui/skeleton';
import styles from './admin-order-table.module.css';

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
    cell: (order) => <OrderStatusBadge status={order.adminStatus} view="admin" />,
  },
  total: {
    key: 'total',
    header: 'Total',
    align: 'end',
    cell: (order) => <span className={styles.nowrap}>{usd(order.totalAmount)}</span>,
  },
} satisfies Record<string, DataColumn<AdminOrder>>;

/** Rows of grey bars while an order table loads; `label` is what screen readers hear. */
export function OrderRowsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {['a', 'b', 'c', 'd'].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton width="20%" />
          <Skeleton width="30%" />
          <Skeleton width="25%" />
        </div>
      ))}
    </div>
  );
}
