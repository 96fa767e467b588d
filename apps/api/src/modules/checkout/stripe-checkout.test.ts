import { PROMO_INVALID } from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentSessions } from '../../db/schema.js';
import { checkoutFactories, checkoutRequest, movingClock } from '../../test/checkout-factories.js';
import { createTestApp } from '../../test/create-test-app.js';
import { FakeStripe } from '../../test/fake-stripe.js';
import {
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_START_FAILED,
  WEBHOOK_SIGNATURE_BAD,
} from './messages.js';

/** Checkout through the Stripe adapter, its HTTP layer answered by FakeStripe. */

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const f = checkoutFactories(ctx, time.clock);
await f.serveZipcode('91104');
const stripe = new FakeStripe();
const app = await ctx.buildApp({ clock: time.clock, paymentProvider: stripe.provider(time.clock) });

const { stockOf } = f;
const sessionOf = async (sessionId: string) => {
  const [row] = await ctx.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, sessionId));
  return row!;
};
const ordersOf = async (sessionId: string) =>
  ctx.db.$count(orders, eq(orders.paymentSessionId, (await sessionOf(sessionId)).id));

async function openSession(options: { couponCode?: string; stock?: number } = {}) {
  const buyer = await ctx.newUser();
  const headers = await ctx.login(buyer);
  const { store, product } = await f.newShop({
    product: { priceCents: 1800, stock: options.stock ?? 10 },
  });
  const response = await checkoutRequest(ctx, {
    app,
    headers,
    orderData: f.orderData({
      store,
      items: [{ product, quantity: 2 }],
      overrides: { sellerTip: 5, driverTip: 10, couponCode: options.couponCode ?? null },
    }),
  });
  return { buyer, headers, store, product, response };
}

const deliver = (
  delivery: { payload: string; signature: string },
  contentType = 'application/json',
) =>
  app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': contentType, 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  });

const nowSeconds = () => Math.floor(time.clock().getTime() / 1000);

