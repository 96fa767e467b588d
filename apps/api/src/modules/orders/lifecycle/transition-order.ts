import {
  DRIVER_NOT_FOUND,
  ORDER_CANCEL_REASON_REQUIRED,
  orderStatusUnknown,
} from '@marketplace/core/constants/messages';
import {
  isOrderStatus,
  nextOrderStatus,
  type OrderAction,
  type OrderActor,
} from '@marketplace/core/orders/order-lifecycle';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { findDriver } from '../../users/driver-records.js';
import { lockOrder, type OrderRecord } from '../order-records.js';
import { isCarriedBy, isSoldBy } from '../ownership.js';
import { insertOrderEvent, type OrderEventRecord } from './order-events.js';

export type TransitionOrderInput = {
  orderId: string;
  action: OrderAction;
  /** The logged-in user causing it, or the system (payment). */
  actor: Actor | 'system';
  /** Why; required to cancel. */
  reason?: string | null;
  /** The driver id (`users.driver_id`) to give the order to: assign and reassign only. */
  driverId?: string | null;
  /** When the driver should reach the door, for the texts that say so (issue #34). */
  arrivesAround?: Date | null;
};

/**
 * Moves an order one step along the lifecycle (docs/decisions/090), inside the caller's
 * transaction: locks the order row, asks core, writes the new status (and driver) and the
 * `order_events` row together. Refusals change nothing: 409 for a transition the order's status
 * rules out or one already made, 403 for an actor who may not make it, 404 for an unknown order
 * or driver, 400 for a cancellation without a reason. Access to the route and its records is the
 * calling operation's (`requireAccess`); who may move an order is core's.
 */
export async function transitionOrder(
  tx: Executor,
  input: TransitionOrderInput,
): Promise<{ order: OrderRecord; event: OrderEventRecord }> {
  const { orderId, action, actor } = input;
  const order = await lockOrder(tx, orderId);
  const status = order.orderStatus;
  if (!isOrderStatus(status)) throw new AppError('CONFLICT', orderStatusUnknown(status));

  const assigning = action === 'assign' || action === 'reassign';
  const driverId = assigning ? (input.driverId ?? '') : null;
  const result = nextOrderStatus({
    status,
    orderType: order.orderType,
    action,
    actor: lifecycleActor(actor, order),
    sameDriver: assigning && driverId === order.driverId,
  });
  if (!result.ok) {
    throw new AppError(result.refusal === 'wrong_actor' ? 'FORBIDDEN' : 'CONFLICT', result.reason);
  }
  if (driverId !== null && !(await findDriver(tx, driverId))) {
    throw new AppError('NOT_FOUND', DRIVER_NOT_FOUND);
  }
  const reason = input.reason?.trim() || null;
  if ((action === 'cancel' || action === 'decline') && !reason) {
    throw new AppError('VALIDATION_FAILED', ORDER_CANCEL_REASON_REQUIRED);
  }

  const [updated] = await tx
    .update(orders)
    .set({ orderStatus: result.to, ...(driverId !== null ? { driverId } : {}) })
    .where(eq(orders.id, orderId))
    .returning();
  const event = await insertOrderEvent(
    tx,
    {
      orderId,
      fromStatus: status,
      toStatus: result.to,
      action,
      actorUserId: actor === 'system' ? null : actor.id,
      actorRole: actor === 'system' ? 'system' : actor.role,
      driverId,
      reason,
    },
    updated!,
    input.arrivesAround,
  );
  return { order: updated!, event };
}

/** The actor as the lifecycle sees them: their role, and whether they drive this order. */
export function lifecycleActor(actor: Actor | 'system', order: OrderRecord): OrderActor {
  if (actor === 'system') return { kind: 'system' };
  return {
    kind: actor.role,
    // Core counts it for drivers only (a former driver keeps their driver id).
    isAssignedDriver: actor.driverId !== null && isCarriedBy(actor.driverId, order),
    isStoreSeller: actor.sellerId !== null && isSoldBy(actor.sellerId, order),
  };
}
