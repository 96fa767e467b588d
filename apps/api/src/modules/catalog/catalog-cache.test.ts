import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChannelEvents } from '../../db/client.js';
import { stores } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import { type CatalogCacheLog, createCatalogCache } from './catalog-cache.js';

const ctx = await createTestApp();
const cache = ctx.app.catalogCache;

/** A loader that counts its calls and answers with the count. */
function counter() {
  let calls = 0;
  return {
    load: async () => JSON.stringify({ call: ++calls }),
    get calls() {
      return calls;
    },
  };
}

/** A cache on a channel the test drives itself. */
async function cacheOnFakeChannel(options: Parameters<typeof createCatalogCache>[1] = {}) {
  let events!: ChannelEvents;
  const unlistened = { value: false };
  const fake = await createCatalogCache(
    {
      db: ctx.db,
      listen: async (_channel, subscriber) => {
        events = subscriber;
        subscriber.listening();
        return async () => {
          unlistened.value = true;
        };
      },
    },
    options,
  );
  return { cache: fake, events, unlistened };
}

const touchCatalog = (storeId: string) =>
  ctx.db.update(stores).set({ contact: '6265550199' }).where(eq(stores.id, storeId));

describe('catalogue cache', () => {
  it('answers again from memory until the catalogue changes in the database', async () => {
    const store = await ctx.newStore();
    const key = randomUUID();
    const loads = counter();
    expect(await cache.json(key, loads.load)).toBe('{"call":1}');
    expect(await cache.json(key, loads.load)).toBe('{"call":1}');
    expect(loads.calls).toBe(1);

    await touchCatalog(store.id);
    await ctx.settleCatalog();
    expect(await cache.json(key, loads.load)).toBe('{"call":2}');
    expect(loads.calls).toBe(2);
  });

  it('is not emptied by changes outside the catalogue, nor by a rolled-back change', async () => {
    const store = await ctx.newStore();
    const key = randomUUID();
    const loads = counter();
    await cache.json(key, loads.load);

    await ctx.newUser();
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(stores).set({ isHidden: true }).where(eq(stores.id, store.id));
        tx.rollback();
      })
      .catch(() => {});
    await ctx.settleCatalog();
    await cache.json(key, loads.load);
    expect(loads.calls).toBe(1);
  });

  it('shares one read among everyone asking for the same answer at once', async () => {
    const key = randomUUID();
    const loads = counter();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => cache.json(key, loads.load)));
    expect(new Set(answers)).toEqual(new Set(['{"call":1}']));
    expect(loads.calls).toBe(1);
  });

  it('does not keep an answer read before a change committed', async () => {
    const store = await ctx.newStore();
    const key = randomUUID();
    let finish!: (json: string) => void;
    const slow = cache.json(key, () => new Promise<string>((resolve) => (finish = resolve)));
    await touchCatalog(store.id);
    await ctx.settleCatalog();
    finish('"before the change"');
    expect(await slow).toBe('"before the change"');

    const loads = counter();
    expect(await cache.json(key, loads.load)).toBe('{"call":1}');
  });

  it('applies a change its own process committed at once, without waiting for its notification', async () => {
    // The fake channel delivers nothing: only `hearAgain` tells this cache.
    const { cache: own } = await cacheOnFakeChannel();
    const showsX = { stores: ['a'], anyChangeIn: [], showsStock: true, products: ['x'] };
    const stockOf = (store: string, product: string) => ({
      table: 'products',
      stores: [store],
      products: [product],
      stock: true,
      names: false,
    });
    const loads = counter();
    const read = () =>
      own.json('products of a', async () => ({ json: await loads.load(), dependsOn: showsX }));
    await read();
    own.hearAgain(stockOf('b', 'y'));
    own.hearAgain(stockOf('a', 'z'));
    expect(await read()).toBe('{"call":1}');
    own.hearAgain(stockOf('a', 'x'));
    expect(await read()).toBe('{"call":2}');

    // A read under way when the change is applied is answered, not kept.
    let finish!: (json: string) => void;
    const slow = own.json('slow products of a', async () => ({
      json: await new Promise<string>((resolve) => (finish = resolve)),
      dependsOn: showsX,
    }));
    own.hearAgain(stockOf('a', 'x'));
    finish('"before the change"');
    expect(await slow).toBe('"before the change"');
    const after = counter();
    expect(await own.json('slow products of a', after.load)).toBe('{"call":1}');
    await own.close();
  });

  it('keeps no failure: the next request reads again', async () => {
    const key = randomUUID();
    await expect(cache.json(key, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    const loads = counter();
    expect(await cache.json(key, loads.load)).toBe('{"call":1}');
  });

  it('reads the database every time while it cannot hear changes, and caches again after', async () => {
    const { cache: fake, events } = await cacheOnFakeChannel();
    const loads = counter();
    expect(fake.state()).toBe('caching');
    events.lost();
    expect(fake.state()).toBe('bypassed');
    await fake.json('stores:', loads.load);
    await fake.json('stores:', loads.load);
    expect(loads.calls).toBe(2);
    await fake.settle(); // nothing to wait for while deaf

    events.listening();
    await fake.json('stores:', loads.load);
    await fake.json('stores:', loads.load);
    expect(loads.calls).toBe(3);
    events.notify('');
    await fake.json('stores:', loads.load);
    expect(loads.calls).toBe(4);
  });

  it('tells the log once when it stops hearing changes, and when it hears them again', async () => {
    const lines: [string, string][] = [];
    const log = {
      warn: (message: string) => lines.push(['warn', message]),
      info: (message: string) => lines.push(['info', message]),
    } as unknown as CatalogCacheLog;
    const { events } = await cacheOnFakeChannel({ log });
    events.lost();
    events.lost(); // a failed reconnection attempt says nothing new
    events.listening();
    expect(lines).toEqual([
      [
        'warn',
        'Catalogue cache: cannot LISTEN catalog_changed on the database; reading the database for every request until it can.',
      ],
      ['info', 'Catalogue cache: hearing catalogue changes again.'],
    ]);
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const { cache: small } = await cacheOnFakeChannel({ maxChars: 30 });
    const loads = { a: counter(), b: counter(), c: counter() };
    await small.json('a', loads.a.load); // 10 characters each
    await small.json('b', loads.b.load);
    await small.json('a', loads.a.load); // a is now the most recent
    await small.json('c', loads.c.load);
    await small.json('c', loads.c.load);
    expect([loads.a.calls, loads.b.calls, loads.c.calls]).toEqual([1, 1, 1]);
    await small.json('x', async () => '"twenty characters."'); // 20: b and a must go
    await small.json('c', loads.c.load);
    await small.json('a', loads.a.load);
    expect([loads.a.calls, loads.c.calls]).toEqual([2, 1]);
  });

  it('with no room (CATALOG_CACHE_MB=0) reads every time and never listens', async () => {
    let listened = false;
    const off = await createCatalogCache(
      {
        db: ctx.db,
        listen: async () => {
          listened = true;
          return async () => {};
        },
      },
      { maxChars: 0 },
    );
    const loads = counter();
    await off.json('stores:', loads.load);
    await off.json('stores:', loads.load);
    expect(loads.calls).toBe(2);
    expect(listened).toBe(false);
    expect(off.state()).toBe('off');
  });

  it('stops listening when the app closes', async () => {
    const { cache: fake, unlistened } = await cacheOnFakeChannel();
    await fake.close();
    expect(unlistened.value).toBe(true);
  });

  it.runIf(ctx.engine === 'postgres')(
    'bypasses itself while its PostgreSQL connection is down, and listens again',
    async () => {
      const store = await ctx.newStore();
      const key = randomUUID();
      const loads = counter();
      await cache.json(key, loads.load);
      // The app's one listening session (its last statement was a LISTEN).
      await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`);
      // Heard within moments: from then on every request reads the database…
      await expect.poll(() => cache.state()).toBe('bypassed');
      await cache.json(key, loads.load);
      await cache.json(key, loads.load);
      expect(loads.calls).toBe(3);
      // …until it listens again, a second later, and starts afresh.
      await expect.poll(() => cache.state(), { timeout: 5000 }).toBe('caching');
      await cache.json(key, loads.load);
      await cache.json(key, loads.load);
      expect(loads.calls).toBe(4);

      const settled = loads.calls;
      await touchCatalog(store.id);
      await ctx.settleCatalog();
      await cache.json(key, loads.load);
      expect(loads.calls).toBe(settled + 1);
    },
  );
});

describe('public catalogue answers', () => {
  it('stop listing a store hidden behind the API’s back once the change is heard', async () => {
    const category = 'Aquarium Stores';
    const store = await ctx.newStore({ category, name: 'Cached Reef Test' });
    const url = `/api/stores?category=${encodeURIComponent(category)}`;
    const names = async () =>
      (await ctx.app.inject({ method: 'GET', url })).json().map((s: { name: string }) => s.name);
    expect(await names()).toContain('Cached Reef Test');

    await ctx.db.update(stores).set({ isHidden: true }).where(eq(stores.id, store.id));
    await ctx.settleCatalog();
    expect(await names()).not.toContain('Cached Reef Test');
  });

  it('serve the cached JSON with a JSON content type', async () => {
    const store = await ctx.newStore({ category: 'Pharmacy' });
    const category = await ctx.newProductCategory({ storeId: store.id });
    await ctx.newProduct({
      storeId: store.id,
      productCategoryId: category.id,
      name: 'Cached Aspirin',
    });
    for (let i = 0; i < 2; i++) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/product-category/${category.id}/products`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()[0].name).toBe('Cached Aspirin');
    }
  });
});