describe('create-stripe-session with Stripe', () => {
  it("opens a Stripe Checkout Session whose amount_total is core's total, promo from Stripe", async () => {
    stripe.addPromotionCode({ code: 'WELCOME10', amountOff: 1000, minimumAmount: 3000 });
    const { response, product } = await openSession({ couponCode: 'welcome10' });
    expect(response.statusCode).toBe(200);
    const { sessionId, url } = response.json();
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);

    const session = await sessionOf(sessionId);
    expect(session.provider).toBe('stripe');
    expect(stripe.sessions.get(sessionId)!.amount_total).toBe(session.amountTotalCents);
    const priced = session.pricedOrder as { breakdown: Record<string, number> };
    expect(priced.breakdown).toMatchObject({
      subtotal: 3600,
      tax: 369,
      sellerTip: 180,
      driverTip: 360,
      discount: 1000,
    });

    const created = stripe.requestsTo('/v1/checkout/sessions').at(-1)!;
    expect(created.idempotencyKey).toBe(session.id);
    expect(created.params).toMatchObject({
      success_url: 'http://localhost:3000/order-confirmed?sessionId={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/checkout',
      client_reference_id: session.id,
    });
    const names = (
      created.params.line_items as { price_data: { product_data: { name: string } } }[]
    ).map((line) => line.price_data.product_data.name);
    expect(names).toEqual([
      product.name,
      'Tax (10.25%)',
      'Delivery fee',
      'Store tip (5%)',
      'Driver tip (10%)',
    ]);
    expect(stripe.requestsTo('/v1/coupons').at(-1)!.params).toMatchObject({
      amount_off: '1000',
      name: 'Promo WELCOME10',
    });
  });

  it('looks promo codes up in Stripe, not in the local table', async () => {
    const local = await f.newPromo({ amountOffCents: 100 });
    const { response, product } = await openSession({ couponCode: local.code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PROMO_INVALID, code: 'PROMO_INVALID' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('answers 502 and gives the stock back when Stripe is down', async () => {
    stripe.failing = true;
    try {
      const { response, product, buyer } = await openSession();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: PAYMENT_START_FAILED,
        code: 'PAYMENT_PROVIDER_FAILED',
      });
      expect(await stockOf(product.id)).toBe(10);
      const [session] = await ctx.db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.userId, buyer.id));
      expect(session!.status).toBe('cancelled');
    } finally {
      stripe.failing = false;
    }
  });

  it("expires the buyer's earlier Stripe session when they check out again", async () => {
    const { response, headers, store, product } = await openSession({ stock: 2 });
    const first = response.json().sessionId;
    const again = await checkoutRequest(ctx, {
      app,
      headers,
      orderData: f.orderData({ store, items: [{ product, quantity: 2 }] }),
    });
    expect(again.statusCode).toBe(200);
    expect(stripe.sessions.get(first)!.status).toBe('expired');
    expect((await sessionOf(first)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(0);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('records the order of a paid session on checkout.session.completed; finalize then answers it', async () => {
    const { response, headers, product } = await openSession();
    const { sessionId } = response.json();
    const paid = stripe.pay(sessionId);

    const delivered = await deliver(
      stripe.webhook('checkout.session.completed', { ...paid }, { timestamp: nowSeconds() }),
      'application/json; charset=utf-8',
    );
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    const session = await sessionOf(sessionId);
    expect(session.status).toBe('paid');
    expect(await ordersOf(sessionId)).toBe(1);
    expect(await stockOf(product.id)).toBe(8);

    const finalized = await app.inject({
      method: 'POST',
      url: '/api/finalize-order',
      headers,
      payload: { sessionId },
    });
    expect(finalized.json()).toMatchObject({ success: true, orderId: session.orderId });
  });

  it('refuses an altered body, a stale signature and a missing one, recording nothing', async () => {
    const { response } = await openSession();
    const { sessionId } = response.json();
    const paid = stripe.pay(sessionId);
    const good = stripe.webhook(
      'checkout.session.completed',
      { ...paid },
      { timestamp: nowSeconds() },
    );
    const altered = { ...good, payload: good.payload.replace('"paid"', '"paid" ') };
    const stale = stripe.webhook(
      'checkout.session.completed',
      { ...paid },
      { timestamp: nowSeconds() - 600 },
    );

    for (const delivery of [altered, stale, { payload: good.payload, signature: '' }]) {
      const refused = await deliver(delivery);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: WEBHOOK_SIGNATURE_BAD,
        code: 'WEBHOOK_SIGNATURE_INVALID',
      });
    }
    expect(await ordersOf(sessionId)).toBe(0);
  });

  it('acknowledges sessions it never opened and amounts that do not match, recording nothing', async () => {
    const unknown = await deliver(
      stripe.webhook(
        'checkout.session.completed',
        {
          id: 'cs_test_elsewhere',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 100,
          currency: 'usd',
        },
        { timestamp: nowSeconds() },
      ),
    );
    expect(unknown.statusCode).toBe(200);

    const { response, headers } = await openSession();
    const { sessionId } = response.json();
    const paid = stripe.pay(sessionId);
    paid.amount_total -= 1;
    const mismatch = await deliver(
      stripe.webhook('checkout.session.completed', { ...paid }, { timestamp: nowSeconds() }),
    );
    expect(mismatch.statusCode).toBe(200);
    expect(await ordersOf(sessionId)).toBe(0);

    const finalized = await app.inject({
      method: 'POST',
      url: '/api/finalize-order',
      headers,
      payload: { sessionId },
    });
    expect(finalized.statusCode).toBe(409);
    expect(finalized.json()).toEqual({ error: PAYMENT_AMOUNT_MISMATCH, code: 'PAYMENT_MISMATCH' });
    expect(await ordersOf(sessionId)).toBe(0);
  });

  it('gives the stock back at once on checkout.session.expired', async () => {
    const { response, product } = await openSession();
    const { sessionId } = response.json();
    expect(await stockOf(product.id)).toBe(8);
    const expired = { ...stripe.sessions.get(sessionId)!, status: 'expired' };
    const delivered = await deliver(
      stripe.webhook('checkout.session.expired', expired, { timestamp: nowSeconds() }),
    );
    expect(delivered.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
    expect((await sessionOf(sessionId)).status).toBe('expired');
  });

  it('ignores a completed session that is not paid yet', async () => {
    const { response } = await openSession();
    const { sessionId } = response.json();
    const pending = {
      ...stripe.sessions.get(sessionId)!,
      status: 'complete',
      payment_status: 'unpaid',
    };
    const delivered = await deliver(
      stripe.webhook('checkout.session.completed', pending, { timestamp: nowSeconds() }),
    );
    expect(delivered.statusCode).toBe(200);
    expect(await ordersOf(sessionId)).toBe(0);
  });

  it('is refused by the sandbox, which sends no webhooks', async () => {
    const delivery = stripe.webhook(
      'checkout.session.completed',
      { id: 'cs_x' },
      { timestamp: nowSeconds() },
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      payload: delivery.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});
