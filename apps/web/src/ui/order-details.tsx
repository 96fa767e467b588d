import type { Order, OrderProduct } from '@marketplace/contract/orders';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { ID_TYPE_LABELS } from '@marketplace/core/orders/id-check';
import {
  addressLines,
  formatOrderDate,
  formatWindow,
  isDeliveryOrder,
  orderDestination,
  orderTypeLabel,
  type Place,
  usd,
} from '../lib/format-order';
import { formatUsPhone } from '../lib/format-phone';
import { BillSummary } from './bill-summary';
import styles from './order-details.module.css';
import { PrivateImage } from './private-image';

const FLOWER_FIELDS = [
  ['fullName', 'For'],
  ['occasion', 'Occasion'],
  ['relationship', 'Relationship'],
  ['locationType', 'Location'],
  ['customMessage', 'Message'],
  ['signature', 'Signed'],
] as const;

/** The ID check at the door (docs/decisions/096): its outcome only, as the order keeps it. */
/**
 * The ID check of a 21+ order (docs/decisions/096, 117): its outcome once done, at the door or
 * the counter; before, that a photo ID will be asked for at the hand-over.
 */
function IdCheck({ order, delivery }: { order: Order; delivery: boolean }) {
  const check = order.idCheck;
  const place = delivery ? 'at the door' : 'at the counter';
  let text: string;
  if (!check) {
    text = `Something on this order is for 21 and over: a photo ID is checked ${place} before it is handed over.`;
  } else {
    const at = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: order.store?.timezone ?? DEFAULT_TIMEZONE,
    }).format(new Date(check.checkedAt));
    const idType = ID_TYPE_LABELS[check.idType];
    text = check.passed
      ? `Passed: 21 or over, ${idType} checked ${place} on ${at}.`
      : `Not passed: under 21 on the ${idType} checked ${place} on ${at}, so the order ${delivery ? 'went back to the store' : 'was not handed over'}.`;
  }
  return (
    <section className={styles.section} aria-label="ID check">
      <h3 className={styles.sectionTitle}>ID check</h3>
      <p>{text}</p>
    </section>
  );
}

/** An order's lines: quantity, name, price, the options chosen and the buyer's notes. */
export function OrderItems({ products }: { products: readonly OrderProduct[] }) {
  return (
    <ul className={styles.items}>
      {products.map((product) => (
        <OrderItem
          key={`${product.productId}:${JSON.stringify(product.customizations)}`}
          product={product}
        />
      ))}
    </ul>
  );
}

function OrderItem({ product }: { product: OrderProduct }) {
  const flower = product.flowerCustomizations;
  const flowerRows = flower ? FLOWER_FIELDS.filter(([key]) => flower[key]) : [];
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.quantity}>{product.quantity}×</span>
        <span className={styles.itemName}>{product.name}</span>
        <span className={styles.itemPrice}>{usd(product.price * product.quantity)}</span>
      </div>
      {product.customizations.length > 0 && (
        <ul className={styles.options}>
          {product.customizations.map((group) => (
            <li key={group.name}>
              <span className={styles.optionName}>{group.name}:</span>{' '}
              {[...group.selectedOptions.map((option) => option.title), group.textValue]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
      {flower && flowerRows.length > 0 && (
        <dl className={styles.flower} aria-label={`Gift message for ${product.name}`}>
          {flowerRows.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{flower[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {product.specialInstructions && (
        <p className={styles.note}>Note: {product.specialInstructions}</p>
      )}
    </li>
  );
}

function AddressBlock({ title, address }: { title: string; address: Place | null }) {
  return (
    <div className={styles.block}>
      <h4 className={styles.blockTitle}>{title}</h4>
      {address?.fullname && <p className={styles.strong}>{address.fullname}</p>}
      {addressLines(address).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {address?.contact && <p>+1 {formatUsPhone(address.contact)}</p>}
    </div>
  );
}

function StoreBlock(props: {
  title: string;
  store: NonNullable<Order['store']>;
  address: Place | null;
}) {
  const { title, store, address } = props;
  return (
    <div className={styles.block}>
      <h4 className={styles.blockTitle}>{title}</h4>
      <p className={styles.strong}>{store.name}</p>
      {addressLines(address).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {store.contact && <p>+1 {formatUsPhone(store.contact)}</p>}
    </div>
  );
}

/**
 * Everything about one order, shared by the confirmation page and the order summary modal:
 * when, where, the items with their customizations and gift messages, and the bill.
 */
export function OrderDetails({ order }: { order: Order }) {
  const delivery = isDeliveryOrder(order);
  const bill: [string, string][] = [
    ['Subtotal', usd(order.subtotal)],
    ['Tax', usd(order.tax)],
  ];
  if (order.sellerTipAmount > 0)
    bill.push([`Store tip (${order.sellerTip}%)`, usd(order.sellerTipAmount)]);
  if (delivery && order.driverTipAmount > 0) {
    bill.push([`Driver tip (${order.driverTip}%)`, usd(order.driverTipAmount)]);
  }
  bill.push([delivery ? 'Delivery fee' : 'Pickup fee', usd(order.deliveryFee)]);
  if (order.discount > 0) {
    bill.push([
      order.couponCode ? `Discount (${order.couponCode})` : 'Discount',
      `-${usd(order.discount)}`,
    ]);
  }

  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <div>
          <dt>Order type</dt>
          <dd>{orderTypeLabel(order.orderType)}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatOrderDate(order)}</dd>
        </div>
        <div>
          <dt>{delivery ? 'Delivery window' : 'Pickup window'}</dt>
          <dd>{formatWindow(order)}</dd>
        </div>
      </dl>

      <section className={styles.section} aria-label="Items">
        <h3 className={styles.sectionTitle}>Items</h3>
        <OrderItems products={order.products} />
      </section>

      <section className={styles.section} aria-label="Store and addresses">
        <div className={styles.blocks}>
          {delivery ? (
            <>
              {order.store && (
                <StoreBlock title="Store" store={order.store} address={order.store.address} />
              )}
              <AddressBlock title="Delivery address" address={orderDestination(order)} />
            </>
          ) : order.store ? (
            // One block: the store is the pickup address (as the order recorded it).
            <StoreBlock title="Pickup from" store={order.store} address={orderDestination(order)} />
          ) : (
            <AddressBlock title="Pickup from" address={orderDestination(order)} />
          )}
          {order.billingAddress && (
            <AddressBlock title="Billing address" address={order.billingAddress} />
          )}
        </div>
        {order.specialRequest && (
          <div className={styles.block}>
            <h4 className={styles.blockTitle}>Special request</h4>
            <p>{order.specialRequest}</p>
          </div>
        )}
      </section>

      <section className={styles.section} aria-label="Bill summary">
        <h3 className={styles.sectionTitle}>Bill summary</h3>
        <BillSummary lines={bill} total={usd(order.totalAmount)} />
      </section>

      {(order.idCheck || order.needsIdCheck) && <IdCheck order={order} delivery={delivery} />}

      {order.deliveryPhoto && (
        <section className={styles.section} aria-label="Proof of delivery">
          <h3 className={styles.sectionTitle}>Proof of delivery</h3>
          <PrivateImage
            className={styles.deliveryPhoto}
            src={order.deliveryPhoto}
            alt="The order where the driver left it"
          />
        </section>
      )}
    </div>
  );
}
