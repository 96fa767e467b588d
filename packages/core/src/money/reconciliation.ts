/**
 * Reconciliation (issue #35, docs/decisions/142): what the sweep does with a refund left
 * 'requested' and with a payment the provider captured, and what it records of it.
 */

/**
 * What the sweep found and did: a refund it settled as made or as failed, a payment it turned
 * into its order, or a payment it could not (nobody's checkout, or not the amount we priced).
 */
export const FINDING_KINDS = [
  'refund_settled',
  'refund_failed',
  'payment_recorded',
  'payment_needs_person',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/**
 * The findings a person has to act on: a refund the provider did not make (retry it, or reach
 * the buyer), and a payment with no order. The others were fixed by the sweep itself.
 */
export function needsPerson(kind: FindingKind): boolean {
  return kind === 'refund_failed' || kind === 'payment_needs_person';
}

/** What the provider says it holds for one refund of ours; null when it holds none. */
export type FoundRefund = { status: 'succeeded' | 'pending' | 'failed' } | null;

/**
 * How a refund left 'requested' is settled, from what the provider holds for it: one made is
 * recorded as made; one still on its way (Stripe's 'pending') waits for the next pass, as the
 * buyer is told of a refund once it is made; one the provider failed is recorded as failed (a
 * person retries it, with a new attempt); none at all means the request never arrived, so the
 * same request (the same idempotency key) is sent again and its answer recorded.
 */
export function refundSweepStep(
  found: FoundRefund,
): 'record_made' | 'record_failed' | 'ask_again' | 'wait' {
  if (!found) return 'ask_again';
  if (found.status === 'pending') return 'wait';
  return found.status === 'failed' ? 'record_failed' : 'record_made';
}

type Amount = { amountTotalCents: number; currency: string };

/**
 * What a payment the provider captured needs: nothing when its checkout has its order; its
 * order, when the checkout is ours and charged what we priced; else a person, since an order is
 * never recorded for a payment we cannot match (whose, or for what).
 */
export function judgeCapturedPayment(input: {
  payment: Amount;
  /** Our checkout it was made for, if any. */
  session: (Amount & { hasOrder: boolean }) | null;
}):
  | { needs: 'nothing' }
  | { needs: 'order' }
  | { needs: 'person'; why: 'unknown' | 'amount_differs' } {
  const { payment, session } = input;
  if (!session) return { needs: 'person', why: 'unknown' };
  if (session.hasOrder) return { needs: 'nothing' };
  const same =
    payment.amountTotalCents === session.amountTotalCents &&
    payment.currency.toLowerCase() === session.currency.toLowerCase();
  return same ? { needs: 'order' } : { needs: 'person', why: 'amount_differs' };
}
