import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { orders, paymentSessions, stockReservations } from '../../db/schema.js';
import { SandboxPaymentProvider } from '../../providers/payments/sandbox.js';
import { barrier } from '../../test/barrier.js';
import { checkoutFactories, checkoutRequest, movingClock } from '../../test/checkout-factories.js';
import { createTestApp } from '../../test/create-test-app.js';
import { FakeStripe } from '../../test/fake-stripe.js';

/**
 * ARCHITECTURE's two promises under load, on whichever engine the suite runs (PGlite, or
 * PostgreSQL with DATABASE_URL): stock never goes below zero, and a paid session yields exactly
 * one order however many confirmations race.
 */

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const f = checkoutFactories(ctx, time.clock);
await f.serveZipcode('91104');

const stripe = new FakeStripe();
const stripeApp = await ctx.buildApp({
  clock: time.clock,
  paymentProvider: stripe.provider(time.clock),
});

/** The sandbox, with every click waiting at the promo lookup until all have arrived. */
class ClicksAtOnce extends SandboxPaymentProvider {
  private readonly arrive: () => Promise<void>;

  constructor(options: { db: Database; clock: () => Date; clicks: number }) {
    super(options);
    this.arrive = barrier(options.clicks);
  }

  override async findPromo(code: string) {
    await this.arrive();
    return super.findPromo(code);
  }
}

const { stockOf } = f;

describe('the last unit', () => {
  it('goes to exactly one of 20 buyers checking out at once; the others get a 409', async () => {
    const { store, product } = await f.newShop({ product: { stock: 1, name: 'Last Loaf' } });
    const orderData = f.orderData({ store, items: [{ product }] });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => ctx.login('buyer')));

    const responses = await Promise.all(
      buyers.map((headers) => checkoutRequest(ctx, { headers, orderData })),
    );

    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({
        error: 'Sorry, Last Loaf is out of stock.',
        code: 'OUT_OF_STOCK',
      });
    }
    expect(await stockOf(product.id)).toBe(0);
    const held = await ctx.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.productId, product.id));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ quantity: 1, status: 'held' });
  });

  it('never oversells a few units to many buyers wanting several each', async () => {
    const { store, product } = await f.newShop({ product: { stock: 5 } });
    const orderData = f.orderData({ store, items: [{ product, quantity: 2 }] });
    const responses = await Promise.all(
      Array.from({ length: 12 }, async () =>
        checkoutRequest(ctx, { headers: await ctx.login('buyer'), orderData }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(10);
    expect(await stockOf(product.id)).toBe(1);
  });
});

describe("one buyer's burst of clicks", () => {
  it('leaves one payable session holding the stock, and never tells the buyer their own hold is out of stock', async () => {
    const clicks = 20;
    // Every click has looked its promo up before any reserves: the way a burst reaches a busy
    // server, made certain here.
    const app = await ctx.buildApp({
      clock: time.clock,
      paymentProvider: new ClicksAtOnce({ db: ctx.db, clock: time.clock, clicks }),
    });
    const buyer = await ctx.newUser();
    const headers = await ctx.login(buyer);
    const { store, product } = await f.newShop({
      product: { stock: 3, name: 'Burst Bagel', priceCents: 2000 },
    });
    const promo = await f.newPromo();
    const orderData = f.orderData({
      store,
      items: [{ product, quantity: 2 }],
      overrides: { couponCode: promo.code },
    });

    const responses = await Promise.all(
      Array.from({ length: clicks }, () => checkoutRequest(ctx, { app, headers, orderData })),
    );

    for (const response of responses) {
      if (response.statusCode === 200) continue;
      expect(response.json()).toEqual({
        error: 'This checkout was replaced by a newer one you started.',
        code: 'CONFLICT',
      });
    }
    const sessions = await ctx.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, buyer.id));
    expect(sessions).toHaveLength(clicks);
    const open = sessions.filter((session) => session.status === 'open');
    expect(open).toHaveLength(1);
    // The one that stayed open is one a click was answered with.
    const answered = responses.filter((r) => r.statusCode === 200).map((r) => r.json().sessionId);
    expect(answered).toContain(open[0]!.providerSessionId);
    expect(await stockOf(product.id)).toBe(1);
    const held = await ctx.db
      .select()
      .from(stockReservations)
      .where(
        and(eq(stockReservations.productId, product.id), eq(stockReservations.status, 'held')),
      );
    expect(held).toEqual([expect.objectContaining({ paymentSessionId: open[0]!.id, quantity: 2 })]);
  });
});

