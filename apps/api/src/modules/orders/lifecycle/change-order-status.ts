import type { AdminOrder } from '@marketplace/contract/dispatch';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { toAdminOrders } from '../dispatch/admin-orders.js';
import { transitionOrder } from './transition-order.js';

/**
 * PATCH /api/orders/{id}/status: an admin makes a pickup order ready and completes an order
 * (docs/decisions/090), with an optional note for the timeline. Core judges the transition.
 */
export async function changeOrderStatus(
  deps: { db: Database },
  input: {
    actor: Actor | null;
    orderId: string;
    action: 'mark_ready' | 'complete';
    reason?: string;
  },
): Promise<AdminOrder> {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.updateStatus' });
  const order = await db.transaction(async (tx) => {
    const { order } = await transitionOrder(tx, {
      orderId: input.orderId,
      action: input.action,
      actor,
      reason: input.reason ?? null,
    });
    return order;
  });
  const [json] = await toAdminOrders(db, [order]);
  return json!;
}
