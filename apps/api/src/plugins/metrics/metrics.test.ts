import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { releaseExpiredSessions } from '../../modules/checkout/stock-reservations.js';
import { savePushSubscription } from '../../modules/push/save-push-subscription.js';
import { SmsDeliveryError } from '../../providers/sms/sms-provider.js';
import { checkoutRequest } from '../../test/checkout-factories.js';
import { testConfig } from '../../test/create-test-app.js';
import { paymentTestApps } from '../../test/payment-test-apps.js';
import { METRICS_TOKEN_REQUIRED } from './metrics.js';

/** A P-256 public key as browsers give it (any valid point: nothing is sent to it). */
const P256DH = createECDH('prime256v1').generateKeys('base64url');

const TOKEN = 'prometheus-scrapes-with-this-secret';
const { time, ctx, f, stripe, stripeApp } = await paymentTestApps();
const watched = await ctx.buildApp({
  config: testConfig({ METRICS_TOKEN: TOKEN }),
  clock: time.clock,
});
/**
 * Sends the outbox, every text refused for good. On the real clock: texts fall due on the
 * database's, which the checkout clock does not follow.
 */
const texting = await ctx.buildApp({
  clock: () => new Date(),
  smsProvider: {
    name: 'log',
    send: async () => {
      throw new SmsDeliveryError('The number is not a mobile number.', { permanent: true });
    },
  },
});

const scrape = (authorization?: string) =>
  watched.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });
const scraped = async () => (await scrape(`Bearer ${TOKEN}`)).body;

/** The value of one series in Prometheus's text format. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`No ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

/**
 * The business counters as `app` shows them; they are the process's (business-metrics.ts), so a
 * test reads what changed while it ran.
 */
async function counters(app: App) {
  const text = await app.metrics.metrics();
  return {
    checkouts: (outcome: string) => seriesValue(text, `checkouts_total{outcome="${outcome}"}`),
    transitions: (action: string) =>
      seriesValue(text, `order_transitions_total{action="${action}"}`),
    textsFailed: (outcome: string) =>
      seriesValue(text, `text_messages_failed_total{outcome="${outcome}"}`),
  };
}

/** A checkout of one product through `app`, by a new buyer unless `headers` names one. */
async function openCheckout(app: App, headers?: { authorization: string }) {
  const { store, product } = await f.newShop();
  const login = headers ?? (await ctx.login(await ctx.newUser()));
  const response = await checkoutRequest(ctx, {
    app,
    headers: login,
    orderData: f.orderData({ store, items: [{ product }] }),
  });
  return { response, headers: login };
}

