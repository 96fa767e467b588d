import type { Promo } from '@marketplace/core/money/promo-discount';
import { and, asc, eq, gt, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { paymentSessions, promoCodes, sandboxRefunds } from '../../db/schema.js';
import {
  assertCheckoutTotal,
  type CapturedPayment,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderSession,
  type RefundPaymentInput,
  WebhookSignatureError,
} from './payment-provider.js';

/**
 * The embedded stand-in for Stripe Checkout on a fresh machine: the hosted page is served by the
 * API (`/api/sandbox-checkout/:sessionId`, modules/sandbox-checkout) and its "Pay" button marks
 * the session paid. Sessions live in `payment_sessions` (the provider's id is our own id), promo
 * codes in `promo_codes`. Refused in production by config.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly options: { db: Executor; clock: () => Date }) {}

  /** The page is served by this API, on the origin the buyer will come back to. */
  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderSession> {
    assertCheckoutTotal(input);
    const id = input.sessionRef;
    const origin = new URL(input.successUrl).origin;
    return { id, url: `${origin}/api/sandbox-checkout/${encodeURIComponent(id)}` };
  }

  async retrieveSession(id: string): Promise<ProviderPayment | null> {
    const [session] = await this.options.db
      .select({
        paidAt: paymentSessions.paidAt,
        amountTotalCents: paymentSessions.amountTotalCents,
        currency: paymentSessions.currency,
      })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.id, id), eq(paymentSessions.provider, 'sandbox')));
    if (!session) return null;
    return {
      id,
      paid: session.paidAt !== null,
      amountTotalCents: session.amountTotalCents,
      currency: session.currency,
    };
  }

  async expireSession(id: string): Promise<boolean> {
    const payment = await this.retrieveSession(id);
    return !payment?.paid;
  }

  /**
   * Records the refund, once per refund of ours: one INSERT that only goes in while the session
   * was paid and still holds the amount unrefunded, and a repeat is answered with the refund
   * already recorded, as Stripe answers a repeated request.
   */
  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    const { db } = this.options;
    const refunded = db
      .select({ cents: sql`coalesce(sum(${sandboxRefunds.amountCents}), 0)` })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentSessionId, paymentSessions.id));
    await db
      .insert(sandboxRefunds)
      .select(
        db
          .select({
            id: sql<string>`'re_sandbox_' || replace(gen_random_uuid()::text, '-', '')`.as('id'),
            paymentSessionId: paymentSessions.id,
            refundRef: sql<string>`${input.refundRef}`.as('refund_ref'),
            amountCents: sql<number>`${input.amountCents}::integer`.as('amount_cents'),
            createdAt: sql<Date>`${this.options.clock().toISOString()}::timestamptz`.as(
              'created_at',
            ),
          })
          .from(paymentSessions)
          .where(
            and(
              this.session(input.providerSessionId),
              isNotNull(paymentSessions.paidAt),
              sql`${paymentSessions.amountTotalCents} - (${refunded}) >= ${input.amountCents}`,
            ),
          ),
      )
      .onConflictDoNothing({ target: sandboxRefunds.refundRef });
    const refund = await this.findRefund(input);
    if (!refund) {
      throw new PaymentProviderError(
        `The sandbox holds no payment of ${input.amountCents} cents left on session ${input.providerSessionId} to refund`,
      );
    }
    return refund;
  }

  async findRefund(input: { refundRef: string }): Promise<ProviderRefund | null> {
    const [refund] = await this.options.db
      .select({ id: sandboxRefunds.id, amountCents: sandboxRefunds.amountCents })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.refundRef, input.refundRef));
    return refund ? { ...refund, status: 'succeeded' } : null;
  }

  async listCapturedPayments(since: Date): Promise<CapturedPayment[]> {
    const paid = await this.options.db
      .select({
        id: paymentSessions.id,
        amountTotalCents: paymentSessions.amountTotalCents,
        currency: paymentSessions.currency,
        paidAt: paymentSessions.paidAt,
      })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.provider, 'sandbox'), gte(paymentSessions.paidAt, since)))
      .orderBy(asc(paymentSessions.paidAt));
    return paid.map((session) => ({
      ...session,
      paid: true,
      sessionRef: session.id,
      paidAt: session.paidAt!,
    }));
  }

  private session(id: string) {
    return and(eq(paymentSessions.id, id), eq(paymentSessions.provider, 'sandbox'));
  }

  verifyWebhook(): PaymentEvent {
    throw new WebhookSignatureError('The sandbox sends no webhooks; its page confirms payments.');
  }

  async findPromo(code: string): Promise<Promo | null> {
    const [promo] = await this.options.db
      .select()
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.code, code),
          eq(promoCodes.active, true),
          or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, this.options.clock())),
        ),
      );
    if (!promo) return null;
    return {
      coupon: { amount_off: promo.amountOffCents, percent_off: promo.percentOff },
      restrictions: { minimum_amount: promo.minimumAmountCents },
    };
  }

  /**
   * The page's "Pay": pays an open, unexpired session, and answers the payment when the session
   * is paid now, by this press or an earlier one; null when it is not (unknown, lapsed, ended).
   * One statement, so a second press racing the first waits for its row and then reads it paid,
   * instead of a stale copy read before the first press (which showed "This checkout expired"
   * for a paid session). Every press, so prepared.
   */
  async markPaid(id: string): Promise<(ProviderPayment & { successUrl: string | null }) | null> {
    const [paid] = await payOpenSession(this.options.db).execute({
      id,
      now: this.options.clock().toISOString(),
    });
    if (!paid) return null;
    return { id, paid: true, ...paid };
  }
}

const payOpenSession = preparedFor((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .update(paymentSessions)
    .set({ paidAt: sql`coalesce(${paymentSessions.paidAt}, ${now})` })
    .where(
      and(
        eq(paymentSessions.id, sql.placeholder('id')),
        eq(paymentSessions.provider, 'sandbox'),
        or(
          isNotNull(paymentSessions.paidAt),
          and(eq(paymentSessions.status, 'open'), gt(paymentSessions.expiresAt, now)),
        ),
      ),
    )
    .returning({
      amountTotalCents: paymentSessions.amountTotalCents,
      currency: paymentSessions.currency,
      successUrl: paymentSessions.successUrl,
    })
    .prepare('sandbox_pay_open_session');
});
