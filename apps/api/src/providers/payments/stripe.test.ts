import { describe, expect, it } from 'vitest';
import { FakeStripe } from '../../test/fake-stripe.js';
import {
  type CreateCheckoutSessionInput,
  PaymentProviderError,
  WebhookSignatureError,
} from './payment-provider.js';
import { STRIPE_EXPIRY_SLACK_SECONDS } from './stripe.js';

const NOW = new Date('2026-01-14T18:00:00Z');
const clock = () => NOW;

const input = (
  overrides: Partial<CreateCheckoutSessionInput> = {},
): CreateCheckoutSessionInput => ({
  sessionRef: 'ps_test_ref',
  lineItems: [
    {
      name: 'Café Latte',
      description: 'Size: 16 oz · Milk: Oat',
      unitAmountCents: 675,
      quantity: 2,
    },
    { name: 'Tax (10.25%)', unitAmountCents: 138, quantity: 1 },
    { name: 'Delivery fee', unitAmountCents: 800, quantity: 1 },
    { name: 'Driver tip (10%)', unitAmountCents: 135, quantity: 1 },
  ],
  discount: { name: 'Promo WELCOME10', amountOffCents: 1000 },
  amountTotalCents: 1350 + 138 + 800 + 135 - 1000,
  currency: 'usd',
  successUrl: 'https://arroyo.example.com/order-confirmed?sessionId={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://arroyo.example.com/checkout',
  idempotencyKey: 'ps_test_ref',
  customerEmail: 'maya@example.com',
  expiresAt: new Date(NOW.getTime() + 30 * 60_000),
  ...overrides,
});

