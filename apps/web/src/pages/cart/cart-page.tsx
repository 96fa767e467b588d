import { cartCount } from '@marketplace/core/cart/cart-count';
import { farmersMarketCompatible } from '@marketplace/core/cart/farmers-market-compatible';
import { FARMERS_MARKET, RESTAURANTS } from '@marketplace/core/constants/categories';
import { TEXT_AREA_MAX } from '@marketplace/core/constants/limits';
import { CART_EMPTY } from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { subtotal } from '@marketplace/core/money/subtotal';
import { Link, useNavigate } from 'react-router';
import { useStores } from '../../api/get-stores';
import { brand } from '../../config/brand';
import type { StoredCartStore } from '../../features/cart/cart-storage';
import { handOffToCheckout } from '../../features/cart/checkout-handoff';
import { CartLineItem } from '../../features/cart/components/cart-line-item';
import { CartRecheckNotice } from '../../features/cart/components/cart-recheck-notice';
import { useSpecialRequest } from '../../features/cart/special-request';
import { useCart } from '../../features/cart/use-cart';
import { useCartRecheck } from '../../features/cart/use-cart-recheck';
import { RecommendedStores } from '../../features/catalog/components/recommended-stores';
import { useNow } from '../../hooks/use-now';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ArrowRightIcon, BagIcon, LockIcon, StoreIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';
import { TextArea } from '../../ui/text-area';
import styles from './cart-page.module.css';

/** SPEC §2 /cart (no login needed): one store's items, special request, subtotal, checkout. */
export function CartPage() {
  const { items, store } = useCart();
  const recheck = useCartRecheck();
  const [specialRequest, setSpecialRequest] = useSpecialRequest();
  const navigate = useNavigate();
  const count = cartCount(items);
  const total = subtotal(items);
  const checking = recheck.status === 'checking';

  function proceed() {
    const state = handOffToCheckout({ items, specialRequest, storeData: store });
    navigate(paths.checkout.getHref(), { state });
  }

  return (
    <Page>
      <title>{`Cart · ${brand.name}`}</title>
      <PageHeader
        title="Your cart"
        description={count > 0 ? `${count} ${count === 1 ? 'item' : 'items'}` : undefined}
      />
      <CartRecheckNotice recheck={recheck} />
      {items.length === 0 ? (
        <EmptyState
          icon={<BagIcon size={28} />}
          title={CART_EMPTY}
          description="Browse local shops and add something you love. Your cart holds items from one store at a time."
          action={<ButtonLink to={paths.categories.getHref()}>Start shopping</ButtonLink>}
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.items}>
            <section className={styles.panel} aria-labelledby="cart-items">
              <StoreHeading store={store} />
              <h2 id="cart-items" className="visually-hidden">
                Items
              </h2>
              <ul className={styles.list}>
                {items.map((line) => (
                  <CartLineItem
                    key={`${line.productId}:${JSON.stringify(line.customizations)}`}
                    line={line}
                    store={store}
                  />
                ))}
              </ul>
            </section>
            <section className={styles.panel} aria-labelledby="cart-request">
              <h2 id="cart-request" className={styles.panelTitle}>
                Special request
              </h2>
              <TextArea
                label="Anything the store should know about this order?"
                rows={3}
                maxLength={TEXT_AREA_MAX}
                showCounter
                placeholder={
                  store?.category === RESTAURANTS
                    ? 'Allergies, extra spicy, no cutlery…'
                    : 'Gate code, substitutions, how to reach you…'
                }
                value={specialRequest}
                onChange={(event) => setSpecialRequest(event.target.value)}
              />
            </section>
          </div>
          <aside className={styles.summary} aria-labelledby="cart-summary">
            <h2 id="cart-summary" className={styles.panelTitle}>
              Order summary
            </h2>
            <dl className={styles.rows}>
              <div className={styles.row}>
                <dt>
                  Subtotal ({count} {count === 1 ? 'item' : 'items'})
                </dt>
                <dd data-testid="cart-subtotal">{formatUsd(total)}</dd>
              </div>
            </dl>
            <p className={styles.fine}>
              Tax, delivery or pickup fees and tips are added at checkout.
            </p>
            <Button
              block
              size="lg"
              onClick={proceed}
              disabled={checking}
              loading={checking}
              trailingIcon={<ArrowRightIcon size={18} />}
            >
              Proceed to Checkout
            </Button>
            <p className={styles.secure}>
              <LockIcon size={14} /> Secure card payment
            </p>
            {store && (
              <Link className={styles.continue} to={paths.store.getHref(store.category, store._id)}>
                Continue shopping at {store.name}
              </Link>
            )}
          </aside>
        </div>
      )}
      {store && items.length > 0 && <CartRecommendations store={store} />}
    </Page>
  );
}

function StoreHeading({ store }: { store: StoredCartStore | null }) {
  if (!store) return null;
  const { address } = store;
  return (
    <div className={styles.store}>
      <span className={styles.storeIcon} aria-hidden="true">
        <StoreIcon size={18} />
      </span>
      <div>
        <p className={styles.storeLabel}>Ordering from</p>
        <Link className={styles.storeName} to={paths.store.getHref(store.category, store._id)}>
          {store.name}
        </Link>
        <p className={styles.storeAddress}>
          {[`${address.street1} ${address.street2 ?? ''}`.trim(), address.city].join(', ')}
        </p>
      </div>
    </div>
  );
}

/**
 * SPEC §2 recommended-vendors strip. Farmer's Market stands are recommended only when they can
 * share this cart (core's compatibility rule); other stores by category.
 */
function CartRecommendations({ store }: { store: StoredCartStore }) {
  const { data } = useStores(store.category);
  const now = useNow();
  if (!data) return null;
  const candidates =
    store.category === FARMERS_MARKET
      ? data.filter((other) => farmersMarketCompatible(store, other))
      : data;
  return (
    <div className={styles.recommended}>
      <RecommendedStores
        stores={candidates}
        currentStoreId={store._id}
        title={
          store.category === FARMERS_MARKET
            ? 'More stands at this market'
            : `More ${store.category.toLowerCase()} nearby`
        }
        now={now}
      />
    </div>
  );
}
