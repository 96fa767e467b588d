import type { Promo } from '@marketplace/core/money/promo-discount';
import Stripe from 'stripe';
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
 * Stripe wants `expires_at` at least 30 minutes after it creates the session; our clock read and
 * the request take a moment, so Stripe's session lives this much longer than our reservation.
 * The reservation sweep waits longer than this before it gives the stock back (checkout's
 * RELEASE_GRACE_MS), so a payment made in that last minute still finds its stock.
 */
export const STRIPE_EXPIRY_SLACK_SECONDS = 60;

/** Stripe caps a coupon's name at 40 characters. */
const COUPON_NAME_MAX = 40;

export type StripePaymentOptions = {
  /** Without it the webhook endpoint refuses every event (development only; config enforces). */
  webhookSecret: string | undefined;
  clock: () => Date;
};

/**
 * Stripe Checkout in `payment` mode. Every figure comes from core's price breakdown: products,
 * tax, the window fee and tips are `price_data` lines, and the discount is a one-use `amount_off`
 * coupon made for this session, so Stripe's `amount_total` is core's total to the cent
 * (docs/decisions/052).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(
    private readonly stripe: Stripe,
    private readonly options: StripePaymentOptions,
  ) {}

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderSession> {
    assertCheckoutTotal(input);
    const session = await this.call('open a Checkout Session', async () => {
      const coupon = input.discount
        ? await this.stripe.coupons.create(
            {
              amount_off: input.discount.amountOffCents,
              currency: input.currency,
              duration: 'once',
              max_redemptions: 1,
              name: input.discount.name.slice(0, COUPON_NAME_MAX),
              metadata: { sessionRef: input.sessionRef },
            },
            { idempotencyKey: `${input.idempotencyKey}-coupon` },
          )
        : null;
      return this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: input.lineItems.map((item) => ({
            quantity: item.quantity,
            price_data: {
              currency: input.currency,
              unit_amount: item.unitAmountCents,
              product_data: {
                name: item.name,
                ...(item.description ? { description: item.description } : {}),
              },
            },
          })),
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.sessionRef,
          metadata: { sessionRef: input.sessionRef },
          payment_intent_data: { metadata: { sessionRef: input.sessionRef } },
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          expires_at: Math.ceil(input.expiresAt.getTime() / 1000) + STRIPE_EXPIRY_SLACK_SECONDS,
          // The buyer pays the dollars core computed, never a converted amount.
          adaptive_pricing: { enabled: false },
        },
        { idempotencyKey: input.idempotencyKey },
      );
    });
    if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL');
    return { id: session.id, url: session.url };
  }

  async retrieveSession(id: string): Promise<ProviderPayment | null> {
    const session = await this.readSession(id);
    return session ? toPayment(session) : null;
  }

  async expireSession(id: string): Promise<boolean> {
    const session = await this.readSession(id);
    if (!session || session.status === 'expired') return true;
    // A completed session was paid, or has a payment under way that cannot be stopped.
    if (session.status === 'complete') return false;
    try {
      await this.stripe.checkout.sessions.expire(id);
      return true;
    } catch (error) {
      // Only open sessions can be expired: it completed or expired in the meantime.
      const now = await this.readSession(id);
      if (!now || now.status === 'expired') return true;
      if (now.status === 'complete') return false;
      throw new PaymentProviderError(`Stripe could not expire ${id}: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    const secret = this.options.webhookSecret;
    if (!secret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
    if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        secret,
        undefined,
        undefined,
        // The tolerance (5 minutes) is measured on the app's clock, which tests move.
        this.options.clock().getTime(),
      );
    } catch (error) {
      throw new WebhookSignatureError(describe(error), { cause: error });
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const payment = toPayment(event.data.object);
        return payment.paid
          ? { type: 'session.paid', payment }
          : { type: 'ignored', eventType: event.type };
      }
      case 'checkout.session.expired':
        return { type: 'session.expired', sessionId: event.data.object.id };
      default:
        return { type: 'ignored', eventType: event.type };
    }
  }

  /**
   * Refunds part or all of the session's PaymentIntent. A refund Stripe already holds for this
   * refund of ours (its metadata names it) is answered again, so a retry after the idempotency
   * key's 24 hours still never refunds twice; within them the key does the same for requests in
   * flight.
   */
  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    const payment_intent = await this.paymentIntentOf(input.providerSessionId);
    if (!payment_intent) {
      throw new PaymentProviderError(
        `Stripe holds no payment for session ${input.providerSessionId} to refund`,
      );
    }
    const made = (await this.refundsOf(payment_intent, input)).find(isUnderWay);
    const refund =
      made ??
      (await this.call('refund a payment', () =>
        this.stripe.refunds.create(
          {
            payment_intent,
            amount: input.amountCents,
            reason: 'requested_by_customer',
            metadata: { orderId: input.orderId, refundRef: input.refundRef },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      ));
    if (!isUnderWay(refund)) {
      throw new PaymentProviderError(`Stripe refund ${refund.id} is ${refund.status ?? 'unknown'}`);
    }
    return toRefund(refund);
  }

  async findRefund(
    input: Parameters<PaymentProvider['findRefund']>[0],
  ): Promise<ProviderRefund | null> {
    const payment_intent = await this.paymentIntentOf(input.providerSessionId);
    if (!payment_intent) return null;
    const ours = await this.refundsOf(payment_intent, input);
    const refund = ours.find(isUnderWay) ?? ours[0];
    return refund ? toRefund(refund) : null;
  }

  /**
   * Completed, paid Checkout Sessions created since `since` (a payment is made within its
   * session's life), every page. Paid when its PaymentIntent was made: Stripe makes it when the
   * buyer confirms, not when the session opens (up to its expiry earlier), and the sweep leaves
   * a fresh payment to its webhook for a while.
   */
  async listCapturedPayments(since: Date): Promise<CapturedPayment[]> {
    const found: CapturedPayment[] = [];
    await this.call('list completed Checkout Sessions', async () => {
      const sessions = this.stripe.checkout.sessions.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        status: 'complete',
        limit: 100,
        expand: ['data.payment_intent'],
      });
      for await (const session of sessions) {
        if (session.payment_status !== 'paid') continue;
        const intent = session.payment_intent;
        found.push({
          ...toPayment(session),
          sessionRef: session.client_reference_id ?? session.metadata?.sessionRef ?? null,
          paidAt: new Date(
            (intent && typeof intent !== 'string' ? intent.created : session.created) * 1000,
          ),
        });
      }
    });
    return found.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }

  /** The paid session's PaymentIntent id, or null when the session holds no payment. */
  private async paymentIntentOf(providerSessionId: string): Promise<string | null> {
    const session = await this.readSession(providerSessionId);
    const paymentIntent = session?.payment_intent;
    if (session?.payment_status !== 'paid' || !paymentIntent) return null;
    return typeof paymentIntent === 'string' ? paymentIntent : paymentIntent.id;
  }

  /**
   * The PaymentIntent's refunds made for this refund of ours, newest first. One made before
   * refunds had their own rows (docs/decisions/094) names only the order, and was the whole
   * payment: it answers for any refund of that order.
   */
  private async refundsOf(
    payment_intent: string,
    input: { refundRef: string; orderId: string },
  ): Promise<Stripe.Refund[]> {
    const all = await this.call('list the refunds of a payment', () =>
      this.stripe.refunds.list({ payment_intent, limit: 100 }),
    );
    return all.data.filter((refund) => {
      const metadata = refund.metadata ?? {};
      return metadata.refundRef
        ? metadata.refundRef === input.refundRef
        : metadata.orderId === input.orderId;
    });
  }

  async findPromo(code: string): Promise<Promo | null> {
    const found = await this.call('look up a promotion code', () =>
      this.stripe.promotionCodes.list({
        code,
        active: true,
        limit: 1,
        expand: ['data.promotion.coupon'],
      }),
    );
    const promotion = found.data.find((p) => p.code.toUpperCase() === code);
    return promotion ? toPromo(promotion, this.options.clock()) : null;
  }

  private async readSession(id: string): Promise<Stripe.Checkout.Session | null> {
    try {
      return await this.stripe.checkout.sessions.retrieve(id);
    } catch (error) {
      if (isMissing(error)) return null;
      throw new PaymentProviderError(`Stripe could not read session ${id}: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${what}: ${describe(error)}`, {
        cause: error,
      });
    }
  }
}

