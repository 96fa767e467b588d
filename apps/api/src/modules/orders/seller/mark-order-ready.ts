import type { SellerOrder } from '@marketplace/contract/seller-orders';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { transitionOrder } from '../lifecycle/transition-order.js';
import { toSellerOrders } from './list-seller-orders.js';

/**
 * POST /api/seller/orders/{orderId}/ready (the order's seller): a pickup order is made and waits
 * at the counter (the lifecycle's `mark_ready`, issue #31); the buyer is texted and sees it live.
 */
export async function markOrderReady(
  deps: { db: Database },
  input: { actor: Actor | null; orderId: string },
): Promise<SellerOrder> {
  const { db } = deps;
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'order.markReady',
    ids: [input.orderId],
  });
  const { order } = await db.transaction((tx) =>
    transitionOrder(tx, { orderId: input.orderId, action: 'mark_ready', actor }),
  );
  const [answer] = await toSellerOrders(db, [order]);
  return answer!;
}
