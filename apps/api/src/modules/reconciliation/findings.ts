import type { ReconciliationFinding } from '@marketplace/contract/reconciliation';
import {
  reconciledPaymentAmountDiffers,
  reconciledPaymentRecorded,
  reconciledPaymentUnknown,
  reconciledRefundFailed,
  reconciledRefundFound,
  reconciledRefundMade,
} from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { needsPerson } from '@marketplace/core/money/reconciliation';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reconciliationFindings } from '../../db/schema.js';
import type { PaymentReconciled } from '../checkout/reconcile-payments.js';
import type { RefundReconciled } from '../orders/refunds/reconcile-refunds.js';

export type FindingRow = typeof reconciliationFindings.$inferSelect;
/** A finding as a sweep reports it; when and whether it is resolved follow from its kind. */
export type NewFinding = Omit<
  typeof reconciliationFindings.$inferInsert,
  'id' | 'foundAt' | 'resolvedAt' | 'resolvedByUserId'
>;

/** What the refund sweep did, as a finding: made (fixed), or not made (a person retries it). */
export function refundFinding({ refund, how }: RefundReconciled): NewFinding {
  const order = shortOrderId(refund.orderId);
  const amount = formatUsd(refund.amountCents);
  const made = how === 'found_made' || how === 'made_now';
  return {
    kind: made ? 'refund_settled' : 'refund_failed',
    refundId: refund.id,
    orderId: refund.orderId,
    amountCents: refund.amountCents,
    detail: made
      ? (how === 'found_made' ? reconciledRefundFound : reconciledRefundMade)(order, amount)
      : reconciledRefundFailed(order, amount, refund.error ?? ''),
  };
}

/** What the payment sweep did, as a finding: the order recorded, or a payment for a person. */
export function paymentFinding(reconciled: PaymentReconciled): NewFinding {
  const { payment } = reconciled;
  const amount = formatUsd(payment.amountTotalCents);
  const base = { providerSessionId: payment.id, amountCents: payment.amountTotalCents };
  switch (reconciled.how) {
    case 'recorded':
      return {
        ...base,
        kind: 'payment_recorded',
        orderId: reconciled.orderId,
        detail: reconciledPaymentRecorded(shortOrderId(reconciled.orderId), amount),
      };
    case 'unknown':
      return {
        ...base,
        kind: 'payment_needs_person',
        detail: reconciledPaymentUnknown(amount, payment.id),
      };
    case 'amount_differs':
      return {
        ...base,
        kind: 'payment_needs_person',
        detail: reconciledPaymentAmountDiffers(
          amount,
          formatUsd(reconciled.pricedCents),
          payment.id,
        ),
      };
  }
}

/**
 * Writes a finding once, whichever instance finds it: what the sweep fixed is resolved as it is
 * found; what needs a person is open. A refund that fails again on a later attempt (an admin
 * retried it, and it was left waiting again) opens its finding again. A payment left to a person
 * is found on every pass and written the first time only, so marking it handled sticks. Answers
 * the row when it was written now, null when it was known.
 */
export async function recordFinding(
  db: Executor,
  finding: NewFinding,
  now: Date,
): Promise<FindingRow | null> {
  const values = {
    ...finding,
    foundAt: now,
    resolvedAt: needsPerson(finding.kind) ? null : now,
    resolvedByUserId: null,
  };
  const insert = db.insert(reconciliationFindings).values(values);
  const [row] = finding.refundId
    ? await insert
        .onConflictDoUpdate({
          target: [reconciliationFindings.kind, reconciliationFindings.refundId],
          set: values,
          // An open one is left as it is: the same failure, still waiting for its person.
          setWhere: sql`${reconciliationFindings.resolvedAt} is not null`,
        })
        .returning()
    : await insert.onConflictDoNothing().returning();
  return row ?? null;
}

export function toFindingJson(
  row: FindingRow & { resolvedBy: string | null },
): ReconciliationFinding {
  return {
    _id: row.id,
    kind: row.kind,
    needsPerson: needsPerson(row.kind),
    orderId: row.orderId,
    refundId: row.refundId,
    providerSessionId: row.providerSessionId,
    amountCents: row.amountCents,
    detail: row.detail,
    foundAt: row.foundAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
  };
}