describe('GET /api/metrics (issue #36)', () => {
  it('does not exist unless a token is configured, and refuses any other token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        error: METRICS_TOKEN_REQUIRED,
      });
    }
  });

  it('counts answers by route pattern and status, and reads the outboxes, streams and pool', async () => {
    const buyer = await ctx.newUser();
    // A device to push the order's news to (nothing sends pushes in these apps).
    await savePushSubscription(
      { db: ctx.db, clock: () => new Date() },
      {
        actor: buyer,
        subscription: {
          endpoint: `https://fcm.googleapis.com/fcm/send/${buyer.id}`,
          keys: { p256dh: P256DH, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
        },
        userAgent: 'Mozilla/5.0',
      },
    );
    const orderId = await ctx.newOrder(buyer);
    const headers = await ctx.login(buyer);
    const asked = await watched.inject({ method: 'GET', url: `/api/order/${orderId}`, headers });
    expect(asked.statusCode).toBe(200);
    const someoneElses = await watched.inject({
      method: 'GET',
      url: `/api/order/${await ctx.newOrder(await ctx.newUser())}`,
      headers,
    });
    expect(someoneElses.statusCode).toBe(403);
    await watched.inject({ method: 'GET', url: '/api/no-such-route' });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const answers = (status: number, route = '/api/order/:id') =>
      seriesValue(
        text,
        `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`,
      );
    expect(answers(200)).toBe(1);
    expect(answers(403)).toBe(1);
    expect(answers(404, 'unmatched')).toBe(1);
    // The order's texts wait in the outbox (texts are not sent by these apps).
    expect(seriesValue(text, 'text_outbox_pending')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(text, 'text_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'push_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'push_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'order_streams_open')).toBe(0);
    // The scrape's own queries may hold or wait for connections of the pool (0 on PGlite).
    for (const state of ['in_use', 'waiting']) {
      expect(seriesValue(text, `db_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    }
    // The event loop's delay, as the alerts read it (deploy/prometheus/alerts.yml).
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('shows readiness by check, and how late catalogue changes arrive', async () => {
    const text = await scraped();
    expect(seriesValue(text, 'ready')).toBe(1);
    for (const check of ['database', 'migrations', 'searchIndex', 'orderEvents', 'textWorker']) {
      expect(seriesValue(text, `ready_check_failing{check="${check}"}`), check).toBe(0);
    }
    await ctx.settleCatalog();
    expect(seriesValue(await scraped(), 'search_index_lag_seconds')).toBe(0);
    // The first scrape sent a probe through the catalogue's channel; a later one shows its time.
    await ctx.newStore();
    const lag = seriesValue(await scraped(), 'catalog_change_lag_seconds');
    expect(lag).toBeGreaterThan(0);
    expect(lag).toBeLessThan(5);
  });

  it('counts checkouts by outcome, order transitions and failed texts, with or without the token', async () => {
    // Read from the app without METRICS_TOKEN: counting does not depend on the endpoint.
    const before = await counters(ctx.app);

    // One buyer checks out twice: the first session is replaced, the second paid on the
    // sandbox's page and confirmed by the buyer's browser too (one order, counted once).
    const first = await openCheckout(watched);
    expect(first.response.statusCode).toBe(200);
    const second = await openCheckout(watched, first.headers);
    expect(second.response.statusCode).toBe(200);
    const { sessionId } = second.response.json();
    const paid = await watched.inject({
      method: 'POST',
      url: `/api/sandbox-checkout/${sessionId}/pay`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const finalized = await watched.inject({
      method: 'POST',
      url: '/api/finalize-order',
      headers: first.headers,
      payload: { sessionId },
    });
    expect(finalized.statusCode).toBe(200);

    // Stripe is down: no payment page.
    stripe.failing = true;
    try {
      expect((await openCheckout(stripeApp)).response.statusCode).toBe(502);
    } finally {
      stripe.failing = false;
    }

    // A session nobody pays lapses, and the sweep gives its stock back.
    expect((await openCheckout(watched)).response.statusCode).toBe(200);
    time.advance(60 * 60_000);
    expect((await releaseExpiredSessions(ctx.db, { now: time.clock() })).sessions).toBe(1);

    // An admin cancels the paid order: a transition (and the refund's outcome).
    const cancelled = await watched.inject({
      method: 'POST',
      url: `/api/orders/${finalized.json().orderId}/cancel`,
      headers: await ctx.login('admin'),
      payload: { reason: 'The store is closed today.' },
    });
    expect(cancelled.statusCode).toBe(200);

    // The order's texts cannot be sent: given up at once.
    expect(await texting.textWorker.runOnce()).toBeGreaterThan(0);

    const after = await counters(ctx.app);
    const change = (read: (c: typeof after) => number) => read(after) - read(before);
    expect(change((c) => c.checkouts('started'))).toBe(3);
    expect(change((c) => c.checkouts('replaced'))).toBe(1);
    expect(change((c) => c.checkouts('paid'))).toBe(1);
    expect(change((c) => c.checkouts('failed'))).toBe(1);
    expect(change((c) => c.checkouts('expired'))).toBe(1);
    expect(change((c) => c.transitions('pay'))).toBe(1);
    expect(change((c) => c.transitions('cancel'))).toBe(1);
    expect(change((c) => c.textsFailed('given_up'))).toBeGreaterThan(0);
    expect(change((c) => c.textsFailed('retrying'))).toBe(0);

    // The endpoint shows the same counters.
    const text = await scraped();
    expect(seriesValue(text, 'checkouts_total{outcome="paid"}')).toBe(after.checkouts('paid'));
    expect(seriesValue(text, 'order_transitions_total{action="cancel"}')).toBe(
      after.transitions('cancel'),
    );
  });

  it('never carries a phone number, an address, a date of birth or an id', async () => {
    const { store, product } = await f.newShop();
    const address = f.deliveryAddress();
    const { orderId, buyer, providerSessionId } = await f.payFor({
      app: watched,
      orderData: f.orderData({ store, items: [{ product }] }),
    });
    await watched.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { phone: buyer.phone },
      remoteAddress: ctx.newIp(),
    });
    await watched.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: await ctx.login(buyer),
    });
    await texting.textWorker.runOnce();
    const text = await scraped();

    const phone = buyer.phone!;
    const secrets = [
      phone,
      phone.slice(2),
      buyer.dob!,
      buyer.id,
      buyer.lastName!,
      buyer.email!,
      orderId,
      providerSessionId,
      store.id,
      store.name,
      product.id,
      product.name,
      address.fullname,
      address.contact,
      `${address.street1} ${address.street2}`,
      address.street2,
      address.city,
      address.zipcode,
    ];
    // Label values, where a person could hide; numbers elsewhere are byte counts and seconds.
    const labelValues = [...text.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
    expect(labelValues.length).toBeGreaterThan(100);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(3);
      expect(labelValues.filter((value) => value.includes(secret))).toEqual([]);
      if (/[a-z]/i.test(secret)) expect(text).not.toContain(secret);
    }
    expect(text).toContain('route="/api/send-otp"');
    expect(text).toContain('route="/api/order/:id"');
  });
});
