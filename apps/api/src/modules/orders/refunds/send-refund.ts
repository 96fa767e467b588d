import type { Database, Executor } from '../../../db/client.js';
import type { PaymentProvider } from '../../../providers/payments/payment-provider.js';
import type { RefundRow } from './refund-records.js';
import { type RefundAnswer, settleRefund } from './settle-refund.js';

export type RefundDeps = { db: Database; payments: PaymentProvider; clock: () => Date };

/**
 * The provider's id of a paid payment session, or null when it was never paid: checkout owns
 * payment sessions and app.ts hands its lookup to the orders routes (orders never imports it).
 */
export type PaidSessionLookup = (db: Executor, paymentSessionId: string) => Promise<string | null>;

/** What an operation that refunds needs: the provider, and checkout's lookup of the payment. */
export type RefundingDeps = RefundDeps & { paidProviderSessionId: PaidSessionLookup };

/**
 * Asks the provider for a refund written 'requested' and records its answer (docs/decisions/140).
 * Runs after the request committed, outside any transaction, so no lock is held while the
 * provider is called; the attempt's key and our refund's id make a repeat the same request.
 * Answers the refund as it stands afterwards.
 */
export async function sendRefund(
  deps: RefundDeps,
  refund: RefundRow,
  providerSessionId: string,
): Promise<RefundRow> {
  let answer: RefundAnswer;
  try {
    answer = {
      made: await deps.payments.refundPayment({
        providerSessionId,
        amountCents: refund.amountCents,
        refundRef: refund.id,
        orderId: refund.orderId,
        idempotencyKey: refund.idempotencyKey,
      }),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    answer = { error: message.endsWith('.') ? message : `${message}.` };
  }
  return (await settleRefund(deps.db, refund.id, answer, deps.clock())).refund;
}