describe('buyers trying again at once', () => {
  it('never deadlock when giving their earlier holds back while others lock the same products', async () => {
    const { store, product: bread } = await f.newShop({ product: { stock: 100 } });
    const butter = await ctx.newProduct({ storeId: store.id, stock: 100 });
    const both = f.orderData({ store, items: [{ product: bread }, { product: butter }] });
    const returning = await Promise.all(Array.from({ length: 10 }, () => ctx.login('buyer')));
    for (const headers of returning) {
      const earlier = f.orderData({ store, items: [{ product: butter }] });
      expect((await checkoutRequest(ctx, { headers, orderData: earlier })).statusCode).toBe(200);
    }
    const newcomers = await Promise.all(Array.from({ length: 10 }, () => ctx.login('buyer')));

    const responses = await Promise.all(
      [...returning, ...newcomers].map((headers) =>
        checkoutRequest(ctx, { headers, orderData: both }),
      ),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await stockOf(bread.id)).toBe(80);
    expect(await stockOf(butter.id)).toBe(80);
  });
});

describe('one paid session, many confirmations', () => {
  it('records exactly one order from 10 finalize-order calls and 10 webhook deliveries at once', async () => {
    const buyer = await ctx.newUser();
    const headers = await ctx.login(buyer);
    const { store, product } = await f.newShop({ product: { stock: 4 } });
    const created = await checkoutRequest(ctx, {
      app: stripeApp,
      headers,
      orderData: f.orderData({ store, items: [{ product, quantity: 3 }] }),
    });
    expect(created.statusCode).toBe(200);
    const { sessionId } = created.json();
    expect(await stockOf(product.id)).toBe(1);

    const paid = stripe.pay(sessionId);
    const deliveries = Array.from({ length: 10 }, () =>
      stripe.webhook('checkout.session.completed', { ...paid }),
    );
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        stripeApp.inject({
          method: 'POST',
          url: '/api/finalize-order',
          headers,
          payload: { sessionId },
        }),
      ),
      ...deliveries.map(({ payload, signature }) =>
        stripeApp.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        }),
      ),
    ]);

    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const orderIds = new Set(responses.slice(0, 10).map((r) => r.json().orderId));
    expect(orderIds.size).toBe(1);
    const [session] = await ctx.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(session).toMatchObject({ status: 'paid', orderId: [...orderIds][0] });
    expect(await ctx.db.$count(orders, eq(orders.paymentSessionId, session!.id))).toBe(1);
    expect(await stockOf(product.id)).toBe(1);
    const reservations = await ctx.db
      .select({ status: stockReservations.status })
      .from(stockReservations)
      .where(eq(stockReservations.paymentSessionId, session!.id));
    expect(reservations).toEqual([{ status: 'committed' }]);
  });

  it('records exactly one order when the sandbox page and finalize-order race', async () => {
    const headers = await ctx.login('buyer');
    const { store, product } = await f.newShop({ product: { stock: 2 } });
    const { sessionId } = (
      await checkoutRequest(ctx, {
        headers,
        orderData: f.orderData({ store, items: [{ product }] }),
      })
    ).json();
    expect(await (ctx.app.payments as SandboxPaymentProvider).markPaid(sessionId)).toMatchObject({
      paid: true,
    });

    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/finalize-order',
          headers,
          payload: { sessionId },
        }),
      ),
      ...Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: 'POST', url: `/api/sandbox-checkout/${sessionId}/pay` }),
      ),
    ]);
    expect(responses.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.slice(10).map((r) => r.statusCode)).toEqual(Array(5).fill(303));
    expect(new Set(responses.slice(0, 10).map((r) => r.json().orderId)).size).toBe(1);
    const [session] = await ctx.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(await ctx.db.$count(orders, eq(orders.paymentSessionId, session!.id))).toBe(1);
    expect(await stockOf(product.id)).toBe(1);
  });
});
