import type { AdminOrderRow } from '@marketplace/contract/dispatch';
import { orderMethod } from '@marketplace/core/constants/order-types';
import { useState } from 'react';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { useChangeOrderStatus } from '../api/change-order-status';
import { AssignDriverDialog } from './assign-driver-dialog';
import { CounterIdCheck } from './counter-id-check';
import styles from './dispatch.module.css';
import { MoveRunDialog } from './move-run-dialog';
import { RowSuggestions } from './suggested-drivers';

type DriverCellProps = {
  order: AdminOrderRow;
  /** The signed-in admin's adminId: the server checks it against the token. */
  adminId: string;
  /** How the order is named to screen readers ('7F3A9C2E'). */
  orderLabel: string;
};

/**
 * What an admin can do with an order from its row (docs/decisions/090): a delivery order
 * without a driver is assigned, one with a driver shows them and can be reassigned while it is
 * still 'assigned' (both in the assign dialog), and its driver's whole run moved to another
 * driver (issue #34); a pickup order is marked ready, then completed; a delivered order completed.
 */
export function DriverCell({ order, adminId, orderLabel }: DriverCellProps) {
  const delivery = orderMethod(order.orderType) === 'delivery';
  const [choosing, setChoosing] = useState(false);
  const [moving, setMoving] = useState(false);
  const name = order.driverName || `Driver ${order.driverId}`;

  return (
    <div className={styles.driverCell}>
      {delivery && !order.driverId && order.adminStatus === 'unassigned' && (
        <>
          <span className={styles.muted}>Unassigned</span>
          <Button
            size="sm"
            onClick={() => setChoosing(true)}
            aria-label={`Assign order ${orderLabel}`}
          >
            Assign
          </Button>
          <RowSuggestions orderId={order._id} />
        </>
      )}
      {delivery && order.driverId && (
        <>
          {order.orderStatus === 'cancelled' ? (
            // The order left its driver's list when it was cancelled; say whose it was.
            <span
              className={styles.muted}
            >{`Was with ${order.driverName || `driver ${order.driverId}`}`}</span>
          ) : (
            <span className={styles.driverName}>{name}</span>
          )}
          {order.orderStatus === 'assigned' && (
            <span className={styles.assign}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setChoosing(true)}
                aria-label={`Reassign order ${orderLabel}`}
              >
                Reassign
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMoving(true)}>
                Move run… <span className="visually-hidden">of {name}</span>
              </Button>
            </span>
          )}
        </>
      )}
      {delivery && !order.driverId && order.adminStatus !== 'unassigned' && (
        <span className={styles.muted}>—</span>
      )}
      <StatusAction order={order} orderLabel={orderLabel} />
      {delivery && (
        <AssignDriverDialog
          order={order}
          open={choosing}
          onClose={() => setChoosing(false)}
          adminId={adminId}
        />
      )}
      {delivery && order.driverId && (
        <MoveRunDialog
          driver={moving ? { driverId: order.driverId, name } : null}
          onClose={() => setMoving(false)}
        />
      )}
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
