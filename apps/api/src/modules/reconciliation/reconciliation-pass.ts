import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle, Executor } from '../../db/client.js';
import {
  type PaymentProvider,
  PaymentProviderError,
} from '../../providers/payments/payment-provider.js';
import { reconcilePayments } from '../checkout/reconcile-payments.js';
import {
  type ReconcileRefundsDeps,
  reconcileRefunds,
} from '../orders/refunds/reconcile-refunds.js';
import {
  type FindingRow,
  type NewFinding,
  paymentFinding,
  recordFinding,
  refundFinding,
} from './findings.js';

export type ReconciliationDeps = {
  db: Database;
  engine: DatabaseHandle['engine'];
  payments: PaymentProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Checkout's lookup of a paid session's provider id, handed over by app.ts. */
  paidProviderSessionId: ReconcileRefundsDeps['paidProviderSessionId'];
};

/**
 * One pass of reconciliation (issue #35, docs/decisions/142): refunds left 'requested' are
 * settled with the provider, then payments the provider captured without an order get theirs or
 * are left to a person; each thing found is written once, in the transaction that fixes it.
 * Safe on any number of instances at once. Answers the findings this pass wrote, and whether the
 * provider could not be reached (what is left waits for the next pass).
 */
export async function reconciliationPass(
  deps: ReconciliationDeps,
): Promise<{ findings: FindingRow[]; deferred: boolean }> {
  const findings: FindingRow[] = [];
  const record = async (tx: Executor, finding: NewFinding) => {
    const row = await recordFinding(tx, finding, deps.clock());
    if (row) findings.push(row);
    return row !== null;
  };
  const refunds = await reconcileRefunds({
    ...deps,
    record: (tx, reconciled) => record(tx, refundFinding(reconciled)),
  });
  let deferred = refunds.deferred;
  try {
    await reconcilePayments({
      ...deps,
      record: (tx, reconciled) => record(tx, paymentFinding(reconciled)),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error }, 'Reconciliation: the payment provider could not list payments.');
    deferred = true;
  }
  if (refunds.deferred) {
    deps.log.warn('Reconciliation: the payment provider could not be reached for refunds.');
  }
  for (const finding of findings) {
    const level = finding.resolvedAt ? 'info' : 'warn';
    deps.log[level](
      { findingId: finding.id, kind: finding.kind, orderId: finding.orderId },
      `Reconciliation: ${finding.detail}`,
    );
  }
  return { findings, deferred };
}
