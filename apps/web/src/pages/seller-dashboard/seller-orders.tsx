import type { SellerOrder } from '@marketplace/contract/seller-orders';
import { orderMethod } from '@marketplace/core/constants/order-types';
import { describeUnits } from '@marketplace/core/orders/unavailable-items';
import { useRef, useState } from 'react';
import { errorMessage, mutationErrorMessage } from '../../api/client';
import { useLiveOrderList } from '../../api/live-events';
import { DeviceNotificationsToggle } from '../../features/push/components/device-notifications-toggle';
import { useAcknowledgeOrder } from '../../features/seller-orders/api/acknowledge-order';
import {
  sellerOrdersKeys,
  useSellerOrders,
} from '../../features/seller-orders/api/get-seller-orders';
import { useMarkOrderReady } from '../../features/seller-orders/api/mark-order-ready';
import { DeclineOrder } from '../../features/seller-orders/components/decline-order';
import { MarkItemsUnavailable } from '../../features/seller-orders/components/mark-items-unavailable';
import { formatWindow, orderTypeLabel, shortOrderId } from '../../lib/format-order';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { ClipboardIcon } from '../../ui/icons';
import { LoadMore } from '../../ui/load-more';
import { NewOrderAlerts, NewOrderSoundToggle } from '../../ui/new-order-alerts';
import { DangerNotice } from '../../ui/notice';
import { OrderItems } from '../../ui/order-details';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import styles from './seller-orders.module.css';

const ORDERS_FAILED = 'We couldn’t load your orders';

/**
 * Prints one order's card as its packing slip (issue #31): the page's print stylesheet shows
 * only the card marked while the browser prints.
 */