/** The official client; `httpClient` lets tests answer Stripe's requests themselves. */
export function createStripeClient(
  secretKey: string,
  options: { httpClient?: Stripe.HttpClient } = {},
): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'arroyo-marketplace' },
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
}

function toRefund(refund: Stripe.Refund): ProviderRefund {
  return {
    id: refund.id,
    amountCents: refund.amount,
    status: refund.status === 'succeeded' ? 'succeeded' : isUnderWay(refund) ? 'pending' : 'failed',
  };
}

function toPayment(session: Stripe.Checkout.Session): ProviderPayment {
  return {
    id: session.id,
    paid: session.payment_status === 'paid',
    amountTotalCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
  };
}

/**
 * A Stripe promotion code in SPEC §3's promo shape, or null when it cannot apply here: an
 * expired code or coupon, or a fixed amount or minimum in another currency.
 */
export function toPromo(promotion: Stripe.PromotionCode, now: Date): Promo | null {
  const nowSeconds = now.getTime() / 1000;
  if (!promotion.active) return null;
  if (promotion.expires_at !== null && promotion.expires_at <= nowSeconds) return null;
  const coupon = promotion.promotion.coupon;
  if (!coupon || typeof coupon === 'string' || !coupon.valid) return null;
  if (coupon.amount_off !== null && coupon.currency !== 'usd') return null;
  const { minimum_amount, minimum_amount_currency } = promotion.restrictions;
  if (minimum_amount !== null && minimum_amount_currency && minimum_amount_currency !== 'usd') {
    return null;
  }
  return {
    coupon: { amount_off: coupon.amount_off, percent_off: coupon.percent_off },
    restrictions: { minimum_amount },
  };
}

/** Made or on its way: 'failed' and 'canceled' refunds gave nothing back. */
function isUnderWay(refund: Stripe.Refund): boolean {
  return refund.status !== 'failed' && refund.status !== 'canceled';
}

function isMissing(error: unknown): boolean {
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  return statusCode === 404 || code === 'resource_missing';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
