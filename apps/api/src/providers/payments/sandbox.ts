import type { Promo } from '@marketplace/core/money/promo-discount';
import { and, eq, gt, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { paymentSessions, promoCodes } from '../../db/schema.js';
import {
  assertCheckoutTotal,
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
   * Records the refund on the session, once: one conditional UPDATE, so of concurrent calls one
   * makes it and the others are answered with it, as Stripe answers a repeated request.
   */
  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    const { db, clock } = this.options;
    const session = and(
      eq(paymentSessions.id, input.providerSessionId),
      eq(paymentSessions.provider, 'sandbox'),
    );
    const [made] = await db
      .update(paymentSessions)
      .set({
        refundId: `re_sandbox_${input.providerSessionId}`,
        refundedCents: input.amountCents,
        refundedAt: clock(),
      })
      .where(
        and(
          session,
          isNotNull(paymentSessions.paidAt),
          isNull(paymentSessions.refundId),
          gte(paymentSessions.amountTotalCents, input.amountCents),
        ),
      )
      .returning({ id: paymentSessions.refundId, amountCents: paymentSessions.refundedCents });
    const [refund] = made
      ? [made]
      : await db
          .select({ id: paymentSessions.refundId, amountCents: paymentSessions.refundedCents })
          .from(paymentSessions)
          .where(and(session, isNotNull(paymentSessions.refundId)));
    if (!refund?.id) {
      throw new PaymentProviderError(
        `The sandbox holds no payment of ${input.amountCents} cents for session ${input.providerSessionId} to refund`,
      );
    }
    return { id: refund.id, amountCents: refund.amountCents ?? 0, status: 'succeeded' };
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
