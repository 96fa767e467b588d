import type { BoardOrder } from '@marketplace/contract/dispatch';
import { type DispatchException, dispatchExceptions } from '@marketplace/core/dispatch/exceptions';
import { isOrderStatus, ORDER_STATUS_WORDS } from '@marketplace/core/orders/order-lifecycle';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { paths } from '../../../../lib/paths';
import { Button, ButtonLink, buttonClass } from '../../../../ui/button';
import type { DriverOnShift } from '../../api/get-dispatch-board';
import { type LateDelivery, lateWarning } from '../../suggestion-text';
import styles from './dispatch-board.module.css';

/** What an exception's button does: give the order a driver, or open it (to cancel and refund). */
export type ExceptionAction = { orderId: string; open: 'assign' | 'summary' };

const statusWords = (status: string) =>
  status === 'unassigned'
    ? 'no driver'
    : isOrderStatus(status)
      ? ORDER_STATUS_WORDS[status]
      : status;
const minutes = (count: number) => (count === 1 ? '1 min' : `${count} min`);

/** A phone call to a driver, from the dispatcher's phone or softphone. */
function CallLink({ phone, name }: { phone: string; name: string }) {
  return (
    <a className={buttonClass({ size: 'sm', variant: 'secondary' })} href={`tel:${phone}`}>
      {`Call ${name.split(' ')[0]}`}
    </a>
  );
}

/**
 * The board's exceptions (issue #33), live: core's `dispatchExceptions` over the board's orders,
 * the drivers on shift and the failed texts, at `now`; each with the action that resolves it.
 * Deliveries whose ETA is past their window (issue #34's `late`) come after the windows that
 * passed already (which name those orders themselves): they are the next to go wrong.
 */
export function ExceptionsList({
  orders,
  drivers,
  failedTexts,
  late,
  now,
  onAction,
}: {
  orders: readonly BoardOrder[];
  drivers: readonly DriverOnShift[];
  failedTexts: number;
  /** Assigned deliveries whose ETA is past their window's end (the suggestions'). */
  late: readonly LateDelivery[];
  now: number;
  onAction: (action: ExceptionAction) => void;
}) {
  const found = dispatchExceptions({
    now,
    orders: orders.map((order) => ({
      id: order._id,
      adminStatus: order.adminStatus,
      windowStart: order.windowStart ? Date.parse(order.windowStart) : null,
      windowEnd: order.windowEnd ? Date.parse(order.windowEnd) : null,
      driverId: order.driverId,
    })),
    drivers: drivers.map((driver) => ({
      driverId: driver.driverId,
      positionAt: driver.at ? Date.parse(driver.at) : null,
    })),
    failedTexts,
  });
  const byId = new Map(orders.map((order) => [order._id, order]));
  const driverOf = new Map(drivers.map((driver) => [driver.driverId, driver]));

  function item(exception: DispatchException, index: number) {
    if (exception.kind === 'texts_failed') {
      return (
        <li key="texts">
          <span>{`${exception.count} ${exception.count === 1 ? 'text' : 'texts'} failed to send in the last 24 hours`}</span>
          <ButtonLink
            size="sm"
            variant="secondary"
            to={paths.adminDashboard.getHref('text-messages')}
          >
            Text messages
          </ButtonLink>
        </li>
      );
    }
    if (exception.kind === 'driver_stale') {
      const driver = driverOf.get(exception.driverId);
      const name = driver?.name ?? 'A driver';
      const carrying =
        exception.orderIds.length === 1 ? 'an order' : `${exception.orderIds.length} orders`;
      return (
        <li key={`stale-${exception.driverId}`}>
          <span>{`${name}’s position is stale while carrying ${carrying}`}</span>
          {driver?.phone && <CallLink phone={driver.phone} name={name} />}
        </li>
      );
    }
    const order = byId.get(exception.orderId);
    if (!order) return null;
    const label = `Order ${shortOrderId(order._id)} · ${order.storeName}`;
    const assign = (
      <Button size="sm" onClick={() => onAction({ orderId: order._id, open: 'assign' })}>
        {order.driverId ? 'Reassign driver' : 'Assign driver'}
      </Button>
    );
    switch (exception.kind) {
      case 'window_passed': {
        const driver = order.driverId ? driverOf.get(order.driverId) : undefined;
        return (
          <li key={`late-${order._id}`} data-urgent="true">
            <span>{`${label}: window ended ${minutes(exception.minutesLate)} ago (${statusWords(exception.adminStatus)})`}</span>
            {exception.adminStatus === 'picked_up'
              ? driver?.phone && <CallLink phone={driver.phone} name={driver.name} />
              : assign}
          </li>
        );
      }
      case 'unassigned_soon':
        return (
          <li key={`soon-${order._id}-${index}`}>
            <span>{`${label}: window ${exception.minutesToStart === 0 ? 'has started' : `starts in ${minutes(exception.minutesToStart)}`}, no driver`}</span>
            {assign}
          </li>
        );
      case 'awaiting_refund':
        return (
          <li key={`refund-${order._id}`}>
            <span>{`${label} was returned to the store: cancel it to refund the buyer`}</span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction({ orderId: order._id, open: 'summary' })}
            >
              Open order
            </Button>
          </li>
        );
    }
  }

  function lateItem(eta: LateDelivery) {
    const order = byId.get(eta.orderId);
    // Gone from the board, moved to another driver since, or its window passed (listed above).
    if (!order || order.driverId !== eta.driverId) return null;
    if (order.windowEnd !== null && Date.parse(order.windowEnd) < now) return null;
    const driver = driverOf.get(eta.driverId);
    return (
      <li key={`eta-${order._id}`} data-urgent="true">
        <span>{`Order ${shortOrderId(order._id)} · ${order.storeName}: ${lateWarning(eta)}`}</span>
        {order.adminStatus === 'assigned' ? (
          <Button size="sm" onClick={() => onAction({ orderId: order._id, open: 'assign' })}>
            Reassign driver
          </Button>
        ) : (
          driver?.phone && <CallLink phone={driver.phone} name={driver.name} />
        )}
      </li>
    );
  }

  const passed = found.filter((exception) => exception.kind === 'window_passed');
  const rest = found.filter((exception) => exception.kind !== 'window_passed');
  const items = [
    ...passed.map(item),
    ...late.map(lateItem),
    ...rest.map((exception, index) => item(exception, passed.length + index)),
  ].filter((entry) => entry !== null);

  return (
    <section aria-label="Needs attention" className={styles.exceptions}>
      <h3 className={styles.sideTitle}>Needs attention</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>Nothing needs attention right now.</p>
      ) : (
        <ul>{items}</ul>
      )}
    </section>
  );
}
