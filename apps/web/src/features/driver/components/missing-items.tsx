import type { DriverOrder } from '@marketplace/contract/driver';
import { judgeUnavailableItems } from '@marketplace/core/orders/unavailable-items';
import { useState } from 'react';
import { shortOrderId } from '../../../lib/format-order';
import { UnavailableItemsDialog } from '../../../ui/unavailable-items-dialog';
import { driverStepsKeys } from '../api/get-driver-steps';
import styles from './driver-work.module.css';

/**
 * At the pick-up (issue #35): the store hands over less than the list. Before completing the
 * step, the driver marks the units it could not supply; they are refunded and the buyer texted,
 * and with nothing left the order is cancelled and leaves the driver's list.
 */
export function MissingItems({ order, driverId }: { order: DriverOrder; driverId: string }) {
  const [open, setOpen] = useState(false);
  const atPickUp = judgeUnavailableItems({
    status: order.orderStatus,
    actor: { kind: 'driver', isAssignedDriver: true },
  }).ok;
  if (!atPickUp) return null;
  return (
    <>
      <button type="button" className={styles.textAction} onClick={() => setOpen(true)}>
        Items missing at the store?
      </button>
      <UnavailableItemsDialog
        open={open}
        onClose={() => setOpen(false)}
        orderId={order._id}
        number={shortOrderId(order._id)}
        lines={order.items}
        stale={[driverStepsKeys.driver(driverId)]}
      />
    </>
  );
}
