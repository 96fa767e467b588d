import type { CheckoutAddress, OrderData } from '@marketplace/contract/checkout';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { CART_EMPTY, SERVER_ERROR } from '@marketplace/core/constants/messages';
import { type OrderMethod, orderMethod } from '@marketplace/core/constants/order-types';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { priceBreakdown } from '@marketplace/core/money/price-breakdown';
import { promoDiscount } from '@marketplace/core/money/promo-discount';
import { subtotal } from '@marketplace/core/money/subtotal';
import { TAX_LABEL } from '@marketplace/core/money/tax';
import { payButton } from '@marketplace/core/session/pay-button';
import { availableWindows } from '@marketplace/core/windows/available-windows';
import type { CheckoutWindowState } from '@marketplace/core/windows/checkout-window-state';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { selectWindow } from '@marketplace/core/windows/select-window';
import { storeNotices } from '@marketplace/core/windows/store-notices';
import { switchMethod } from '@marketplace/core/windows/switch-method';
import type { TimeWindow } from '@marketplace/core/windows/time-window';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../api/client';
import { useStore } from '../../api/get-store';
import { brand } from '../../config/brand';
import type { Session } from '../../features/auth/session-store';
import { useSession } from '../../features/auth/use-session';
import { describeCustomizations } from '../../features/cart/customization-groups';
import { useCart } from '../../features/cart/use-cart';
import { createStripeSession } from '../../features/checkout/api/create-stripe-session';
import { useSavedAddresses } from '../../features/checkout/api/get-saved-addresses';
import { CHECKOUT_STORAGE_KEYS } from '../../features/checkout/checkout-storage';
import { useNow } from '../../hooks/use-now';
import { loadPage } from '../../lib/browser';
import { formatUsPhone } from '../../lib/format-phone';
import { writeEntries } from '../../lib/local-store';
import { paths } from '../../lib/paths';
import { BillSummary } from '../../ui/bill-summary';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { BagIcon, ChevronDownIcon, LockIcon, MapPinIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';
import { PageSpinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { AddressDialog, addressSummary } from './address-dialog';
import { readCheckoutChoices, writeCheckoutChoices } from './checkout-choices';
import { readSpecialRequest } from './checkout-handoff-reader';
import styles from './checkout-page.module.css';
import { type AppliedPromo, PromoField } from './promo-field';
import { TipPicker } from './tip-picker';
import { dayLabel, windowRange } from './window-format';
import { WindowPicker } from './window-picker';

/** Said when the window kept from before a reload has passed or closed meanwhile. */
const KEPT_WINDOW_PASSED = 'The window you picked is no longer available. Please choose another.';

function windowNotice(window: TimeWindow, today: string, storeName: string): string {
  // Non-breaking spaces keep '6 – 7 PM' on one line of the notice.
  const range = windowRange(window).replaceAll(' ', '\u00a0');
  const when = `${dayLabel(window.date, today).replace(/^[A-Z]/, (c) => c.toLowerCase())}, ${range}`;
  return orderMethod(window.orderType) === 'delivery'
    ? `Your order will be delivered ${when}. Please make sure someone is there to receive it.`
    : `Your order will be ready at ${storeName} ${when}. Please collect it within that window.`;
}

function CheckoutForm({ session }: { session: Session }) {
  const location = useLocation();
  const { items, store: cartStore } = useCart();
  const storeId = cartStore?._id ?? items[0]?.storeId ?? '';
  const storeQuery = useStore(storeId);
  const saved = useSavedAddresses(session.user._id);
  const now = useNow();
  const summaryId = useId();

  const [specialRequest] = useState(() => readSpecialRequest(location.state));
  // What the buyer chose before a reload, put back as the form's starting point.
  const [kept] = useState(readCheckoutChoices);
  const [windowState, setWindowState] = useState<CheckoutWindowState>({
    orderType: kept ? orderMethod(kept.orderType) : 'delivery',
    window: null,
    fee: null,
    date: null,
  });
  // The kept window is found again once the store's windows are known.
  const [keptWindowId, setKeptWindowId] = useState(kept?.windowId ?? null);
  const [sellerTip, setSellerTip] = useState(kept?.sellerTip ?? 0);
  const [driverTip, setDriverTip] = useState(kept?.driverTip ?? 0);
  const [promo, setPromo] = useState<AppliedPromo | null>(() =>
    kept?.promo && promoDiscount(kept.promo.promo, subtotal(items)).ok ? kept.promo : null,
  );
  const [address, setAddress] = useState<CheckoutAddress | null>(kept?.address ?? null);
  const [addressPicked, setAddressPicked] = useState(Boolean(kept?.address));
  const [billingSame, setBillingSame] = useState(kept?.billingSame ?? true);
  const [billing, setBilling] = useState<CheckoutAddress | null>(kept?.billing ?? null);
  const [dialog, setDialog] = useState<'delivery' | 'billing' | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(true);
  const [paying, setPaying] = useState(false);

  // SPEC §4: the first serviceable saved address is preselected.
  useEffect(() => {
    if (addressPicked || !saved.data) return;
    const first = saved.data.find((candidate) => candidate.isServiceable);
    if (first) {
      const { _id, isServiceable, ...rest } = first;
      setAddress(rest);
    }
    setAddressPicked(true);
  }, [saved.data, addressPicked]);

  const method: OrderMethod = orderMethod(windowState.orderType);
  const store = storeQuery.data;
  const zone = store?.timezone || DEFAULT_TIMEZONE;
  const today = localDateTime(now.getTime(), zone).date;
  const windows = useMemo(() => {
    if (!store) return { standard: [], fast: [], notices: [] };
    // Its pause and special dates too (issue #31), as the server reckons them.
    const windowStore = {
      category: store.category,
      storeHours: store.storeHours,
      timezone: zone,
      pausedUntil: store.pausedUntil,
      dateOverrides: store.dateOverrides,
    };
    return {
      standard: availableWindows({ store: windowStore, now, orderType: method }),
      fast: availableWindows({
        store: windowStore,
        now,
        orderType: method === 'delivery' ? '20mindelivery' : '20minpickup',
      }),
      notices: storeNotices(windowStore, now),
    };
  }, [store, zone, now, method]);

  useEffect(() => {
    if (!keptWindowId || !store) return;
    const window = [...windows.standard, ...windows.fast].find((w) => w.id === keptWindowId);
    if (window) setWindowState(selectWindow(window));
    else toast.info(KEPT_WINDOW_PASSED, { id: 'window-notice' });
    setKeptWindowId(null);
  }, [keptWindowId, store, windows]);

  useEffect(() => {
    writeCheckoutChoices({
      orderType: windowState.orderType,
      windowId: windowState.window?.id ?? keptWindowId,
      sellerTip,
      driverTip,
      promo,
      address,
      billingSame,
      billing,
    });
  }, [windowState, keptWindowId, sellerTip, driverTip, promo, address, billingSame, billing]);

  const breakdown = priceBreakdown({
    lines: items,
    orderType: windowState.orderType,
    sellerTipPercent: sellerTip,
    driverTipPercent: driverTip,
    windowFee: windowState.fee ?? 0,
    promo: promo?.promo ?? null,
  });
  const pay = payButton({
    orderType: windowState.orderType,
    hasWindow: windowState.window !== null,
    street1: method === 'delivery' ? address?.street1 : null,
  });

  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BagIcon size={28} />}
        title={CART_EMPTY}
        description="Add something from a store, then come back to check out."
        action={<ButtonLink to={paths.categories.getHref()}>Browse stores</ButtonLink>}
      />
    );
  }
  if (storeQuery.isPending) return <PageSpinner label="Loading checkout…" />;
  if (storeQuery.isError || !store) {
    return <ErrorState onRetry={() => storeQuery.refetch()} retrying={storeQuery.isFetching} />;
  }

  function chooseWindow(window: TimeWindow) {
    setWindowState(selectWindow(window));
    toast(windowNotice(window, today, store?.name ?? 'the store'), {
      id: 'window-notice',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Agree', onClick: () => toast.dismiss('window-notice') },
    });
  }

  function chooseMethod(next: OrderMethod) {
    setWindowState((current) => switchMethod(current, next));
    toast.dismiss('window-notice');
  }

  async function startPayment() {
    if (pay.disabled || !windowState.window || paying) return;
    const delivery = method === 'delivery';
    const orderData: OrderData = {
      items: items.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        customizations: line.customizations.map((group) => ({
          name: group.name,
          selectedOptions: group.selectedOptions.map((option) => ({ title: option.title })),
          textValue: group.textValue ?? null,
        })),
        ...(line.flowerCustomizations ? { flowerCustomizations: line.flowerCustomizations } : {}),
        ...(line.specialInstructions ? { specialInstructions: line.specialInstructions } : {}),
      })),
      orderType: windowState.orderType,
      windowId: windowState.window.id,
      ...(delivery && address ? { deliveryAddress: address } : {}),
      billingAddress: delivery && !billingSame ? billing : null,
      sellerTip,
      driverTip: delivery ? driverTip : 0,
      ...(promo ? { couponCode: promo.code } : {}),
      ...(specialRequest ? { specialRequest } : {}),
    };
    setPaying(true);
    writeEntries({
      [CHECKOUT_STORAGE_KEYS.pendingOrderData]: JSON.stringify(orderData),
      [CHECKOUT_STORAGE_KEYS.method]: windowState.orderType,
    });
    try {
      const { url } = await createStripeSession({ orderData });
      loadPage(url);
    } catch (error) {
      toast.error(errorMessage(error, SERVER_ERROR));
      setPaying(false);
    }
  }

  const count = items.reduce((sum, line) => sum + line.quantity, 0);
  const rows: [string, string][] = [
    ['Subtotal', formatUsd(breakdown.subtotal)],
    [TAX_LABEL, formatUsd(breakdown.tax)],
  ];
  if (breakdown.sellerTip > 0) rows.push(['Store tip', formatUsd(breakdown.sellerTip)]);
  if (breakdown.driverTip > 0) rows.push(['Driver tip', formatUsd(breakdown.driverTip)]);
  if (method === 'delivery') rows.push(['Delivery fee', formatUsd(breakdown.deliveryFee)]);
  else if (breakdown.pickupFee > 0) rows.push(['Pickup fee', formatUsd(breakdown.pickupFee)]);
  if (breakdown.discount > 0)
    rows.push([`Discount (${promo?.code})`, `-${formatUsd(breakdown.discount)}`]);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Card as="section" aria-labelledby="method-title">
          <h2 id="method-title" className={styles.sectionTitle}>
            How would you like it?
          </h2>
          <div className={styles.methods} role="radiogroup" aria-label="Order type">
            {(['delivery', 'pickup'] as const).map((option) => (
              <label key={option} className={styles.method}>
                <input
                  type="radio"
                  name="order-type"
                  value={option}
                  checked={method === option}
                  onChange={() => chooseMethod(option)}
                />
                <span>{option === 'delivery' ? 'Delivery' : 'Pickup'}</span>
              </label>
            ))}
          </div>
          <WindowPicker
            method={method}
            standard={windows.standard}
            fast={windows.fast}
            notices={windows.notices}
            selectedId={windowState.window?.id ?? null}
            today={today}
            onSelect={chooseWindow}
          />
        </Card>

        {method === 'delivery' ? (
          <Card as="section" aria-labelledby="address-title">
            <h2 id="address-title" className={styles.sectionTitle}>
              Delivery address
            </h2>
            {address ? (
              <div className={styles.addressRow}>
                <MapPinIcon size={20} />
                <div className={styles.addressText}>
                  <strong>{address.fullname}</strong>
                  <span>{addressSummary(address)}</span>
                  <span className={styles.muted}>+1 {formatUsPhone(address.contact)}</span>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setDialog('delivery')}>
                  Change
                </Button>
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setDialog('delivery')}>
                Add a delivery address
              </Button>
            )}
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={billingSame}
                onChange={(event) => {
                  setBillingSame(event.target.checked);
                  if (!event.target.checked && !billing) setDialog('billing');
                }}
              />
              Billing address: Same as above
            </label>
            {!billingSame && (
              <div className={styles.addressRow}>
                <div className={styles.addressText}>
                  {billing ? (
                    <span>{addressSummary(billing)}</span>
                  ) : (
                    <span className={styles.muted}>No billing address yet.</span>
                  )}
                </div>
                <Button variant="secondary" size="sm" onClick={() => setDialog('billing')}>
                  {billing ? 'Change' : 'Add billing address'}
                </Button>
              </div>
            )}
          </Card>
        ) : (
          <Card as="section" aria-labelledby="pickup-title">
            <h2 id="pickup-title" className={styles.sectionTitle}>
              Pickup from
            </h2>
            <div className={styles.addressRow}>
              <MapPinIcon size={20} />
              <div className={styles.addressText}>
                <strong>{store.name}</strong>
                <span>{addressSummary({ ...store.address, aptHouseNo: null })}</span>
              </div>
            </div>
          </Card>
        )}

        <Card as="section" aria-labelledby="tips-title">
          <h2 id="tips-title" className={styles.sectionTitle}>
            Tips
          </h2>
          <p className={styles.muted}>100% of your tips go to the store team and your driver.</p>
          <TipPicker
            label="Store tip"
            percent={sellerTip}
            subtotal={breakdown.subtotal}
            onChange={setSellerTip}
          />
          {method === 'delivery' && (
            <TipPicker
              label="Driver tip"
              percent={driverTip}
              subtotal={breakdown.subtotal}
              onChange={setDriverTip}
            />
          )}
        </Card>
      </div>

      <aside className={styles.aside}>
        <Card as="section" aria-labelledby="summary-title" className={styles.summary}>
          <h2 id="summary-title" className={styles.sectionTitle}>
            Order summary
          </h2>
          <button
            type="button"
            className={styles.collapse}
            aria-expanded={summaryOpen}
            aria-controls={summaryId}
            onClick={() => setSummaryOpen((open) => !open)}
          >
            <span>
              {store.name} · {count} {count === 1 ? 'item' : 'items'}
            </span>
            <ChevronDownIcon size={18} />
          </button>
          <ul id={summaryId} className={styles.lines} hidden={!summaryOpen}>
            {items.map((line) => (
              <li
                key={`${line.productId}:${JSON.stringify(line.customizations)}`}
                className={styles.line}
              >
                <span className={styles.lineQty}>{line.quantity}×</span>
                <span>
                  {line.name}
                  {line.customizations.length > 0 && (
                    <span className={styles.lineOptions}>
                      {describeCustomizations(line.customizations)
                        .map((row) => `${row.name}: ${row.value}`)
                        .join(' · ')}
                    </span>
                  )}
                  {line.flowerCustomizations && (
                    <span className={styles.lineOptions}>
                      Gift message: “{line.flowerCustomizations.customMessage}”
                    </span>
                  )}
                  {line.specialInstructions && (
                    <span className={styles.lineOptions}>
                      Special request: {line.specialInstructions}
                    </span>
                  )}
                </span>
                <span>{formatUsd(line.price * line.quantity)}</span>
              </li>
            ))}
            {specialRequest && (
              <li className={styles.lineOptions}>Special request: {specialRequest}</li>
            )}
          </ul>
          <PromoField subtotal={breakdown.subtotal} applied={promo} onChange={setPromo} />
          <BillSummary lines={rows} total={formatUsd(breakdown.total)} />
          <Button
            size="lg"
            block
            disabled={pay.disabled}
            loading={paying}
            onClick={startPayment}
            leadingIcon={pay.disabled ? undefined : <LockIcon size={18} />}
          >
            {pay.disabled ? pay.label : `${pay.label} ${formatUsd(breakdown.total)}`}
          </Button>
          <p className={styles.secure}>You’ll pay securely by card on the next page.</p>
        </Card>
      </aside>

      {dialog && (
        <AddressDialog
          open
          title={dialog === 'delivery' ? 'Delivery address' : 'Billing address'}
          saved={dialog === 'delivery' ? (saved.data ?? []) : []}
          checkServiceable={dialog === 'delivery'}
          onClose={() => {
            // Never pay with 'Same as above' unticked and no billing address.
            if (dialog === 'billing' && !billing) setBillingSame(true);
            setDialog(null);
          }}
          onSave={(next) => {
            if (dialog === 'delivery') setAddress(next);
            else setBilling(next);
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}

/** SPEC §2 /checkout. The router only shows it with a session (see app/routes). */
export function CheckoutPage() {
  const session = useSession();
  return (
    <Page>
      <title>{`Checkout · ${brand.name}`}</title>
      <PageHeader eyebrow="Secure checkout" title="Checkout" />
      {session && <CheckoutForm session={session} />}
    </Page>
  );
}
