import {
  REFUND_FAILED_AT_PROVIDER,
  REFUND_NO_CARD_PAYMENT,
} from '@marketplace/core/constants/messages';
import { refundSweepStep } from '@marketplace/core/money/reconciliation';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../../db/client.js';
import { orders, refunds } from '../../../db/schema.js';
import type { RefundRow } from './refund-records.js';
import type { RefundingDeps } from './send-refund.js';
import { type RefundAnswer, settleRefund } from './settle-refund.js';

/**
 * How long a refund waits for its own request's answer before the sweep takes it on, so a
 * request still in flight is not raced (settling is conditional, so it would still count once).
 */
export const REFUND_GRACE_MS = 2 * 60_000;
/** The most refunds one pass settles; the oldest first, the rest on the next pass. */
const REFUND_BATCH = 50;

/**
 * How the sweep settled a refund: the provider had made it ('found_made') or had failed it
 * ('found_failed'); it held none, so it was asked again and made it ('made_now') or refused
 * ('refused_now'); or the order has no card payment on record to refund ('no_payment').
 */
export type RefundReconciled = {
  refund: RefundRow;
  how: 'found_made' | 'found_failed' | 'made_now' | 'refused_now' | 'no_payment';
};

export type ReconcileRefundsDeps = RefundingDeps & {
  engine: DatabaseHandle['engine'];
  /** Writes what the sweep did, in the transaction that settles the refund. */
  record: (tx: Executor, reconciled: RefundReconciled) => Promise<unknown>;
};

/**
 * Settles every refund left 'requested' past the grace (a crash between the request and the
 * answer; issue #35, docs/decisions/142), oldest first: each is claimed, so two instances never
 * work one at once; looked up at the provider; and settled with what it holds, or with the answer
 * to the same request sent again (its idempotency key, and our refund's id, make it one refund
 * however often it is asked). Settling is conditional on 'requested', so an answer arriving
 * meanwhile counts once. When the provider cannot be reached the pass stops, and what is left
 * stays 'requested' for the next one: `deferred`.
 */
export async function reconcileRefunds(
  deps: ReconcileRefundsDeps,
): Promise<{ settled: RefundReconciled[]; deferred: boolean }> {
  const cutoff = new Date(deps.clock().getTime() - REFUND_GRACE_MS);
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.state, 'requested'), lt(refunds.requestedAt, cutoff)))
    .orderBy(asc(refunds.requestedAt), asc(refunds.id))
    .limit(REFUND_BATCH);
  const settled: RefundReconciled[] = [];
  for (const { id } of due) {
    try {
      const reconciled = await whileClaimed(deps, id, () => reconcileRefund(deps, id));
      if (reconciled) settled.push(reconciled);
    } catch (error) {
      if (!(error instanceof ProviderUnreachable)) throw error;
      return { settled, deferred: true };
    }
  }
  return { settled, deferred: false };
}

/** The lookup failed: the provider is down or unreachable, and so for every refund now. */
class ProviderUnreachable extends Error {
  override name = 'ProviderUnreachable';
}

/** One refund, claimed: null when it was settled meanwhile. */
async function reconcileRefund(
  deps: ReconcileRefundsDeps,
  refundId: string,
): Promise<RefundReconciled | null> {
  const { db, payments } = deps;
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'requested')));
  if (!refund) return null;
  const [order] = await db
    .select({ paymentSessionId: orders.paymentSessionId })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  const providerSessionId = order?.paymentSessionId
    ? await deps.paidProviderSessionId(db, order.paymentSessionId)
    : null;
  let answer: RefundAnswer;
  let how: RefundReconciled['how'];
  if (!providerSessionId) {
    answer = { error: REFUND_NO_CARD_PAYMENT };
    how = 'no_payment';
  } else {
    const asked = { providerSessionId, refundRef: refund.id, orderId: refund.orderId };
    const found = await payments.findRefund(asked).catch((error: unknown) => {
      throw new ProviderUnreachable(describe(error), { cause: error });
    });
    const step = refundSweepStep(found);
    if (step === 'wait') return null;
    if (step === 'record_made') {
      answer = { made: found! };
      how = 'found_made';
    } else if (step === 'record_failed') {
      answer = { error: REFUND_FAILED_AT_PROVIDER };
      how = 'found_failed';
    } else {
      // The same request as the one that never got its answer: its key, its amount.
      try {
        answer = {
          made: await payments.refundPayment({
            ...asked,
            amountCents: refund.amountCents,
            idempotencyKey: refund.idempotencyKey,
          }),
        };
        how = 'made_now';
      } catch (error) {
        const message = describe(error);
        answer = { error: message.endsWith('.') ? message : `${message}.` };
        how = 'refused_now';
      }
    }
  }
  // The answer and what the sweep did with it, together or not at all.
  return db.transaction(async (tx) => {
    // settleRefund's own transaction becomes a savepoint of this one.
    const outcome = await settleRefund(tx, refund.id, answer, deps.clock());
    if (!outcome.settled) return null;
    const reconciled = { refund: outcome.refund, how };
    await deps.record(tx, reconciled);
    return reconciled;
  });
}

/** Refunds this process is working on: a pass from the timer and one an admin ran at once. */
const working = new Set<string>();

/**
 * The advisory lock another instance holds while it works this refund: a 64-bit hash of the id,
 * in a namespace of its own.
 */
export function refundClaimKey(refundId: string) {
  return sql`hashtextextended(${`reconcile-refund:${refundId}`}, 0)`;
}

/**
 * Runs `work` while this instance alone works the refund; null, without running it, when another
 * pass has it. On PostgreSQL, a transaction-scoped advisory lock on a connection of its own, held
 * while the provider is asked and the answer recorded (which run on other connections) and let go
 * when it ends, even if this process dies. No row is locked, so the order's other writers never
 * wait for the provider. PGlite is one process, whose passes `working` already keeps apart (and
 * an open transaction there would hold every other query until it ends).
 */
async function whileClaimed<T>(
  deps: Pick<ReconcileRefundsDeps, 'db' | 'engine'>,
  refundId: string,
  work: () => Promise<T | null>,
): Promise<T | null> {
  if (working.has(refundId)) return null;
  working.add(refundId);
  try {
    if (deps.engine === 'pglite') return await work();
    return await deps.db.transaction(async (claim) => {
      const [lock] = await claim
        .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${refundClaimKey(refundId)})` })
        .from(sql`(select 1) as claim`);
      return lock?.taken ? work() : null;
    });
  } finally {
    working.delete(refundId);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
