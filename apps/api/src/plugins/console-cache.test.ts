import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelEvents } from '../db/client.js';
import { orders, stores } from '../db/schema.js';
import { movingClock } from '../test/checkout-factories.js';
import { createTestApp, testConfig } from '../test/create-test-app.js';
import { CONSOLE_CHANGED, createConsoleCache } from './console-cache.js';

// Issue #32, docs/decisions/132: the back office's lists answered again from memory until
// something they show changes, per caller, with access checked on every request.

const clock = movingClock(new Date('2026-11-27T20:00:00Z'));
const ctx = await createTestApp({ clock: clock.clock });
/** The test apps run without the console cache (decision 132): this one has it. */
const routes: RouteOptions[] = [];
const app = await ctx.buildApp({
  config: testConfig({ CONSOLE_CACHE_MB: '16' }),
  clock: clock.clock,
  onRoute: (route) => void routes.push(route),
});

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

/** Every earlier change, through any connection, has been heard by the app. */
const settle = () => app.consoleCache.settle();

describe('the console cache through the routes', () => {
  it('answers a list again from memory until an order changes, then reads it again', async () => {
    const admin = await ctx.login('admin');
    const buyer = await ctx.newUser();
    await ctx.newOrder(buyer);
    await settle();

    const first = await get('/api/admin/order-history', admin);
    expect(first.headers['x-cache']).toBe('miss');
    const again = await get('/api/admin/order-history', admin);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-store');

    // Written by another connection, as another instance would.
    const newer = await ctx.newOrder(buyer);
    await settle();
    const after = await get('/api/admin/order-history', admin);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().orders[0]._id).toBe(newer);
  });

  it('is not emptied by a change that was rolled back', async () => {
    const admin = await ctx.login('admin');
    const orderId = await ctx.newOrder(await ctx.newUser());
    await settle();
    await get('/api/orders', admin);
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, orderId));
        tx.rollback();
      })
      .catch(() => {});
    await settle();
    expect((await get('/api/orders', admin)).headers['x-cache']).toBe('hit');
  });

  it('is emptied by a change of users and of the catalogue as well', async () => {
    const admin = await ctx.login('admin');
    const dataentry = await ctx.login('dataentry');
    const store = await ctx.newStore();
    await settle();

    expect((await get('/api/users?q=zelda', admin)).json().users).toEqual([]);
    expect((await get('/api/users?q=zelda', admin)).headers['x-cache']).toBe('hit');
    await ctx.newUser({ firstName: 'Zelda', lastName: 'Quintero' });
    await settle();
    const users = await get('/api/users?q=zelda', admin);
    expect(users.headers['x-cache']).toBe('miss');
    expect(users.json().users.map((user: { firstName: string }) => user.firstName)).toEqual([
      'Zelda',
    ]);

    const url = `/api/stores-for-admin?storeId=${store.id}`;
    await get(url, dataentry);
    expect((await get(url, dataentry)).headers['x-cache']).toBe('hit');
    await ctx.db.update(stores).set({ name: 'Renamed Roasters' }).where(eq(stores.id, store.id));
    await settle();
    const renamed = await get(url, dataentry);
    expect(renamed.headers['x-cache']).toBe('miss');
    expect(renamed.json().stores[0].name).toBe('Renamed Roasters');
  });

  it('shows a change made through this instance at once, without waiting to hear it', async () => {
    const admin = await ctx.login('admin');
    await get('/api/sellers', admin);
    expect((await get('/api/sellers', admin)).headers['x-cache']).toBe('hit');

    // Any request that may write empties it as it answers: here, even a refused one.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/create-seller',
      headers: admin,
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect((await get('/api/sellers', admin)).headers['x-cache']).toBe('miss');
  });

  it('keeps each caller’s answers apart', async () => {
    const first = await ctx.login('admin');
    const second = await ctx.login('admin');
    const sellerA = await ctx.newUser({ role: 'seller' });
    const sellerB = await ctx.newUser({ role: 'seller' });
    const buyer = await ctx.newUser();
    const storeA = await ctx.newStore({ sellerId: sellerA.sellerId ?? undefined });
    const storeB = await ctx.newStore({ sellerId: sellerB.sellerId ?? undefined });
    const orderA = await ctx.newOrder(buyer, { storeId: storeA.id });
    const orderB = await ctx.newOrder(buyer, { storeId: storeB.id });
    const [a, b] = [await ctx.login(sellerA), await ctx.login(sellerB)];
    await settle();

    await get('/api/orders', first);
    expect((await get('/api/orders', first)).headers['x-cache']).toBe('hit');
    expect((await get('/api/orders', second)).headers['x-cache']).toBe('miss');

    const ofA = await get('/api/seller/orders', a);
    expect((await get('/api/seller/orders', a)).headers['x-cache']).toBe('hit');
    const ofB = await get('/api/seller/orders', b);
    expect(ofB.headers['x-cache']).toBe('miss');
    expect(JSON.stringify(ofA.json())).toContain(orderA);
    expect(JSON.stringify(ofA.json())).not.toContain(orderB);
    expect(JSON.stringify(ofB.json())).toContain(orderB);
    expect(JSON.stringify(ofB.json())).not.toContain(orderA);
  });

  it('still checks who asks on every request', async () => {
    const admin = await ctx.login('admin');
    await get('/api/drivers', admin);
    expect((await get('/api/drivers', admin)).headers['x-cache']).toBe('hit');

    const anonymous = await get('/api/drivers', {});
    expect(anonymous.statusCode).toBe(401);
    const other = await get('/api/drivers', await ctx.login('dataentry'));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: 'FORBIDDEN',
      error: 'You do not have permission to do this.',
    });
  });

  it('keeps nothing but answered lists: a refused query is refused every time', async () => {
    const admin = await ctx.login('admin');
    for (const attempt of [1, 2]) {
      const response = await get('/api/users?limit=0', admin);
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(response.headers['x-cache']).toBeUndefined();
    }
  });

  it('reads lists that depend on the hour again after 30 seconds', async () => {
    const admin = await ctx.login('admin');
    await settle();
    await get('/api/admin/order-history/daily', admin);
    clock.advance(29_000);
    expect((await get('/api/admin/order-history/daily', admin)).headers['x-cache']).toBe('hit');
    clock.advance(2_000);
    expect((await get('/api/admin/order-history/daily', admin)).headers['x-cache']).toBe('miss');
  });

  it('serves every back-office list of decision 132 (and the dispatch board) and no other route', async () => {
    const cached = routes
      .filter((route) => route.config?.cache === 'console' && route.method === 'GET')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(cached).toEqual(
      [
        '/api/admin/order-history',
        '/api/admin/order-history/daily',
        '/api/dispatch/board',
        '/api/drivers',
        '/api/orders',
        '/api/seller/orders',
        '/api/sellers',
        '/api/sellers/choices',
        '/api/store-choices',
        '/api/stores-for-admin',
        '/api/users',
      ].map((url) => `GET ${url}`),
    );

    const admin = await ctx.login('admin');
    const seller = await ctx.login('seller');
    await settle();
    for (const route of cached) {
      const url = route.replace('GET ', '');
      const headers = url === '/api/seller/orders' ? seller : admin;
      const first = await get(url, headers);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
      expect((await get(url, headers)).headers['x-cache'], url).toBe('hit');
    }
  });

  it('says in readiness whether it caches', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json().checks.consoleCache).toBe('caching');
    const off = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(off.statusCode).toBe(200);
    expect(off.json().checks.consoleCache).toBe('off');

    const deaf = await ctx.buildApp({ config: testConfig({ CONSOLE_CACHE_MB: '16' }) });
    await deaf.consoleCache.close();
    const notReady = await deaf.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({
      checks: { consoleCache: 'bypassed' },
      failing: ['consoleCache'],
    });
  });
});

