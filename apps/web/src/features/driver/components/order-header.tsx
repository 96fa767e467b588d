import type { DriverOrder } from '@marketplace/contract/driver';
import { formatWindow, shortOrderId, usd } from '../../../lib/format-order';
import styles from './driver-work.module.css';

/** Which order this is: its number, store, window, the tip, and the ID check when needed. */
export function OrderHeader({ order }: { order: DriverOrder }) {
  return (
    <header className={styles.orderHeader}>
      <p className={styles.orderLine}>
        <strong>{`Order ${shortOrderId(order._id)}`}</strong>
        {order.storeName && <span>{order.storeName}</span>}
      </p>
      <p className={styles.orderMeta}>
        <span>{formatWindow({ ...order, store: null })}</span>
        <span>{`Tip ${usd(order.driverTip)} (100% yours)`}</span>
      </p>
      {order.needsIdCheck && <p className={styles.idCheck}>Check ID: 21+ at the door</p>}
    </header>
  );
}
