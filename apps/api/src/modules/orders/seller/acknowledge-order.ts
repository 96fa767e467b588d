import type { AcknowledgeBody, SellerOrder } from '@marketplace/contract/seller-orders';
import { ORDER_ALREADY_ACKNOWLEDGED, ORDER_NOT_NEW } from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { storeSummary } from '../../catalog/store-records.js';
import { ORDER_NOT_FOUND } from '../order-records.js';
import { toSellerOrders } from './list-seller-orders.js';

/**
 * POST /api/seller/orders/{orderId}/acknowledge (the order's seller, issue #31): the store has
 * the new order and says when it will be ready: in `readyInMinutes`, or its usual prep time.
 * Once, while the order is new; an order nobody acknowledged is flagged to admins.
 */
export async function acknowledgeOrder(
  deps: { db: Database; clock: () => Date },
  input: { actor: Actor | null; orderId: string; body: AcknowledgeBody },
): Promise<SellerOrder> {
  const { db } = deps;
  await requireAccess({
    db,
    actor: input.actor,
    permission: 'order.markReady',
    ids: [input.orderId],
  });
  const order = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (found.acknowledgedAt) throw new AppError('CONFLICT', ORDER_ALREADY_ACKNOWLEDGED);
    if (found.orderStatus !== 'pending') throw new AppError('CONFLICT', ORDER_NOT_NEW);
    const store = await storeSummary(tx, found.storeId);
    const minutes = input.body.readyInMinutes ?? store?.prepMinutes ?? 20;
    const now = deps.clock();
    const [updated] = await tx
      .update(orders)
      .set({ acknowledgedAt: now, readyBy: new Date(now.getTime() + minutes * 60_000) })
      .where(eq(orders.id, found.id))
      .returning();
    return updated!;
  });
  const [answer] = await toSellerOrders(db, [order]);
  return answer!;
}
