import { judgeCapturedPayment } from '@marketplace/core/money/reconciliation';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { CapturedPayment } from '../../providers/payments/payment-provider.js';
import { completePaidSession } from './complete-paid-session.js';
import type { CheckoutDeps } from './provider-call.js';

/** How far back the sweep looks: as long as Stripe keeps retrying a webhook. */
export const PAYMENT_LOOKBACK_MS = 3 * 24 * 60 * 60_000;
/**
 * How long a payment is left to its own confirmation (the webhook, the buyer's page) before the
 * sweep records its order, so the sweep reports only what those missed.
 */
export const PAYMENT_GRACE_MS = 2 * 60_000;

/**
 * What the sweep did with a captured payment that had no order: recorded it, or left it to a
 * person because no checkout of ours was opened for it ('unknown') or it charged another amount
 * than we priced ('amount_differs', with what we priced).
 */
export type PaymentReconciled =
  | { how: 'recorded'; payment: CapturedPayment; orderId: string }
  | { how: 'unknown'; payment: CapturedPayment }
  | { how: 'amount_differs'; payment: CapturedPayment; pricedCents: number };

export type ReconcilePaymentsDeps = CheckoutDeps & {
  /**
   * Writes what the sweep did (a recorded order's in the transaction that records it); false
   * when it was written before (a payment left to a person is found again on every pass).
   */
  record: (tx: Executor, reconciled: PaymentReconciled) => Promise<boolean>;
};

/**
 * Finds the payments the provider captured in the last three days that have no order (a missed
 * webhook and a buyer who never came back to the confirmation page; issue #35,
 * docs/decisions/142) and records each order as the webhook would: through `completePaidSession`,
 * exactly once whichever instance, webhook or page gets there too. A payment that matches no
 * checkout of ours, or not the amount we priced, gets no order: it is left to a person. Answers
 * what it did that was not known before; a provider that cannot be reached throws, and the next
 * pass tries again, as it does for a payment whose order could not be recorded (logged).
 */
export async function reconcilePayments(deps: ReconcilePaymentsDeps): Promise<PaymentReconciled[]> {
  const now = deps.clock().getTime();
  const captured = (
    await deps.payments.listCapturedPayments(new Date(now - PAYMENT_LOOKBACK_MS))
  ).filter((payment) => payment.paid && payment.paidAt.getTime() <= now - PAYMENT_GRACE_MS);
  if (captured.length === 0) return [];
  const sessions = await sessionsOf(deps.db, captured);
  const done: PaymentReconciled[] = [];
  for (const payment of captured) {
    const session =
      sessions.find((each) => each.providerSessionId === payment.id) ??
      // Ours by reference, when the provider's id never reached our row (a crash in between).
      sessions.find((each) => each.id === payment.sessionRef && each.providerSessionId === null) ??
      null;
    const judged = judgeCapturedPayment({
      payment,
      session: session && { ...session, hasOrder: session.orderId !== null },
    });
    if (judged.needs === 'nothing') continue;
    try {
      const reconciled =
        judged.needs === 'person'
          ? await leaveToPerson(deps, payment, judged.why, session?.amountTotalCents ?? 0)
          : await recordOrderOf(deps, payment, session!.id);
      if (reconciled) done.push(reconciled);
    } catch (error) {
      deps.log.error(
        { err: error, providerSessionId: payment.id },
        'reconciliation: the order of a captured payment could not be recorded; trying again next pass',
      );
    }
  }
  return done;
}

/** Our checkouts of these payments, by the provider's id or by our reference. */
function sessionsOf(db: Executor, captured: readonly CapturedPayment[]) {
  const refs = captured.flatMap((payment) => (payment.sessionRef ? [payment.sessionRef] : []));
  return db
    .select({
      id: paymentSessions.id,
      providerSessionId: paymentSessions.providerSessionId,
      orderId: paymentSessions.orderId,
      amountTotalCents: paymentSessions.amountTotalCents,
      currency: paymentSessions.currency,
    })
    .from(paymentSessions)
    .where(
      or(
        inArray(
          paymentSessions.providerSessionId,
          captured.map((payment) => payment.id),
        ),
        refs.length > 0 ? inArray(paymentSessions.id, refs) : undefined,
      ),
    );
}

async function leaveToPerson(
  deps: ReconcilePaymentsDeps,
  payment: CapturedPayment,
  why: 'unknown' | 'amount_differs',
  pricedCents: number,
): Promise<PaymentReconciled | null> {
  const reconciled: PaymentReconciled =
    why === 'unknown' ? { how: why, payment } : { how: why, payment, pricedCents };
  return (await deps.record(deps.db, reconciled)) ? reconciled : null;
}

/**
 * The order of a payment made for our checkout `sessionId`, as the webhook records it, and what
 * the sweep did, in one transaction. Null when another confirmation recorded it meanwhile.
 */
async function recordOrderOf(
  deps: ReconcilePaymentsDeps,
  payment: CapturedPayment,
  sessionId: string,
): Promise<PaymentReconciled | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      // The provider's id on our checkout, when the crash came before it was stored.
      await tx
        .update(paymentSessions)
        .set({ providerSessionId: payment.id })
        .where(and(eq(paymentSessions.id, sessionId), isNull(paymentSessions.providerSessionId)));
      // completePaidSession's transaction becomes a savepoint of this one.
      const { orderId, created } = await completePaidSession({ ...deps, db: tx }, payment);
      if (!created) return null;
      const reconciled: PaymentReconciled = { how: 'recorded', payment, orderId };
      await deps.record(tx, reconciled);
      return reconciled;
    });
  } catch (error) {
    // Judged above already; a change between the look and the lock lands here.
    if (error instanceof AppError && error.code === 'PAYMENT_MISMATCH') {
      const [session] = await deps.db
        .select({ amountTotalCents: paymentSessions.amountTotalCents })
        .from(paymentSessions)
        .where(eq(paymentSessions.id, sessionId));
      return leaveToPerson(deps, payment, 'amount_differs', session?.amountTotalCents ?? 0);
    }
    throw error;
  }
}
