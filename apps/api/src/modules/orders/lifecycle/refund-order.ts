import { formatUsd } from '@marketplace/core/money/format-usd';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import type {
  PaymentProvider,
  ProviderRefund,
} from '../../../providers/payments/payment-provider.js';
import type { OrderRecord } from '../order-records.js';

export type RefundDeps = { db: Executor; payments: PaymentProvider; clock: () => Date };

/** How a refund asked of the provider ended: made (or on its way), or why not. */
export type RefundOutcome =
  | { ok: true; refund: ProviderRefund; amount: string }
  | { ok: false; error: string };

/**
 * Asks the provider to refund a cancelled order's payment and records the answer on the order
 * (docs/decisions/094). Runs after the cancellation committed, outside any transaction, so no
 * lock is held while the provider is called. The key is the order's: every attempt for one
 * order is the same request to the provider, which answers a repeat with the refund it made.
 */
export async function refundOrder(
  deps: RefundDeps,
  order: OrderRecord,
  providerSessionId: string,
): Promise<RefundOutcome> {
  let refund: ProviderRefund;
  try {
    refund = await deps.payments.refundPayment({
      providerSessionId,
      amountCents: order.totalAmountCents,
      orderId: order.id,
      idempotencyKey: `refund-order-${order.id}`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A refund recorded meanwhile (a racing retry that got through) is never marked failed.
    await deps.db
      .update(orders)
      .set({ refundStatus: 'failed', refundError: message })
      .where(and(eq(orders.id, order.id), ne(orders.refundStatus, 'refunded')));
    return { ok: false, error: message.endsWith('.') ? message : `${message}.` };
  }
  await deps.db
    .update(orders)
    .set({
      refundStatus: 'refunded',
      refundId: refund.id,
      refundedCents: refund.amountCents,
      refundError: null,
      refundedAt: deps.clock(),
    })
    .where(eq(orders.id, order.id));
  return { ok: true, refund, amount: formatUsd(refund.amountCents) };
}