function printSlip(card: HTMLElement | null) {
  if (!card) return;
  card.dataset.printing = 'true';
  document.body.dataset.printing = 'slip';
  const done = () => {
    delete card.dataset.printing;
    delete document.body.dataset.printing;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

const READY_IN = [10, 15, 20, 30, 45, 60, 90] as const;

/**
 * A new order, acknowledged with when it will be ready (issue #31): the store's usual prep time
 * unless changed; admins see the orders nobody acknowledged.
 */
function AcknowledgeOrder({ order, number }: { order: SellerOrder; number: string }) {
  const acknowledge = useAcknowledgeOrder();
  const usual = order.prepMinutes;
  const [minutes, setMinutes] = useState(usual);
  const choices = [...new Set([...READY_IN, usual])].sort((a, b) => a - b);
  return (
    <form
      className={styles.acknowledge}
      aria-label={`Acknowledge order ${number}`}
      onSubmit={(event) => {
        event.preventDefault();
        acknowledge.mutate(
          { orderId: order._id, readyInMinutes: minutes },
          {
            onSuccess: () => toast.success(`Order #${number} acknowledged.`),
            onError: (cause) => toast.error(mutationErrorMessage(cause)),
          },
        );
      }}
    >
      <Select
        label="Ready in"
        options={choices.map((value) => ({ value: String(value), label: `${value} min` }))}
        value={String(minutes)}
        onChange={(event) => setMinutes(Number(event.target.value))}
      />
      <Button type="submit" size="sm" loading={acknowledge.isPending}>
        Acknowledge
      </Button>
    </form>
  );
}

function OrderCard({ order }: { order: SellerOrder }) {
  const cardRef = useRef<HTMLElement>(null);
  const markReady = useMarkOrderReady();
  const number = shortOrderId(order._id);
  const placed = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: order.timezone,
  }).format(new Date(order.createdAt));
  const canMarkReady = orderMethod(order.orderType) === 'pickup' && order.orderStatus === 'pending';
  // What is left to make: the units the store did not have are out (issue #35).
  const lacked = order.unavailable.flatMap((quantity, line) =>
    quantity > 0 ? [{ line, quantity }] : [],
  );
  const items =
    order.products.reduce((sum, line) => sum + line.quantity, 0) -
    lacked.reduce((sum, unit) => sum + unit.quantity, 0);
  const readyBy = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: order.timezone,
  });

  function ready() {
    markReady.mutate(order._id, {
      onSuccess: () => toast.success(`Order #${number} is ready for pickup. We texted the buyer.`),
      onError: (cause) => toast.error(mutationErrorMessage(cause)),
    });
  }

  return (
    <article ref={cardRef} className={styles.card} aria-label={`Order ${number}`}>
      <header className={styles.head}>
        <strong>{`#${shortOrderId(order._id)}`}</strong>
        <span>{order.storeName ?? 'Store'}</span>
        {order.buyerFirstName && (
          <span className={styles.buyer}>{`For ${order.buyerFirstName}`}</span>
        )}
        <OrderStatusBadge status={order.orderStatus} />
      </header>
      <p className={styles.meta}>
        {`${orderTypeLabel(order.orderType)} · ${formatWindow({ ...order, store: { timezone: order.timezone } })} · paid ${placed}`}
      </p>
      {order.orderStatus === 'cancelled' && (
        <DangerNotice role="note">
          {order.cancelReason
            ? `Cancelled: ${order.cancelReason} Stop preparing it.`
            : 'Cancelled. Stop preparing it.'}
        </DangerNotice>
      )}
      <OrderItems products={order.products} />
      {lacked.length > 0 && (
        <p className={styles.request}>
          {`Not available: ${describeUnits(order.products, lacked)}. Leave it out; the buyer is refunded.`}
        </p>
      )}
      {order.specialRequest && (
        <p className={styles.request}>{`Special request: ${order.specialRequest}`}</p>
      )}
      <p className={styles.count}>{items === 1 ? '1 item' : `${items} items`}</p>
      {order.readyBy && order.orderStatus === 'pending' && (
        <p className={styles.readyBy}>{`Ready by ${readyBy.format(new Date(order.readyBy))}`}</p>
      )}
      {order.orderStatus === 'pending' && !order.acknowledgedAt && (
        <AcknowledgeOrder order={order} number={number} />
      )}
      {order.orderStatus !== 'cancelled' && (
        <div className={styles.actions}>
          {canMarkReady && (
            <Button size="sm" onClick={ready} loading={markReady.isPending}>
              Ready for pickup
            </Button>
          )}
          <MarkItemsUnavailable order={order} number={number} />
          {order.orderStatus === 'pending' && <DeclineOrder orderId={order._id} number={number} />}
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Print the packing slip of order ${number}`}
            onClick={() => printSlip(cardRef.current)}
          >
            Packing slip
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * A seller's incoming orders (issue #15): their stores' open orders and today's, newest first,
 * with what to make; a new paid order appears the moment it is paid, with a notice, a count in
 * the tab's title and, when the seller turned it on, a chime (issue #31).
 */
export function SellerOrders({ pageTitle }: { pageTitle: string }) {
  const live = useLiveOrderList({ listKey: sellerOrdersKeys.all });
  return (
    <>
      <NewOrderAlerts title={pageTitle} newOrders={live.newOrders} />
      <OrderList newOrders={live.newOrders} seen={live.seen} />
    </>
  );
}

function OrderList({ newOrders, seen }: { newOrders: number; seen(): void }) {
  const orders = useSellerOrders();
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  if (orders.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your orders…
        </span>
        <Skeleton shape="block" height={120} />
        <Skeleton shape="block" height={120} />
      </div>
    );
  }
  if (orders.isError && rows.length === 0) {
    return (
      <ErrorState
        headingLevel={3}
        title={ORDERS_FAILED}
        description={errorMessage(orders.error, 'Please try again.')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  return (
    <div className={styles.list}>
      <NewOrderSoundToggle />
      <DeviceNotificationsToggle what="a paid order comes in" />
      <div role="status" className={styles.notice}>
        {newOrders > 0 && (
          <Button size="sm" onClick={seen}>
            {`${newOrders} new ${newOrders === 1 ? 'order' : 'orders'} just came in`}
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={<ClipboardIcon size={28} />}
          headingLevel={3}
          title="No orders right now"
          description="Paid orders for your stores appear here as they come in, with what to make."
        />
      ) : (
        rows.map((order) => <OrderCard key={order._id} order={order} />)
      )}
      <LoadMore pages={orders} label="Load more orders" errorTitle={ORDERS_FAILED} />
    </div>
  );
}
