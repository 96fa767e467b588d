import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test/create-test-app.js';
import { METRICS_TOKEN_REQUIRED } from './metrics.js';

const TOKEN = 'prometheus-scrapes-with-this-secret';
const ctx = await createTestApp();
const watched = await ctx.buildApp({ config: testConfig({ METRICS_TOKEN: TOKEN }) });

const scrape = (authorization?: string) =>
  watched.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one series in Prometheus's text format. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`No ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

describe('GET /api/metrics (issue #36)', () => {
  it('does not exist unless a token is configured, and refuses any other token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', error: METRICS_TOKEN_REQUIRED });
    }
  });

  it('counts answers by route pattern and status, and reads the outbox, streams and pool', async () => {
    const buyer = await ctx.newUser();
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
    expect(seriesValue(text, 'order_streams_open')).toBe(0);
    // The scrape's own queries may hold or wait for connections of the pool (0 on PGlite).
    for (const state of ['in_use', 'waiting']) {
      expect(seriesValue(text, `db_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('never carries a phone number, an address or an id', async () => {
    const buyer = await ctx.newUser();
    const orderId = await ctx.newOrder(buyer);
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
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const secret of [buyer.phone!, buyer.phone!.slice(2), orderId, buyer.id, 'Pasadena']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('route="/api/send-otp"');
  });
});
