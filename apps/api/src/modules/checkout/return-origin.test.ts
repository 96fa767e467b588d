import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { checkoutFactories, checkoutRequest, movingClock } from '../../test/checkout-factories.js';
import { createTestApp, testConfig } from '../../test/create-test-app.js';
import { FakeStripe } from '../../test/fake-stripe.js';

/**
 * Where the payment page sends the buyer back: the origin they checked out from when it is this
 * machine's own and PUBLIC_URL is unset (the test config leaves it unset, on port 3000).
 */

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const f = checkoutFactories(ctx, time.clock);
await f.serveZipcode('91104');

async function checkOut(origin: string | null, app = ctx.app) {
  const { store, product } = await f.newShop();
  const headers = await ctx.login('buyer');
  const response = await checkoutRequest(ctx, {
    app,
    headers: origin ? { ...headers, origin } : headers,
    orderData: f.orderData({ store, items: [{ product }] }),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { sessionId: string; url: string };
}

async function pay(sessionId: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/sandbox-checkout/${sessionId}/pay`,
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location;
}

describe('the sandbox payment page', () => {
  for (const origin of ['http://127.0.0.1:3000', `http://${hostname()}:3000`]) {
    it(`opens on ${origin} and sends the buyer back there after paying`, async () => {
      const { sessionId, url } = await checkOut(origin);
      expect(url).toBe(`${origin}/api/sandbox-checkout/${sessionId}`);
      expect(await pay(sessionId)).toBe(`${origin}/order-confirmed?sessionId=${sessionId}`);

      const page = await ctx.app.inject({
        method: 'GET',
        url: `/api/sandbox-checkout/${sessionId}`,
      });
      expect(page.body).toContain(`href="${origin}/order-confirmed?sessionId=${sessionId}"`);
      expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${origin};`);
    });
  }

  it('goes back to http://localhost:PORT for an origin that is not this machine, or none', async () => {
    for (const origin of [
      'http://evil.example',
      'https://127.0.0.1.evil.example:3000',
      'null',
      null,
    ]) {
      const { sessionId, url } = await checkOut(origin);
      expect(url).toBe(`http://localhost:3000/api/sandbox-checkout/${sessionId}`);
      expect(await pay(sessionId)).toBe(
        `http://localhost:3000/order-confirmed?sessionId=${sessionId}`,
      );
    }
  });

  it('always goes back to PUBLIC_URL when it is set', async () => {
    const app = await ctx.buildApp({
      clock: time.clock,
      config: testConfig({ PUBLIC_URL: 'https://shop.example.com/' }),
    });
    const { sessionId, url } = await checkOut('http://127.0.0.1:3000', app);
    expect(url).toBe(`https://shop.example.com/api/sandbox-checkout/${sessionId}`);
    expect(await pay(sessionId)).toBe(
      `https://shop.example.com/order-confirmed?sessionId=${sessionId}`,
    );
  });
});

describe('Stripe Checkout', () => {
  it("gets success and cancel URLs on the buyer's origin", async () => {
    const stripe = new FakeStripe();
    const app = await ctx.buildApp({
      clock: time.clock,
      paymentProvider: stripe.provider(time.clock),
    });
    await checkOut('http://127.0.0.1:3000', app);
    expect(stripe.requestsTo('/v1/checkout/sessions').at(-1)!.params).toMatchObject({
      success_url: 'http://127.0.0.1:3000/order-confirmed?sessionId={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:3000/checkout',
    });
  });
});
