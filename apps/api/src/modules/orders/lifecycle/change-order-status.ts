import type { AdminOrder } from '@marketplace/contract/dispatch';
import type { IdCheckBody } from '@marketplace/contract/orders';
import { ID_CHECK_NOT_NEEDED, PICKUP_UNDER_AGE } from '@marketplace/core/constants/messages';
import { orderMethod } from '@marketplace/core/constants/order-types';
import { orderNeedsIdCheck } from '@marketplace/core/orders/id-check';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { toAdminOrders } from '../dispatch/admin-orders.js';
import { ORDER_NOT_FOUND } from '../order-records.js';
import { recordIdCheck } from './record-id-check.js';
import { transitionOrder } from './transition-order.js';

/**
 * PATCH /api/orders/{id}/status: an admin makes a pickup order ready and completes an order
 * (docs/decisions/090), with an optional note for the timeline. Core judges the transition.
 * Completing a pickup order with a 21+ line is its hand-over at the counter: it takes the ID
 * check (what was sold decides, docs/decisions/117). Under 21 the outcome is kept and the order
 * is not completed (409): the admin cancels it to refund the buyer.
 */
export async function changeOrderStatus(
  deps: { db: Database; clock: () => Date },
  input: {
    actor: Actor | null;
    orderId: string;
    action: 'mark_ready' | 'complete';
    reason?: string;
    idCheck?: IdCheckBody;
  },
): Promise<AdminOrder> {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.updateStatus' });
  if (!isUuid(input.orderId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const atTheCounter =
      input.action === 'complete' &&
      orderMethod(found.orderType) === 'pickup' &&
      orderNeedsIdCheck(found.products);
    if (input.idCheck && !atTheCounter)
      throw new AppError('VALIDATION_FAILED', ID_CHECK_NOT_NEEDED);
    if (atTheCounter && found.orderStatus === 'ready_for_pickup') {
      const { passed } = await recordIdCheck(tx, {
        clock: deps.clock,
        order: found,
        idCheck: input.idCheck,
      });
      if (!passed) return { refused: true as const };
    }
    const { order } = await transitionOrder(tx, {
      orderId: input.orderId,
      action: input.action,
      actor,
      reason: input.reason ?? null,
    });
    return { refused: false as const, order };
  });
  // Kept, not rolled back: the order shows the failed check to whoever opens it next.
  if (outcome.refused) throw new AppError('CONFLICT', PICKUP_UNDER_AGE);
  const [json] = await toAdminOrders(db, [outcome.order]);
  return json!;
}