/** A cache on channels the test drives itself. */
async function cacheOnFakeChannels(maxChars = 1_000) {
  const channels = new Map<string, ChannelEvents>();
  const log = { info: vi.fn(), warn: vi.fn() };
  const cache = await createConsoleCache(
    {
      db: ctx.db,
      listen: async (channel, events) => {
        channels.set(channel, events);
        events.listening();
        return async () => {};
      },
    },
    { maxChars, clock: clock.clock, log },
  );
  const channel = (name: string) => channels.get(name) as ChannelEvents;
  return { cache, channel, log };
}

describe('the console cache', () => {
  it('does not keep a read that a change overtook', async () => {
    const { cache, channel } = await cacheOnFakeChannels();
    const read = cache.begin('page');
    channel(CONSOLE_CHANGED).notify('orders');
    cache.keep(read, '{"old":true}');
    expect(cache.answer('page')).toBeUndefined();

    const next = cache.begin('page');
    cache.keep(next, '{"new":true}');
    expect(cache.answer('page')).toBe('{"new":true}');
    channel('catalog_changed').notify('{"t":"stores"}');
    expect(cache.answer('page')).toBeUndefined();
  });

  it('is bypassed while either channel is not heard, and says so once', async () => {
    const { cache, channel, log } = await cacheOnFakeChannels();
    cache.keep(cache.begin('page'), '{}');
    channel('catalog_changed').lost();
    channel('catalog_changed').lost();
    expect(cache.state()).toBe('bypassed');
    expect(cache.answer('page')).toBeUndefined();
    cache.keep(cache.begin('page'), '{}');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      'Console cache: cannot LISTEN catalog_changed on the database; reading the database for every console list until it can.',
    );

    channel('catalog_changed').listening();
    expect(cache.state()).toBe('caching');
    expect(log.info).toHaveBeenCalledWith('Console cache: hearing changes again.');
    expect(cache.answer('page')).toBeUndefined();
    cache.keep(cache.begin('page'), '{}');
    expect(cache.answer('page')).toBe('{}');
  });

  it('keeps at most its size, dropping the least recently used first', async () => {
    const { cache } = await cacheOnFakeChannels(10);
    const answer = (n: number) => `"${'x'.repeat(n - 2)}"`;
    cache.keep(cache.begin('a'), answer(4));
    cache.keep(cache.begin('b'), answer(4));
    expect(cache.answer('a')).toBe(answer(4));
    cache.keep(cache.begin('c'), answer(4));
    expect(cache.answer('b')).toBeUndefined();
    expect(cache.answer('a')).toBe(answer(4));
    expect(cache.answer('c')).toBe(answer(4));
    cache.keep(cache.begin('big'), answer(11));
    expect(cache.answer('big')).toBeUndefined();
  });

  it('with no room (CONSOLE_CACHE_MB=0) keeps nothing and never listens', async () => {
    const listen = vi.fn();
    const cache = await createConsoleCache(
      { db: ctx.db, listen },
      { maxChars: 0, clock: clock.clock },
    );
    cache.keep(cache.begin('page'), '{}');
    expect(cache.answer('page')).toBeUndefined();
    expect(cache.state()).toBe('off');
    expect(listen).not.toHaveBeenCalled();
  });
});
