import type { UnavailableLinesBody } from '@marketplace/contract/refunds';
import {
  itemsMarkedUnavailable,
  itemsMarkedUnavailableUnpaid,
  itemsUnavailableReason,
  ORDER_NOTHING_AVAILABLE,
  orderNothingAvailable,
  orderNothingAvailableUnpaid,
  orderStatusUnknown,
  REFUND_LINES_TAKEN,
} from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { isOrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { describeUnits, judgeUnavailableItems } from '@marketplace/core/orders/unavailable-items';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { orders, refunds } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { CatalogCache } from '../../catalog/catalog-cache.js';
import { cancelAndHoldRefund } from '../lifecycle/cancel-order.js';
import { insertOrderEvent } from '../lifecycle/order-events.js';
import { lifecycleActor } from '../lifecycle/transition-order.js';
import { lockOrder } from '../order-records.js';
import { holdRefund } from './hold-refund.js';
import { everyUnitLeft, linesWorth, unitsAreLeft } from './refund-records.js';
import { type RefundingDeps, sendRefund } from './send-refund.js';

/**
 * POST /api/orders/{id}/unavailable-lines (issue #35): the store's seller, or the driver at
 * pick-up, marks units the store cannot supply. Under the order's lock: core judges who may and
 * when; the units must still be on the order (two people marking the same line at once mark it
 * once); an `item_unavailable` event goes on the timeline with the units' worth, and their refund
 * is held. When nothing is left, the order is cancelled by the system and the rest refunded.
 * Then the provider refunds it (the buyer is texted by the refund's event).
 */
export async function markUnavailable(
  deps: RefundingDeps & { catalogCache: CatalogCache },
  input: { actor: Actor | null; orderId: string; body: UnavailableLinesBody },
): Promise<{ status: 200; message: string }> {
  const { db } = deps;
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'order.markUnavailable',
    ids: [input.orderId],
  });
  const units = input.body.lines;
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!isOrderStatus(order.orderStatus)) {
      throw new AppError('CONFLICT', orderStatusUnknown(order.orderStatus));
    }
    const judged = judgeUnavailableItems({
      status: order.orderStatus,
      actor: lifecycleActor(actor, order),
    });
    if (!judged.ok) throw new AppError('CONFLICT', judged.reason);
    const earlier = await tx.select().from(refunds).where(eq(refunds.orderId, order.id));
    if (units.some(({ line }) => !order.products[line]) || !unitsAreLeft(order, earlier, units)) {
      throw new AppError('CONFLICT', REFUND_LINES_TAKEN);
    }
    const reason = itemsUnavailableReason(describeUnits(order.products, units));
    const unitsOf = (line: number) =>
      units.filter((unit) => unit.line === line).reduce((sum, unit) => sum + unit.quantity, 0);
    await insertOrderEvent(
      tx,
      {
        orderId: order.id,
        fromStatus: order.orderStatus,
        toStatus: order.orderStatus,
        action: 'item_unavailable',
        actorUserId: actor.id,
        actorRole: actor.role,
        reason,
        amountCents: linesWorth(order, earlier, units),
      },
      order,
    );
    await tx
      .update(orders)
      .set({ unavailableUnits: [...order.unavailableUnits, ...units] })
      .where(eq(orders.id, order.id));
    const providerSessionId = order.paymentSessionId
      ? await deps.paidProviderSessionId(tx, order.paymentSessionId)
      : null;
    if (everyUnitLeft(order, earlier).every(({ line, quantity }) => quantity <= unitsOf(line))) {
      // One refund of everything left, fees and tips too.
      const cancelled = await cancelAndHoldRefund(tx, deps, {
        actor: 'system',
        orderId: order.id,
        reason: ORDER_NOTHING_AVAILABLE,
        action: 'cancel',
      });
      return { cancelled: true, held: cancelled.held, providerSessionId };
    }
    const held = providerSessionId
      ? await holdRefund(tx, {
          order,
          ask: { cause: 'item_unavailable', lines: units },
          reason,
          actor,
          now: deps.clock(),
        })
      : null;
    return { cancelled: false, held, providerSessionId };
  });
  if (outcome.cancelled) await deps.catalogCache.settle();
  const { held, providerSessionId } = outcome;
  if (held && providerSessionId) await sendRefund(deps, held, providerSessionId);
  const name = shortOrderId(input.orderId);
  if (!providerSessionId) {
    // A seeded or hand-made order: nothing was paid by card, so nothing is being refunded.
    return {
      status: 200,
      message: outcome.cancelled
        ? orderNothingAvailableUnpaid(name)
        : itemsMarkedUnavailableUnpaid(name),
    };
  }
  const amount = formatUsd(held?.amountCents ?? 0);
  return {
    status: 200,
    message: outcome.cancelled
      ? orderNothingAvailable(name, amount)
      : itemsMarkedUnavailable(name, amount),
  };
}
