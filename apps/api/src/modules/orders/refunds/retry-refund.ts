import type { OrderChangeAnswer } from '@marketplace/contract/dispatch';
import { ORDER_NO_REFUND_TO_RETRY } from '@marketplace/core/constants/messages';
import { nextRefundState } from '@marketplace/core/money/refunds';
import { and, eq, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { isUuid } from '../../../db/ids.js';
import { orders, refunds } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { ORDER_NOT_FOUND } from '../order-records.js';
import { answerRefund } from './refund-order.js';
import { type RefundingDeps, sendRefund } from './send-refund.js';

/**
 * POST /api/orders/{id}/refunds/{refundId}/retry (admin): asks the provider again for a refund
 * it refused. Claiming it ('failed' → 'requested', core's nextRefundState) is one conditional
 * UPDATE, so two admins retrying at once make one attempt and the other is told 409. The attempt
 * gets a new key (the provider answers a reused one with its earlier refusal); the adapter looks
 * the refund up by our id first, so none is made twice.
 */
export async function retryRefund(
  deps: RefundingDeps,
  input: { actor: Actor | null; orderId: string; refundId: string },
): Promise<OrderChangeAnswer> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'order.refund' });
  if (!isUuid(input.orderId) || !isUuid(input.refundId)) {
    throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const providerSessionId = order.paymentSessionId
    ? await deps.paidProviderSessionId(db, order.paymentSessionId)
    : null;
  const retried = nextRefundState('failed', 'retry')!;
  const [claimed] = providerSessionId
    ? await db
        .update(refunds)
        .set({
          state: retried,
          attempts: sql`${refunds.attempts} + 1`,
          idempotencyKey: sql`'refund-' || ${refunds.id} || '-' || (${refunds.attempts} + 1)`,
          error: null,
          // A new attempt: the sweep's grace starts again, so it never races this one.
          requestedAt: deps.clock(),
          settledAt: null,
        })
        .where(
          and(
            eq(refunds.id, input.refundId),
            eq(refunds.orderId, order.id),
            eq(refunds.state, 'failed'),
          ),
        )
        .returning()
    : [];
  if (!claimed) throw new AppError('CONFLICT', ORDER_NO_REFUND_TO_RETRY);
  return answerRefund(deps, await sendRefund(deps, claimed, providerSessionId!));
}
