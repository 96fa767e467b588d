import type { Order } from '@marketplace/contract/orders';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { NO_ORDERS_FOUND } from '@marketplace/core/constants/messages';
import { orderBuyerId } from '@marketplace/core/session/order-buyer-id';
import { useState } from 'react';
import type { Session } from '../../features/auth/session-store';
import { useOrderHistory } from '../../features/orders/api/get-order-history';
import { OrderProgress } from '../../features/orders/components/order-progress';
import { OrderRefunds } from '../../features/orders/components/order-refunds';
import { useLiveOrderHistory } from '../../features/orders/use-live-order';
import { formatPlacedAt, orderTypeLabel, shortOrderId, usd } from '../../lib/format-order';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { HistoryIcon } from '../../ui/icons';
import { OrderDetails } from '../../ui/order-details';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { Skeleton } from '../../ui/skeleton';
import styles from './order-history.module.css';

function itemCount(order: Order): number {
  return order.products.reduce((sum, product) => sum + product.quantity, 0);
}

/** SPEC §2 /dashboard/orders: the buyer's orders with status colours and a summary modal. */
export function OrderHistory({ session }: { session: Session }) {
  const { user } = session;
  const history = useOrderHistory({ buyerId: orderBuyerId(user) ?? user._id, userId: user._id });
  useLiveOrderHistory();
  // The open order is read from the history, so it moves with it.
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const openOrder = history.data?.find((order) => order._id === openOrderId) ?? null;

  if (history.isPending) {
    return (
      <div className={styles.list} role="status" aria-busy="true" aria-label="Loading orders">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={88} shape="block" />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <ErrorState
        title="We couldn’t load your orders"
        onRetry={() => history.refetch()}
        retrying={history.isFetching}
        headingLevel={3}
      />
    );
  }
  if (history.data.length === 0) {
    return (
      <EmptyState
        icon={<HistoryIcon size={28} />}
        title={NO_ORDERS_FOUND}
        description="When you check out, each order’s items, status and receipt will appear here."
        action={<ButtonLink to={paths.categories.getHref()}>Browse stores</ButtonLink>}
        headingLevel={3}
      />
    );
  }

  return (
    <>
      <ul className={styles.list} aria-label="Orders">
        {history.data.map((order) => {
          const count = itemCount(order);
          return (
            <li key={order._id} className={styles.row}>
              <div className={styles.main}>
                <div className={styles.titleLine}>
                  <span className={styles.store}>{order.store?.name ?? 'Order'}</span>
                  <OrderStatusBadge status={order.orderStatus} />
                </div>
                <p className={styles.meta}>
                  #{shortOrderId(order._id)} · {formatPlacedAt(order)}
                </p>
                <p className={styles.meta}>
                  {orderTypeLabel(order.orderType)} · {count} {count === 1 ? 'item' : 'items'}
                </p>
              </div>
              <div className={styles.side}>
                <span className={styles.total}>{usd(order.totalAmount)}</span>
                <Button size="sm" variant="secondary" onClick={() => setOpenOrderId(order._id)}>
                  View details{' '}
                  <span className="visually-hidden">of order #{shortOrderId(order._id)}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={openOrder !== null}
        onClose={() => setOpenOrderId(null)}
        title={openOrder ? `Order #${shortOrderId(openOrder._id)}` : ''}
        description={
          openOrder ? (
            <span className={styles.dialogMeta}>
              Placed {formatPlacedAt(openOrder)} <OrderStatusBadge status={openOrder.orderStatus} />
            </span>
          ) : undefined
        }
        width={640}
      >
        {openOrder && (
          <>
            <OrderProgress
              orderId={openOrder._id}
              status={openOrder.orderStatus}
              timeZone={openOrder.store?.timezone ?? DEFAULT_TIMEZONE}
              dropOff={openOrder.deliveryAddress}
            />
            <OrderDetails order={openOrder} />
            <OrderRefunds
              orderId={openOrder._id}
              totalAmount={openOrder.totalAmount}
              timeZone={openOrder.store?.timezone ?? DEFAULT_TIMEZONE}
            />
          </>
        )}
      </Dialog>
    </>
  );
}
