import type { AssignInstructionsAnswer } from '@marketplace/contract/dispatch';
import { orderNeedsIdCheck } from '@marketplace/core/orders/id-check';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { driverNames } from '../../users/driver-records.js';
import {
  instructionsOfOrder,
  planDriverSteps,
  replaceInstructions,
} from '../driver/driver-instructions.js';
import { transitionOrder } from '../lifecycle/transition-order.js';
import { toAdminOrderJson, toDriverInstructionJson } from '../order-json.js';
import { ORDER_NOT_FOUND } from '../order-records.js';
import { refundsOfOrders } from '../refunds/refund-records.js';

/** Ours: the body's adminId is not the caller's. */
export const NOT_YOUR_ADMIN_ID = 'adminId must be your own admin id.';
/** Ours: a step of the current driver's instructions is already done. */
export const DRIVER_ALREADY_STARTED = 'The driver has already started this order.';
/** Ours: the admin's screen showed another driver than the order has now. */
export const ORDER_CHANGED_HANDS =
  'This order was assigned to another driver meanwhile; refresh and try again.';

/**
 * POST /api/admin/assign-instructions: gives a delivery order to a driver with their steps
 * (docs/decisions/091), in one transaction with the lifecycle's assign or reassign (090): the
 * order row is locked, the transition judged by core, the previous driver's unstarted steps
 * replaced. The addresses come from the order itself, never from the request.
 */
export async function assignInstructions(
  deps: { db: Database },
  input: {
    actor: Actor | null;
    orderId: string;
    driverId: string;
    adminId: string;
    /** The driver the admin's screen showed: null for Unassigned; undefined: not said. */
    currentDriverId?: string | null;
  },
): Promise<AssignInstructionsAnswer> {
  const { db } = deps;
  const { orderId, driverId, currentDriverId } = input;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.assign' });
  if (input.adminId !== actor.adminId) throw new AppError('FORBIDDEN', NOT_YOUR_ADMIN_ID);
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);

  const done = await db.transaction(async (tx) => {
    // Locked before deciding assign or reassign, so the decision is made on the latest state.
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (currentDriverId && currentDriverId !== locked.driverId) {
      throw new AppError('CONFLICT', ORDER_CHANGED_HANDS);
    }
    const reassigning =
      currentDriverId === undefined ? locked.orderStatus !== 'pending' : currentDriverId !== null;
    const previous = await instructionsOfOrder(tx, orderId);
    const { order } = await transitionOrder(tx, {
      orderId,
      action: reassigning ? 'reassign' : 'assign',
      actor,
      driverId,
    });
    if (previous.some((step) => step.status === 'complete')) {
      throw new AppError('CONFLICT', DRIVER_ALREADY_STARTED);
    }
    const stores = await storeSummaries(tx, [order.storeId]);
    const store = stores.get(order.storeId) ?? null;
    const steps = planDriverSteps({
      order,
      store,
      needsIdCheck: orderNeedsIdCheck(order.products),
    });
    const instructions = await replaceInstructions(tx, { orderId, driverId, steps });
    const driverName = (await driverNames(tx, [driverId])).get(driverId) ?? null;
    return { order, store, instructions, driverName };
  });

  const refunds = (await refundsOfOrders(db, [done.order.id])).get(done.order.id) ?? [];
  return {
    isAssigned: true,
    order: toAdminOrderJson({
      order: done.order,
      store: done.store,
      driverName: done.driverName,
      refunds,
    }),
    instructions: done.instructions.map(toDriverInstructionJson),
  };
}
