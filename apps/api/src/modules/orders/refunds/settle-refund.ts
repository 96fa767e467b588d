import { nextRefundState } from '@marketplace/core/money/refunds';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { refunds } from '../../../db/schema.js';
import type { ProviderRefund } from '../../../providers/payments/payment-provider.js';
import { insertOrderEvent } from '../lifecycle/order-events.js';
import { lockOrder } from '../order-records.js';
import type { RefundRow } from './refund-records.js';

/** The provider's answer to one attempt: the refund it holds, or why it made none. */
export type RefundAnswer = { made: ProviderRefund } | { error: string };

/**
 * Records the provider's answer on a refund still 'requested' (core's nextRefundState), with its
 * timeline event (refund or refund_failed, its amount and reason; a refund made is texted to the
 * buyer) in the same transaction. Conditional on the state, so of two answers to one request
 * (the request's own, and the reconciliation sweep's) one is recorded and the other changes
 * nothing. One still on its way (Stripe's 'pending') stays 'requested' with the provider's id,
 * for the reconciliation sweep to settle once the provider says (docs/decisions/142). Answers
 * the refund as it is now, and whether this call settled it.
 */
export async function settleRefund(
  db: Database,
  refundId: string,
  answer: RefundAnswer,
  now: Date,
): Promise<{ refund: RefundRow; settled: boolean }> {
  return db.transaction(async (tx) => {
    // The order's row is locked, as by every writer of its events, before the refund is read.
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    const order = await lockOrder(tx, current!.orderId);
    if ('made' in answer && answer.made.status === 'pending') {
      // On its way, not made: the provider's id is kept, the buyer hears once it is made.
      const [waiting] = await tx
        .update(refunds)
        .set({ providerRefundId: answer.made.id, error: null })
        .where(and(eq(refunds.id, refundId), eq(refunds.state, 'requested')))
        .returning();
      return { refund: waiting ?? current!, settled: false };
    }
    const to = nextRefundState(current!.state, 'made' in answer ? 'succeed' : 'fail');
    const [refund] = to
      ? await tx
          .update(refunds)
          .set(
            'made' in answer
              ? { state: to, providerRefundId: answer.made.id, error: null, settledAt: now }
              : { state: to, error: answer.error, settledAt: now },
          )
          .where(and(eq(refunds.id, refundId), eq(refunds.state, 'requested')))
          .returning()
      : [];
    if (!refund) {
      const [already] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
      return { refund: already!, settled: false };
    }
    await insertOrderEvent(
      tx,
      {
        orderId: order.id,
        fromStatus: order.orderStatus,
        toStatus: order.orderStatus,
        action: refund.state === 'succeeded' ? 'refund' : 'refund_failed',
        actorUserId: refund.actorUserId,
        actorRole: refund.actorRole,
        reason: refund.state === 'succeeded' ? refund.reason : `${refund.reason} (${refund.error})`,
        amountCents: refund.amountCents,
        refundId: refund.id,
        at: now,
      },
      order,
    );
    return { refund, settled: true };
  });
}
