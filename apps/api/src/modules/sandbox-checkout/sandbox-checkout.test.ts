import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { orders, paymentSessions } from '../../db/schema.js';
import { SandboxPaymentProvider } from '../../providers/payments/sandbox.js';
import { barrier } from '../../test/barrier.js';
import {
  CHECKOUT_NOW,
  checkoutFactories,
  checkoutRequest,
  movingClock,
} from '../../test/checkout-factories.js';
import { createTestApp } from '../../test/create-test-app.js';
import { FakeStripe } from '../../test/fake-stripe.js';

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const f = checkoutFactories(ctx, time.clock);
await f.serveZipcode('91104');

async function openSession(productName = 'Garden Party Bouquet') {
  const headers = await ctx.login('buyer');
  const { store, product } = await f.newShop({
    store: { name: 'Bloom & Arroyo <Florist>', category: 'Flower Stores' },
    product: { name: productName, priceCents: 4500 },
  });
  const orderData = f.orderData({
    store,
    items: [{ product, quantity: 2 }],
    overrides: { driverTip: 10, sellerTip: 5 },
  });
  orderData.items[0]!.flowerCustomizations = {
    fullName: 'Elena Alvarez',
    occasion: 'Birthday',
    relationship: 'Mom',
    locationType: 'Residence',
    customMessage: 'Happy birthday, Mom!',
    signature: 'Love, Maya',
  };
  const response = await checkoutRequest(ctx, { headers, orderData });
  expect(response.statusCode).toBe(200);
  return { headers, store, product, sessionId: response.json().sessionId as string };
}

const sessionOf = async (sessionId: string) => {
  const [session] = await ctx.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, sessionId));
  return session!;
};
const ordersOf = async (sessionId: string) =>
  ctx.db.$count(orders, eq(orders.paymentSessionId, (await sessionOf(sessionId)).id));

/**
 * The sandbox with presses that all read the session before any of them pays it: the
 * interleaving a real double click can take on a server, made certain here.
 */
class PressesAtOnce extends SandboxPaymentProvider {
  private readonly arrive: () => Promise<void>;

  constructor(options: { db: Database; clock: () => Date; presses: number }) {
    super(options);
    this.arrive = barrier(options.presses);
  }

  override async markPaid(id: string) {
    await this.arrive();
    return super.markPaid(id);
  }
}

const page = (sessionId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/sandbox-checkout/${sessionId}` });
const pay = (sessionId: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: `/api/sandbox-checkout/${sessionId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('GET /api/sandbox-checkout/:sessionId', () => {
  it('shows the merchant, the items with quantities and prices, the breakdown, Pay and Cancel', async () => {
    const { sessionId, store } = await openSession();
    const response = await page(sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    const session = await sessionOf(sessionId);
    const total = `$${(session.amountTotalCents / 100).toFixed(2)}`;

    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Pay Arroyo');
    expect(html).toContain(`Order from Bloom &amp; Arroyo &lt;Florist&gt;`);
    expect(html).not.toContain(store.name);
    expect(html).toContain('Garden Party Bouquet');
    expect(html).toContain('aria-label="Quantity 2"');
    expect(html).toContain('$45.00 each');
    expect(html).toContain('$90.00');
    expect(html).toContain('Gift card for Elena Alvarez');
    for (const label of [
      'Subtotal',
      'Tax',
      'Delivery fee',
      'Store tip (5%)',
      'Driver tip (10%)',
      'Total due',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain(`<button class="button" type="submit">Pay ${total}</button>`);
    expect(html).toContain(`action="/api/sandbox-checkout/${sessionId}/pay"`);
    expect(html).toContain('<a class="cancel" href="http://localhost:3000/checkout">Cancel</a>');
    // Self-contained: inline styles only, no scripts, nothing fetched from elsewhere.
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/);
  });

  it('says so for an unknown session, and for one that expired', async () => {
    const unknown = await page('ps_nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Checkout not found');

    const { sessionId } = await openSession();
    time.advance(31 * 60_000);
    try {
      const expired = await page(sessionId);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('This checkout has expired');
      expect(expired.body).not.toContain('type="submit"');
      const refused = await pay(sessionId);
      expect(refused.statusCode).toBe(410);
      expect((await sessionOf(sessionId)).paidAt).toBeNull();
    } finally {
      time.set(CHECKOUT_NOW);
    }
  });
});

describe('POST /api/sandbox-checkout/:sessionId/pay', () => {
  it('marks the session paid, records the order and redirects to the success URL like Stripe', async () => {
    const { headers, sessionId } = await openSession();
    const response = await pay(sessionId);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://localhost:3000/order-confirmed?sessionId=${sessionId}`,
    );

    const session = await sessionOf(sessionId);
    expect(session).toMatchObject({ status: 'paid', orderId: expect.any(String) });
    expect(await ordersOf(sessionId)).toBe(1);

    const finalized = await ctx.app.inject({
      method: 'POST',
      url: '/api/finalize-order',
      headers,
      payload: { sessionId, orderData: { anything: true } },
    });
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toMatchObject({ success: true, orderId: session.orderId });
    expect(finalized.json().order.products[0].flowerCustomizations).toEqual({
      fullName: 'Elena Alvarez',
      occasion: 'Birthday',
      relationship: 'Mom',
      locationType: 'Residence',
      customMessage: 'Happy birthday, Mom!',
      signature: 'Love, Maya',
    });

    // Pressing Pay again (or going back) is harmless.
    const again = await pay(sessionId);
    expect(again.statusCode).toBe(303);
    expect(await ordersOf(sessionId)).toBe(1);
    const paidPage = await page(sessionId);
    expect(paidPage.body).toContain('Payment complete');
  });

  it('sends every one of several quick presses to the confirmation, with one order', async () => {
    const { sessionId } = await openSession();
    const presses = 5;
    const app = await ctx.buildApp({
      clock: time.clock,
      paymentProvider: new PressesAtOnce({ db: ctx.db, clock: time.clock, presses }),
    });
    const responses = await Promise.all(Array.from({ length: presses }, () => pay(sessionId, app)));
    expect(responses.map((response) => [response.statusCode, response.headers.location])).toEqual(
      Array(presses).fill([303, `http://localhost:3000/order-confirmed?sessionId=${sessionId}`]),
    );
    expect(await ordersOf(sessionId)).toBe(1);
  });

  it('is not there when payments go through Stripe', async () => {
    const stripeApp = await ctx.buildApp({
      clock: time.clock,
      paymentProvider: new FakeStripe().provider(),
    });
    const response = await stripeApp.inject({ method: 'GET', url: '/api/sandbox-checkout/ps_x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
