import type { OrderChangeAnswer } from '@marketplace/contract/dispatch';
import {
  orderCancelledNoPayment,
  orderCancelledRefunded,
  orderCancelledRefundFailed,
  orderCancelledRefundPending,
} from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { unitsLeft } from '@marketplace/core/money/refunds';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { driverInstructions } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { CatalogCache } from '../../catalog/catalog-cache.js';
import { lockProducts, returnStock } from '../../catalog/stock.js';
import { adminOrder, orderChangeAnswer as answer } from '../dispatch/admin-orders.js';
import type { OrderRecord } from '../order-records.js';
import { holdRefund } from '../refunds/hold-refund.js';
import { type RefundingDeps, sendRefund } from '../refunds/send-refund.js';
import { transitionOrder } from './transition-order.js';

export type CancelOrderDeps = RefundingDeps & { catalogCache: CatalogCache };

/**
 * POST /api/orders/{id}/cancel (admin, docs/decisions/094, 140). One transaction cancels the
 * order with its reason (core judges; the order row is locked, so of two admins one cancels and
 * the other gets 409), gives every unit back to the store's stock, takes the order off its
 * driver's list, and holds a refund of what is left to refund. Then the provider refunds it,
 * once: a failure is answered 502 and left 'failed' for a retry; the cancellation stands.
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
  const amount = formatUsd(refund.amountCents);
  if (refund.state === 'failed') {
    throw new AppError(
      'PAYMENT_PROVIDER_FAILED',
      orderCancelledRefundFailed(name, refund.error ?? ''),
      { details: { order: await adminOrder(db, order.id) } },
    );
  }
  const message =
    refund.state === 'succeeded'
      ? orderCancelledRefunded(name, amount)
      : orderCancelledRefundPending(name, amount);
  return answer(db, order.id, message);
}

/**
 * Cancels an order (an admin's cancel, or its store's decline: core judges who may) and refunds
 * what is left of its card payment: one transaction cancels it with its reason (the order row is
 * locked, so of two at once one cancels and the other gets 409), gives every unit back to the
 * store's stock, takes the order off its driver's list and holds the refund; then the provider
 * refunds it, once. `refund` is null when there was nothing to refund; a failed refund is left
 * 'failed' for an admin's retry, the cancellation standing.
 */
export async function cancelAndRefund(
  deps: CancelOrderDeps,
  input: { actor: Actor; orderId: string; reason: string; action: 'cancel' | 'decline' },
) {
  const { order, held, providerSessionId } = await deps.db.transaction((tx) =>
    cancelAndHoldRefund(tx, deps, input),
  );
  await deps.catalogCache.settle();
  const refund = held && providerSessionId ? await sendRefund(deps, held, providerSessionId) : null;
  return { order, refund };
}

/**
 * The cancellation's transaction, for a caller that has more to write in it (items the store
 * lacked): the order cancelled with its event, its driver's steps removed, its units back on the
 * shelf but those the store lacked, and a refund of what is left held for the provider.
 */
export async function cancelAndHoldRefund(
  tx: Executor,
  deps: Pick<CancelOrderDeps, 'paidProviderSessionId' | 'clock'>,
  input: {
    actor: Actor | 'system';
    orderId: string;
    reason: string;
    action: 'cancel' | 'decline';
  },
) {
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
  const held = providerSessionId
    ? await holdRefund(tx, {
        order,
        ask: { cause: 'cancel' },
        reason: input.reason,
        actor: input.actor === 'system' ? null : input.actor,
        now: deps.clock(),
      })
    : null;
  return { order, held, providerSessionId };
}

/**
 * Every unit of the order back on its product's shelf, but those the store did not have (marked
 * unavailable: they never left it). Products locked in id order, last.
 */
async function giveStockBack(tx: Executor, order: OrderRecord): Promise<void> {
  const left = unitsLeft(order.products, order.unavailableUnits);
  const units = new Map<string, number>();
  order.products.forEach((line, index) => {
    if (left[index]! > 0)
      units.set(line.productId, (units.get(line.productId) ?? 0) + left[index]!);
  });
  await lockProducts(tx, [...units.keys()]);
  await returnStock(tx, units);
}
