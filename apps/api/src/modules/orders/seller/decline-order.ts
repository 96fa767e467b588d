import type { SellerOrderChange } from '@marketplace/contract/seller-orders';
import { orderDeclined } from '@marketplace/core/constants/messages';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { type Actor, requireAccess } from '../../../access.js';
import { type CancelOrderDeps, cancelAndRefund } from '../lifecycle/cancel-order.js';
import { toSellerOrders } from './list-seller-orders.js';

/**
 * POST /api/seller/orders/{orderId}/decline (the order's seller, issue #31): a new order the
 * store cannot make is cancelled with its reason and refunded as an admin's cancel is; the
 * buyer is texted why. A refund the provider failed is left for admins to retry (their console
 * shows it), so the store hears only that the order is declined.
 */
export async function declineOrder(
  deps: CancelOrderDeps,
  input: { actor: Actor | null; orderId: string; reason: string },
): Promise<SellerOrderChange> {
  const actor = await requireAccess({
    db: deps.db,
    actor: input.actor,
    permission: 'order.decline',
    ids: [input.orderId],
  });
  const { order } = await cancelAndRefund(deps, { ...input, actor, action: 'decline' });
  const [json] = await toSellerOrders(deps.db, [order]);
  return { message: orderDeclined(shortOrderId(order.id)), order: json! };
}
