import type { OrderChangeAnswer } from '@marketplace/contract/dispatch';
import type { RefundBody } from '@marketplace/contract/refunds';
import {
  orderRefunded,
  REFUND_LINES_OR_AMOUNT,
  refundFailed,
  refundPending,
} from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { type Actor, requireAccess } from '../../../access.js';
import { AppError } from '../../../errors.js';
import { adminOrder, orderChangeAnswer } from '../dispatch/admin-orders.js';
import { lockOrder } from '../order-records.js';
import { holdRefund, type RefundAsk } from './hold-refund.js';
import type { RefundRow } from './refund-records.js';
import { type RefundingDeps, sendRefund } from './send-refund.js';

/**
 * POST /api/orders/{id}/refunds (admin, issue #35): refunds chosen units of the order's lines
 * (with their tax and share of the discount) or an amount, with a reason, at any point of the
 * order's life. The refund is held under the order's lock (so two admins refunding the same line
 * at once refund it once: the second is told it was taken), then asked of the provider.
 */
export async function refundOrder(
  deps: RefundingDeps,
  input: { actor: Actor | null; orderId: string; body: RefundBody },
): Promise<OrderChangeAnswer> {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.refund' });
  const { lines, amountCents, reason } = input.body;
  if ((lines === undefined) === (amountCents === undefined)) {
    throw new AppError('VALIDATION_FAILED', REFUND_LINES_OR_AMOUNT);
  }
  const ask: RefundAsk = lines
    ? { cause: 'lines', lines }
    : { cause: 'amount', amountCents: amountCents! };
  const { held, providerSessionId } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const providerSessionId = order.paymentSessionId
      ? await deps.paidProviderSessionId(tx, order.paymentSessionId)
      : null;
    // An order without a card payment on record is refused by holdRefund.
    const held = await holdRefund(tx, {
      order: providerSessionId ? order : { ...order, capturedCents: null },
      ask,
      reason: reason.trim(),
      actor,
      now: deps.clock(),
    });
    return { held: held!, providerSessionId: providerSessionId! };
  });
  return answerRefund(deps, await sendRefund(deps, held, providerSessionId));
}

/** 200 with the order for a refund made or on its way; 502 with the order for one that failed. */
export async function answerRefund(
  deps: Pick<RefundingDeps, 'db'>,
  refund: RefundRow,
): Promise<OrderChangeAnswer> {
  const name = shortOrderId(refund.orderId);
  const amount = formatUsd(refund.amountCents);
  if (refund.state === 'failed') {
    throw new AppError('PAYMENT_PROVIDER_FAILED', refundFailed(name, amount, refund.error ?? ''), {
      details: { order: await adminOrder(deps.db, refund.orderId) },
    });
  }
  const message =
    refund.state === 'succeeded' ? orderRefunded(name, amount) : refundPending(name, amount);
  return orderChangeAnswer(deps.db, refund.orderId, message);
}
