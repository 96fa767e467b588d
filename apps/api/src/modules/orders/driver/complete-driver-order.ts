import type { CompleteOrderAnswer } from '@marketplace/contract/driver';
import { ORDER_STEPS_UNFINISHED } from '@marketplace/core/constants/messages';
import { allStepsComplete } from '@marketplace/core/orders/driver-steps';
import type { OrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { transitionOrder } from '../lifecycle/transition-order.js';
import { ORDER_NOT_FOUND } from '../order-records.js';
import { isCarriedBy } from '../ownership.js';
import { requireDriverAccess } from './driver-access.js';
import { instructionsOfOrder } from './driver-instructions.js';

/**
 * PATCH /api/orders/{orderId}/complete `{driverId}` (the driver, or an admin): the review screen's
 * 'Complete Order', once every step is done (409 before). The order is completed by its driver
 * (docs/decisions/095); asking again answers the same, recording nothing.
 */
export async function completeDriverOrder(
  deps: { db: Database },
  input: { actor: Actor | null; orderId: string; driverId: string },
): Promise<CompleteOrderAnswer> {
  const { db } = deps;
  const { orderId, driverId } = input;
  const actor = await requireDriverAccess(db, input.actor, driverId);
  if (!isUuid(orderId) || !isUuid(driverId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const status = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !isCarriedBy(driverId, order)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (order.orderStatus === 'completed') return order.orderStatus;
    if (!allStepsComplete(await instructionsOfOrder(tx, orderId))) {
      throw new AppError('CONFLICT', ORDER_STEPS_UNFINISHED);
    }
    const { order: completed } = await transitionOrder(tx, { orderId, action: 'complete', actor });
    return completed.orderStatus;
  });
  return { status: 'complete', orderId, orderStatus: status as OrderStatus };
}
