import type { Order } from '@marketplace/contract/orders';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import {
  PAYMENT_VERIFICATION_FAILED,
  PAYMENT_VERIFICATION_FAILED_DETAIL,
  VERIFYING_PAYMENT,
} from '@marketplace/core/constants/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { brand } from '../../config/brand';
import { finalizeOrder } from '../../features/checkout/api/finalize-order';
import { savedAddressesKeys } from '../../features/checkout/api/get-saved-addresses';
import { getSessionOrder } from '../../features/checkout/api/get-session-order';
import {
  completeCheckout,
  readVerifiedOrder,
  removeVerifiedOrder,
} from '../../features/checkout/checkout-storage';
import { orderHistoryKeys } from '../../features/orders/api/get-order-history';
import { OrderProgress } from '../../features/orders/components/order-progress';
import { OrderRefunds } from '../../features/orders/components/order-refunds';
import { useLiveOrder } from '../../features/orders/use-live-order';
import { DeviceNotificationsToggle } from '../../features/push/components/device-notifications-toggle';
import { shortOrderId } from '../../lib/format-order';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { AlertCircleIcon, CheckIcon, PhoneIcon } from '../../ui/icons';
import { OrderDetails } from '../../ui/order-details';
import { Page } from '../../ui/page-layout';
import { Spinner } from '../../ui/spinner';
import styles from './order-confirmed-page.module.css';

function Confirmed({ order: paid }: { order: Order }) {
  const order = useLiveOrder(paid);
  return (
    <div className={styles.stack}>
      <header className={styles.hero}>
        <span className={`${styles.mark} ${styles.ok}`} aria-hidden="true">
          <CheckIcon size={28} />
        </span>
        <p className={styles.eyebrow}>Payment received</p>
        <h1 className={styles.title}>Thank you! Your order is confirmed.</h1>
        <p className={styles.orderId}>
          Order ID <span className={styles.code}>{order._id}</span>
        </p>
      </header>
      <Card as="section" aria-labelledby="confirmed-order-title">
        {/* The card's own heading, so its sections (h3) sit under an h2, as in the order dialog. */}
        <h2 id="confirmed-order-title" className="visually-hidden">
          Order #{shortOrderId(order._id)}
        </h2>
        <OrderProgress
          orderId={order._id}
          status={order.orderStatus}
          timeZone={order.store?.timezone ?? DEFAULT_TIMEZONE}
          dropOff={order.deliveryAddress}
        />
        <OrderDetails order={order} />
        <OrderRefunds
          orderId={order._id}
          totalAmount={order.totalAmount}
          timeZone={order.store?.timezone ?? DEFAULT_TIMEZONE}
        />
      </Card>
      {/* The moment a buyer most wants to hear how the order goes (issue #36). */}
      <DeviceNotificationsToggle what="your order gets a driver, is on its way or is ready" />
      <div className={styles.actions}>
        <ButtonLink to={paths.home.getHref()} size="lg">
          Shop some more
        </ButtonLink>
        <ButtonLink to={paths.buyerDashboard.getHref('orders')} variant="secondary" size="lg">
          View my orders
        </ButtonLink>
      </div>
    </div>
  );
}

function Failed() {
  return (
    <section className={styles.hero} role="alert">
      <span className={`${styles.mark} ${styles.bad}`} aria-hidden="true">
        <AlertCircleIcon size={28} />
      </span>
      <h1 className={styles.title}>{`${PAYMENT_VERIFICATION_FAILED}!`}</h1>
      <p className={styles.lead}>{PAYMENT_VERIFICATION_FAILED_DETAIL}</p>
      <p className={styles.lead}>
        Call us at <a href={brand.supportPhoneHref}>{brand.supportPhone}</a>. If you were charged,
        we’ll sort it out.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.checkout.getHref()} size="lg">
          Back to checkout
        </ButtonLink>
        <a className={styles.call} href={brand.supportPhoneHref}>
          <PhoneIcon size={18} /> Call support
        </a>
      </div>
    </section>
  );
}

