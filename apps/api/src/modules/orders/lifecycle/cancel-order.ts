import type { OrderChangeAnswer } from '@marketplace/contract/dispatch';
import {
  ORDER_NO_REFUND_TO_RETRY,
  orderCancelledNoPayment,
  orderCancelledRefunded,
  orderCancelledRefundFailed,
  orderCancelledRefundPending,
  orderRefunded,
  orderRefundFailed,
} from '@marketplace/core/constants/messages';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database, Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { driverInstructions, orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { CatalogCache } from '../../catalog/catalog-cache.js';
import { lockProducts, returnStock } from '../../catalog/stock.js';
import { toAdminOrders } from '../dispatch/admin-orders.js';
import { ORDER_NOT_FOUND, type OrderRecord } from '../order-records.js';
import { type RefundDeps, refundOrder } from './refund-order.js';
import { transitionOrder } from './transition-order.js';

/**
 * The provider's id of a paid payment session, or null when it was never paid: checkout owns
 * payment sessions and app.ts hands its lookup to the orders routes (orders never imports it).
 */
export type PaidSessionLookup = (db: Executor, paymentSessionId: string) => Promise<string | null>;

export type RetryRefundDeps = RefundDeps & {
  db: Database;
  paidProviderSessionId: PaidSessionLookup;
};
export type CancelOrderDeps = RetryRefundDeps & { catalogCache: CatalogCache };

/**
 * POST /api/orders/{id}/cancel (admin, docs/decisions/094). One transaction cancels the order
 * with its reason (core judges; the order row is locked, so of two admins one cancels and the
 * other gets 409), gives every unit back to the store's stock, takes the order off its driver's
 * list, and marks a card payment's refund 'requested'. Then the provider refunds it, once: a
 * failure is answered 502 and left 'failed' for `retryRefund`; the cancellation stands.
 */
export async function cancelOrder(
  deps: CancelOrderDeps,
  input: { actor: Actor | null; orderId: string; reason: string },
): Promise<OrderChangeAnswer> {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.cancel' });
  const { order, refund } = await cancelAndRefund(deps, { ...input, actor, action: 'cancel' });
  const name = shortOrderId(order.id);
  if (!refund) return answer(db, order.id, orderCancelledNoPayment(name));
  if (!refund.ok) {
    throw new AppError('PAYMENT_PROVIDER_FAILED', orderCancelledRefundFailed(name, refund.error), {
      details: { order: await adminOrder(db, order.id) },
    });
  }
  const message =
    refund.refund.status === 'succeeded'
      ? orderCancelledRefunded(name, refund.amount)
      : orderCancelledRefundPending(name, refund.amount);
  return answer(db, order.id, message);
}

/**
 * Cancels an order (an admin's cancel, or its store's decline: core judges who may) and refunds
 * its card payment: one transaction cancels it with its reason (the order row is locked, so of
 * two at once one cancels and the other gets 409), gives every unit back to the store's stock,
 * takes the order off its driver's list and marks the refund 'requested'; then the provider
 * refunds it, once. `refund` is null when there was no card payment; a failed refund is left
 * 'failed' for an admin's `retryRefund`, the cancellation standing.
 */
export async function cancelAndRefund(
  deps: CancelOrderDeps,
  input: { actor: Actor; orderId: string; reason: string; action: 'cancel' | 'decline' },
) {
  const { db } = deps;
  const { order, providerSessionId } = await db.transaction(async (tx) => {
    const { order } = await transitionOrder(tx, {
      orderId: input.orderId,
      action: input.action,
      actor: input.actor,
      reason: input.reason,
    });
    await tx.delete(driverInstructions).where(eq(driverInstructions.orderId, order.id));
    await giveStockBack(tx, order);
    const providerSessionId = order.paymentSessionId
      ? await deps.paidProviderSessionId(tx, order.paymentSessionId)
      : null;
    if (providerSessionId) {
      await tx.update(orders).set({ refundStatus: 'requested' }).where(eq(orders.id, order.id));
    }
    return { order, providerSessionId };
  });
  await deps.catalogCache.settle();
  const refund = providerSessionId ? await refundOrder(deps, order, providerSessionId) : null;
  return { order, refund };
}

/**
 * POST /api/orders/{id}/refund (admin): tries a failed refund again. Claiming it ('failed' →
 * 'requested') under the order's lock means two admins retrying at once make one attempt.
 */
export async function retryRefund(
  deps: RetryRefundDeps,
  input: { actor: Actor | null; orderId: string },
): Promise<OrderChangeAnswer> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'order.cancel' });
  if (!isUuid(input.orderId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const claimed = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const providerSessionId =
      order.refundStatus === 'failed' && order.paymentSessionId
        ? await deps.paidProviderSessionId(tx, order.paymentSessionId)
        : null;
    if (!providerSessionId) throw new AppError('CONFLICT', ORDER_NO_REFUND_TO_RETRY);
    await tx.update(orders).set({ refundStatus: 'requested' }).where(eq(orders.id, order.id));
    return { order, providerSessionId };
  });
  const name = shortOrderId(claimed.order.id);
  const outcome = await refundOrder(deps, claimed.order, claimed.providerSessionId);
  if (!outcome.ok) {
    throw new AppError('PAYMENT_PROVIDER_FAILED', orderRefundFailed(name, outcome.error), {
      details: { order: await adminOrder(db, claimed.order.id) },
    });
  }
  return answer(db, claimed.order.id, orderRefunded(name, outcome.amount));
}

/** Every unit of the order back on its product's shelf (products locked in id order, last). */
async function giveStockBack(tx: Executor, order: OrderRecord): Promise<void> {
  const units = new Map<string, number>();
  for (const line of order.products) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  await lockProducts(tx, [...units.keys()]);
  await returnStock(tx, units);
}

async function adminOrder(db: Executor, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [json] = await toAdminOrders(db, [order!]);
  return json!;
}

async function answer(db: Executor, orderId: string, message: string): Promise<OrderChangeAnswer> {
  return { status: 200, message, order: await adminOrder(db, orderId) };
}
