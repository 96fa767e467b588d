import type { AdminOrderRow, Driver } from '@marketplace/contract/dispatch';
import {
  ASSIGN_DRIVER_ERROR,
  assignOrderFailed,
  orderAssignedSuccess,
  orderReassignedSuccess,
  SOMETHING_WENT_WRONG,
} from '@marketplace/core/constants/messages';
import { orderMethod } from '@marketplace/core/constants/order-types';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { useId, useState } from 'react';
import { errorMessage, mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { isStaleAssignment, useAssignDriver } from '../api/assign-driver';
import { useChangeOrderStatus } from '../api/change-order-status';
import { CounterIdCheck } from './counter-id-check';
import styles from './dispatch.module.css';

export const driverName = (driver: Pick<Driver, 'firstName' | 'lastName'>) =>
  `${driver.firstName} ${driver.lastName}`.trim() || 'No name';

type DriverCellProps = {
  order: AdminOrderRow;
  drivers: readonly Driver[];
  /** The signed-in admin's adminId: the server checks it against the token. */
  adminId: string;
  /** How the order is named to screen readers ('7F3A9C2E'). */
  orderLabel: string;
};

/**
 * What an admin can do with an order from its row (docs/decisions/090): a delivery order
 * without a driver is assigned, one with a driver shows them and can be reassigned while it is
 * still 'assigned'; a pickup order is marked ready, then completed; a delivered order completed.
 */
export function DriverCell({ order, drivers, adminId, orderLabel }: DriverCellProps) {
  const delivery = orderMethod(order.orderType) === 'delivery';
  const driver = order.driverId ? drivers.find((d) => d.driverId === order.driverId) : undefined;
  // Reassigning offers the other drivers; with none, there is nothing to offer.
  const others = drivers.filter((d) => d.driverId !== order.driverId);

  return (
    <div className={styles.driverCell}>
      {delivery && !order.driverId && order.adminStatus === 'unassigned' && (
        <>
          <span className={styles.muted}>Unassigned</span>
          <AssignControl
            order={order}
            drivers={drivers}
            adminId={adminId}
            label={`Driver for order ${orderLabel}`}
            buttonText="Assign"
            orderLabel={orderLabel}
          />
        </>
      )}
      {delivery && order.driverId && (
        <>
          {order.orderStatus === 'cancelled' ? (
            // The order left its driver's list when it was cancelled; say whose it was.
            <span className={styles.muted}>
              {`Was with ${driver ? driverName(driver) : `driver ${order.driverId}`}`}
            </span>
          ) : (
            <span className={styles.driverName}>
              {driver ? driverName(driver) : `Driver ${order.driverId}`}
            </span>
          )}
          {order.orderStatus === 'assigned' && others.length > 0 && (
            <AssignControl
              order={order}
              drivers={others}
              adminId={adminId}
              label={`Reassign order ${orderLabel} to`}
              buttonText="Reassign"
              orderLabel={orderLabel}
            />
          )}
        </>
      )}
      {delivery && !order.driverId && order.adminStatus !== 'unassigned' && (
        <span className={styles.muted}>—</span>
      )}
      <StatusAction order={order} orderLabel={orderLabel} />
    </div>
  );
}

function AssignControl({
  order,
  drivers,
  adminId,
  label,
  buttonText,
  orderLabel,
}: {
  order: AdminOrderRow;
  drivers: readonly Driver[];
  adminId: string;
  label: string;
  buttonText: string;
  orderLabel: string;
}) {
  const id = useId();
  const [driverId, setDriverId] = useState('');
  const assign = useAssignDriver();

  const submit = () => {
    if (!driverId) return;
    assign.mutate(
      {
        driverId,
        orderId: order._id,
        adminId,
        currentDriverId: order.driverId ?? null,
      },
      {
        onSuccess: () => {
          setDriverId('');
          // The order number the screens show, not its id (issue #30).
          const number = shortOrderId(order._id);
          toast.success(
            order.driverId ? orderReassignedSuccess(number) : orderAssignedSuccess(number),
          );
        },
        onError: (error) => {
          toast.error(
            isStaleAssignment(error)
              ? ASSIGN_DRIVER_ERROR
              : assignOrderFailed(errorMessage(error, SOMETHING_WENT_WRONG)),
          );
        },
      },
    );
  };

  return (
    <div className={styles.assign}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={driverId}
        disabled={assign.isPending || drivers.length === 0}
        onChange={(event) => setDriverId(event.target.value)}
      >
        <option value="">{drivers.length === 0 ? 'No drivers' : 'Choose a driver'}</option>
        {drivers.map((d) => (
          <option key={d.driverId} value={d.driverId}>
            {`${driverName(d)} (${d.openOrders} open)`}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant={buttonText === 'Assign' ? 'primary' : 'secondary'}
        onClick={submit}
        disabled={!driverId}
        loading={assign.isPending}
        aria-label={`${buttonText} order ${orderLabel}`}
      >
        {buttonText}
      </Button>
    </div>
  );
}

/** Mark ready (a pending pickup order) or Complete (ready for pickup, or delivered). */
function StatusAction({ order, orderLabel }: { order: AdminOrderRow; orderLabel: string }) {
  const change = useChangeOrderStatus();
  const pickup = orderMethod(order.orderType) === 'pickup';
  const action =
    pickup && order.orderStatus === 'pending'
      ? { action: 'mark_ready' as const, text: 'Mark ready' }
      : (pickup && order.orderStatus === 'ready_for_pickup') || order.orderStatus === 'delivered'
        ? { action: 'complete' as const, text: 'Complete' }
        : null;
  if (!action) return pickup ? <span className={styles.muted}>—</span> : null;
  if (action.action === 'complete' && pickup && order.needsIdCheck) {
    return <CounterIdCheck order={order} orderLabel={orderLabel} />;
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={change.isPending}
      aria-label={`${action.text} order ${orderLabel}`}
      onClick={() =>
        change.mutate(
          { orderId: order._id, action: action.action },
          { onError: (error) => toast.error(mutationErrorMessage(error)) },
        )
      }
    >
      {action.text}
    </Button>
  );
}