/**
 * Back from paying without a login (it ended, or this is another browser): the payment is not in
 * doubt, so no failure is shown; the buyer hears whether it went through and the order's number,
 * and logs in to see the order, coming back here (issue #35).
 */
function LogInToSee({ sessionId }: { sessionId: string }) {
  const location = useLocation();
  const session = useQuery({
    queryKey: ['session-order', sessionId],
    queryFn: ({ signal }) => getSessionOrder(sessionId, signal),
    retry: false,
  });
  if (session.isPending) {
    return (
      <section className={styles.hero} aria-live="polite" aria-busy="true">
        <Spinner size="lg" />
        <h1 className={styles.title}>{VERIFYING_PAYMENT}</h1>
      </section>
    );
  }
  const { paid, orderNumber } = session.data ?? { paid: false, orderNumber: null };
  return (
    <section className={styles.hero}>
      {paid && (
        <>
          <span className={`${styles.mark} ${styles.ok}`} aria-hidden="true">
            <CheckIcon size={28} />
          </span>
          <p className={styles.eyebrow}>Payment received</p>
        </>
      )}
      <h1 className={styles.title}>Log in to see your order</h1>
      <p className={styles.lead}>
        {orderNumber
          ? `Order #${orderNumber} is paid and recorded.`
          : 'Your order waits for you in your account.'}
      </p>
      <div className={styles.actions}>
        <ButtonLink
          to={paths.login.getHref()}
          state={{ from: `${location.pathname}${location.search}` }}
          size="lg"
        >
          Log in
        </ButtonLink>
      </div>
    </section>
  );
}

/** SPEC §2 /order-confirmed?sessionId=…: verifies the payment, then shows the order it created. */
function VerifyPayment({ sessionId }: { sessionId: string }) {
  const finalize = useQuery({
    queryKey: ['finalize-order', sessionId],
    queryFn: () => finalizeOrder({ sessionId }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const order = finalize.data?.success ? finalize.data.order : null;

  const queryClient = useQueryClient();
  useEffect(() => {
    if (!order) return;
    completeCheckout(order);
    // The new order belongs in the history, and its address among the saved ones, even if
    // either was read a moment ago: invalidated by the keys their own queries use.
    void queryClient.invalidateQueries({ queryKey: orderHistoryKeys.all });
    void queryClient.invalidateQueries({ queryKey: savedAddressesKeys.all });
  }, [order, queryClient]);

  if (finalize.isPending) {
    return (
      <section className={styles.hero} aria-live="polite" aria-busy="true">
        <Spinner size="lg" />
        <h1 className={styles.title}>{VERIFYING_PAYMENT}</h1>
        <p className={styles.lead}>This takes a moment. Please keep this page open.</p>
      </section>
    );
  }
  if (order) return <Confirmed order={order} />;
  // Without a login the order cannot be shown here, but the payment may well have gone through.
  if (finalize.error instanceof ApiError && finalize.error.status === 401) {
    return <LogInToSee sessionId={sessionId} />;
  }
  return <Failed />;
}

/** Without a sessionId: the last verified order, else back to the cart (SPEC §4 Payment). */
function StoredOrder() {
  const [stored] = useState(readVerifiedOrder);
  useEffect(() => {
    if (stored.kind === 'corrupt') removeVerifiedOrder();
  }, [stored]);
  if (stored.kind !== 'order') return <Navigate to={paths.cart.getHref()} replace />;
  return <Confirmed order={stored.order} />;
}

export function OrderConfirmedPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('sessionId');
  return (
    <Page narrow>
      <title>{`Order confirmation · ${brand.name}`}</title>
      {sessionId ? <VerifyPayment sessionId={sessionId} /> : <StoredOrder />}
    </Page>
  );
}