describe('StripePaymentProvider.createCheckoutSession', () => {
  it('opens a payment-mode session whose amount_total is the priced total', async () => {
    const stripe = new FakeStripe();
    const session = await stripe.provider(clock).createCheckoutSession(input());

    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    expect(stripe.sessions.get(session.id)!.amount_total).toBe(1423);

    const [coupon] = stripe.requestsTo('/v1/coupons');
    expect(coupon!.params).toMatchObject({
      amount_off: '1000',
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
      name: 'Promo WELCOME10',
    });
    expect(coupon!.idempotencyKey).toBe('ps_test_ref-coupon');

    const [created] = stripe.requestsTo('/v1/checkout/sessions');
    expect(created!.idempotencyKey).toBe('ps_test_ref');
    expect(created!.params).toMatchObject({
      mode: 'payment',
      success_url: 'https://arroyo.example.com/order-confirmed?sessionId={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://arroyo.example.com/checkout',
      client_reference_id: 'ps_test_ref',
      customer_email: 'maya@example.com',
      metadata: { sessionRef: 'ps_test_ref' },
      payment_intent_data: { metadata: { sessionRef: 'ps_test_ref' } },
      expires_at: String(NOW.getTime() / 1000 + 30 * 60 + STRIPE_EXPIRY_SLACK_SECONDS),
      adaptive_pricing: { enabled: 'false' },
      discounts: [{ coupon: stripe.coupons.keys().next().value }],
      line_items: [
        {
          quantity: '2',
          price_data: {
            currency: 'usd',
            unit_amount: '675',
            product_data: { name: 'Café Latte', description: 'Size: 16 oz · Milk: Oat' },
          },
        },
        {
          quantity: '1',
          price_data: { unit_amount: '138', product_data: { name: 'Tax (10.25%)' } },
        },
        {
          quantity: '1',
          price_data: { unit_amount: '800', product_data: { name: 'Delivery fee' } },
        },
        {
          quantity: '1',
          price_data: { unit_amount: '135', product_data: { name: 'Driver tip (10%)' } },
        },
      ],
    });
  });

  it('makes no coupon without a discount, and one session per idempotency key', async () => {
    const stripe = new FakeStripe();
    const provider = stripe.provider(clock);
    const plain = input({ discount: null, amountTotalCents: 2423 });
    const first = await provider.createCheckoutSession(plain);
    const retried = await provider.createCheckoutSession(plain);
    expect(retried.id).toBe(first.id);
    expect(stripe.sessions.size).toBe(1);
    expect(stripe.requestsTo('/v1/coupons')).toEqual([]);
    expect(stripe.requestsTo('/v1/checkout/sessions')[0]!.params.discounts).toBeUndefined();
  });

  it('refuses lines that do not add up to the total, before calling Stripe', async () => {
    const stripe = new FakeStripe();
    await expect(
      stripe.provider(clock).createCheckoutSession(input({ amountTotalCents: 1 })),
    ).rejects.toThrow(RangeError);
    expect(stripe.requests).toEqual([]);
  });

  it('turns an outage into a PaymentProviderError', async () => {
    const stripe = new FakeStripe();
    stripe.failing = true;
    await expect(stripe.provider(clock).createCheckoutSession(input())).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('StripePaymentProvider.retrieveSession and expireSession', () => {
  it('reports whether the session is paid, and null for one Stripe does not know', async () => {
    const stripe = new FakeStripe();
    const provider = stripe.provider(clock);
    const { id } = await provider.createCheckoutSession(input());
    expect(await provider.retrieveSession(id)).toEqual({
      id,
      paid: false,
      amountTotalCents: 1423,
      currency: 'usd',
    });
    stripe.pay(id);
    expect(await provider.retrieveSession(id)).toMatchObject({
      paid: true,
      amountTotalCents: 1423,
    });
    expect(await provider.retrieveSession('cs_test_unknown')).toBeNull();
  });

  it('expires an open session, but not a paid one', async () => {
    const stripe = new FakeStripe();
    const provider = stripe.provider(clock);
    const open = await provider.createCheckoutSession(input({ idempotencyKey: 'a' }));
    const paid = await provider.createCheckoutSession(input({ idempotencyKey: 'b' }));
    stripe.pay(paid.id);
    expect(await provider.expireSession(open.id)).toBe(true);
    expect(stripe.sessions.get(open.id)!.status).toBe('expired');
    expect(await provider.expireSession(open.id)).toBe(true);
    expect(await provider.expireSession(paid.id)).toBe(false);
    expect(stripe.sessions.get(paid.id)!.status).toBe('complete');
  });
});

describe('StripePaymentProvider.findPromo', () => {
  it('maps an active promotion code to SPEC’s promo shape, expanding its coupon', async () => {
    const stripe = new FakeStripe();
    stripe.addPromotionCode({ code: 'WELCOME10', amountOff: 1000, minimumAmount: 3000 });
    stripe.addPromotionCode({ code: 'SAVE15', percentOff: 15 });
    const provider = stripe.provider(clock);
    expect(await provider.findPromo('WELCOME10')).toEqual({
      coupon: { amount_off: 1000, percent_off: null },
      restrictions: { minimum_amount: 3000 },
    });
    expect(await provider.findPromo('SAVE15')).toEqual({
      coupon: { amount_off: null, percent_off: 15 },
      restrictions: { minimum_amount: null },
    });
    expect(stripe.requestsTo('/v1/promotion_codes')[0]!.params).toEqual({
      code: 'WELCOME10',
      active: 'true',
      limit: '1',
      expand: ['data.promotion.coupon'],
    });
  });

  it('finds nothing for unknown, inactive or expired codes', async () => {
    const stripe = new FakeStripe();
    stripe.addPromotionCode({ code: 'OFF', amountOff: 500, active: false });
    stripe.addPromotionCode({ code: 'OLD', amountOff: 500, expiresAt: NOW.getTime() / 1000 - 1 });
    const provider = stripe.provider(clock);
    for (const code of ['NOPE', 'OFF', 'OLD']) expect(await provider.findPromo(code)).toBeNull();
  });
});

describe('StripePaymentProvider.verifyWebhook', () => {
  const session = {
    id: 'cs_test_abc',
    object: 'checkout.session',
    amount_total: 1423,
    currency: 'usd',
    payment_status: 'paid',
    status: 'complete',
  };
  const nowSeconds = NOW.getTime() / 1000;

  it('accepts a correctly signed event on the raw body', () => {
    const stripe = new FakeStripe();
    const { payload, signature } = stripe.webhook('checkout.session.completed', session, {
      timestamp: nowSeconds,
    });
    expect(stripe.provider(clock).verifyWebhook(Buffer.from(payload), signature)).toEqual({
      type: 'session.paid',
      payment: { id: 'cs_test_abc', paid: true, amountTotalCents: 1423, currency: 'usd' },
    });
  });

  it('refuses an altered body, a stale timestamp, another secret and a missing header', () => {
    const stripe = new FakeStripe();
    const provider = stripe.provider(clock);
    const { payload, signature } = stripe.webhook('checkout.session.completed', session, {
      timestamp: nowSeconds,
    });
    const altered = payload.replace('1423', '1');
    expect(() => provider.verifyWebhook(Buffer.from(altered), signature)).toThrow(
      WebhookSignatureError,
    );

    const stale = stripe.webhook('checkout.session.completed', session, {
      timestamp: nowSeconds - 6 * 60,
    });
    expect(() => provider.verifyWebhook(Buffer.from(stale.payload), stale.signature)).toThrow(
      /Timestamp outside the tolerance zone/,
    );

    const foreign = signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    expect(() => provider.verifyWebhook(Buffer.from(payload), foreign)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow(
      WebhookSignatureError,
    );
  });

  it('reads expired sessions, unpaid completions and other events for what they are', () => {
    const stripe = new FakeStripe();
    const provider = stripe.provider(clock);
    const verify = (type: string, object: Record<string, unknown>) => {
      const { payload, signature } = stripe.webhook(type, object, { timestamp: nowSeconds });
      return provider.verifyWebhook(Buffer.from(payload), signature);
    };
    expect(verify('checkout.session.expired', { ...session, status: 'expired' })).toEqual({
      type: 'session.expired',
      sessionId: 'cs_test_abc',
    });
    expect(verify('checkout.session.completed', { ...session, payment_status: 'unpaid' })).toEqual({
      type: 'ignored',
      eventType: 'checkout.session.completed',
    });
    expect(verify('checkout.session.async_payment_succeeded', session)).toMatchObject({
      type: 'session.paid',
    });
    expect(verify('charge.refunded', { id: 'ch_1', object: 'charge' })).toEqual({
      type: 'ignored',
      eventType: 'charge.refunded',
    });
  });
});
