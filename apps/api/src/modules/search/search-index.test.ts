import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelEvents } from '../../db/client.js';
import { ChangesUnheardError } from '../../db/errors.js';
import { products, stores } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import { createSearchIndex } from './search-index.js';
import { parseSearchQuery } from './search-query.js';
import { search } from './service.js';

// The search index each API process keeps (docs/decisions/108, 112): it hears every committed
// catalogue change, from any instance, and answers show each row as of the last change heard.

const ctx = await createTestApp();
/** A second instance on the same database: it hears changes only through notifications. */
const other = await ctx.buildApp();

const query = (text: string) => parseSearchQuery(text)!;
const hits = (index: typeof other.searchIndex, text: string) =>
  index.search(query(text), { products: 48, stores: 24 });
const productNames = async (index: typeof other.searchIndex, text: string) =>
  (await hits(index, text)).products.map((hit) => hit.entry.name);
const storeNames = async (index: typeof other.searchIndex, text: string) =>
  (await hits(index, text)).stores.map((hit) => hit.entry.name);
/** The stock a search on `index` shows of the product named `name`. */
const stockShown = async (index: typeof other.searchIndex, text: string, name: string) => {
  const { json } = await search({ searchIndex: index }, { query: query(text) });
  const shown = (JSON.parse(json) as { products: { name: string; stock: number }[] }).products;
  return shown.find((product) => product.name === name)?.stock;
};

describe('the search index', () => {
  it('hears products added, renamed, hidden and deleted on another instance', async () => {
    const store = await ctx.newStore({ name: 'Ocelot Provisions' });
    const product = await ctx.newProduct({ storeId: store.id, name: 'Pangolin Pepper Jam' });
    await ctx.settleCatalog();
    expect(await productNames(other.searchIndex, 'pangolin')).toEqual(['Pangolin Pepper Jam']);

    await ctx.db
      .update(products)
      .set({ name: 'Armadillo Pepper Jam' })
      .where(eq(products.id, product.id));
    await ctx.settleCatalog();
    expect(await productNames(other.searchIndex, 'pangolin')).toEqual([]);
    expect(await productNames(other.searchIndex, 'armadillo')).toEqual(['Armadillo Pepper Jam']);
    // The new name's words are corrected against at once.
    expect(await productNames(other.searchIndex, 'armadilo')).toEqual(['Armadillo Pepper Jam']);

    await ctx.db.update(products).set({ isHidden: true }).where(eq(products.id, product.id));
    await ctx.settleCatalog();
    expect(await productNames(other.searchIndex, 'armadillo')).toEqual([]);

    await ctx.db.update(products).set({ isHidden: false }).where(eq(products.id, product.id));
    await ctx.settleCatalog();
    expect(await productNames(other.searchIndex, 'armadillo')).toEqual(['Armadillo Pepper Jam']);

    await ctx.db.delete(products).where(eq(products.id, product.id));
    await ctx.settleCatalog();
    expect(await productNames(other.searchIndex, 'armadillo')).toEqual([]);
    expect(await productNames(other.searchIndex, 'armadilo')).toEqual([]);
  });

  it('finds a description and a store category, the name first', async () => {
    const store = await ctx.newStore({ name: 'Tapir Pantry', category: 'Flower Shops' });
    await ctx.newProduct({
      storeId: store.id,
      name: 'Honey Jar',
      description: 'From a quetzal farm.',
    });
    await ctx.newProduct({ storeId: store.id, name: 'Quetzal Honey' });
    await ctx.settleCatalog();
    expect(await productNames(other.searchIndex, 'quetzal')).toEqual([
      'Quetzal Honey',
      'Honey Jar',
    ]);
    expect(await storeNames(other.searchIndex, 'tapir flower')).toEqual(['Tapir Pantry']);
  });

  it('drops a hidden store with its products, and brings them back when it shows again', async () => {
    const store = await ctx.newStore({ name: 'Okapi Bazaar' });
    await ctx.newProduct({ storeId: store.id, name: 'Okapi Spice Mix' });
    await ctx.settleCatalog();
    expect(await storeNames(other.searchIndex, 'okapi')).toEqual(['Okapi Bazaar']);

    await ctx.db.update(stores).set({ isHidden: true }).where(eq(stores.id, store.id));
    await ctx.settleCatalog();
    expect(await storeNames(other.searchIndex, 'okapi')).toEqual([]);
    expect(await productNames(other.searchIndex, 'okapi')).toEqual([]);

    await ctx.db.update(stores).set({ isHidden: false }).where(eq(stores.id, store.id));
    await ctx.settleCatalog();
    expect(await productNames(other.searchIndex, 'okapi')).toEqual(['Okapi Spice Mix']);
  });

  it('suggests a name once however many stores sell it', async () => {
    for (const name of ['Wallaby Bakery', 'Wallaby Deli']) {
      const store = await ctx.newStore({ name });
      await ctx.newProduct({ storeId: store.id, name: 'Wallaby Bun' });
    }
    await ctx.settleCatalog();
    // Names starting with the query first (a store before a product), then the other matches.
    expect(await other.searchIndex.suggest(query('wallaby b'), 8)).toEqual([
      { name: 'Wallaby Bakery', type: 'store' },
      { name: 'Wallaby Bun', type: 'product' },
      { name: 'Wallaby Deli', type: 'store' },
    ]);
  });

  it('shows the JSON the database has, with its store name and address', async () => {
    const store = await ctx.newStore({ name: 'Quoll Market', street1: '12' });
    await ctx.newProduct({ storeId: store.id, name: 'Quoll Trail Mix', stock: 7 });
    await ctx.settleCatalog();
    const { json } = await search({ searchIndex: other.searchIndex }, { query: query('quoll') });
    const expected = (await ctx.db.execute(sql`
      select '{"products" : [' || left(p.public_json, -1) || s.product_search_tail
        || '], "stores" : [' || s.public_json || ']}' as json
      from products p join stores s on s.id = p.store_id where s.id = ${store.id}
    `)) as unknown as { rows: { json: string }[] };
    expect(json).toBe(expected.rows[0]!.json);
    expect(JSON.parse(json).products[0]).toMatchObject({
      name: 'Quoll Trail Mix',
      stock: 7,
      storeName: 'Quoll Market',
      storeAddress: { street1: '12' },
    });
  });

  it('shows a change this process made before its writer answers, without waiting to hear it', async () => {
    const store = await ctx.newStore({ name: 'Bilby Larder' });
    const product = await ctx.newProduct({ storeId: store.id, name: 'Bilby Biscuits', stock: 5 });
    await ctx.settleCatalog();
    expect(await stockShown(ctx.app.searchIndex, 'bilby', 'Bilby Biscuits')).toBe(5);
    await ctx.db.update(products).set({ stock: 4 }).where(eq(products.id, product.id));
    // As checkout does once its stock is committed: no settle, no round trip.
    ctx.app.catalogCache.hearAgain({
      table: 'products',
      stores: [store.id],
      products: [product.id],
      stock: true,
      names: false,
    });
    expect(await stockShown(ctx.app.searchIndex, 'bilby', 'Bilby Biscuits')).toBe(4);
  });

  it('refuses to answer while it cannot hear changes, and reads everything again when it can', async () => {
    const { index, events } = await indexTold(ctx.db);
    const store = await ctx.newStore({ name: 'Numbat Grocer' });
    await ctx.newProduct({ storeId: store.id, name: 'Numbat Granola' });
    // Nothing reached this index: it cannot know yet.
    expect(await productNames(index, 'numbat')).toEqual([]);
    events.lost();
    // What it holds may be stale now: a search, a suggestion and a store list are refused, and
    // the API answers 503 as when the database is away (database-outage.test.ts).
    await expect(hits(index, 'numbat')).rejects.toBeInstanceOf(ChangesUnheardError);
    await expect(index.suggest(query('numbat'), 8)).rejects.toBeInstanceOf(ChangesUnheardError);
    await expect(index.storesJson()).rejects.toBeInstanceOf(ChangesUnheardError);
    events.listening();
    await vi.waitFor(async () =>
      expect(await productNames(index, 'numbat')).toEqual(['Numbat Granola']),
    );
    await index.close();
  });

  it('answers once it holds what it heard before the search, while later changes are still read', async () => {
    const { db, holdReads } = heldDatabase();
    const { index, events } = await indexTold(db);
    const store = await ctx.newStore({ name: 'Dugong Deli' });
    await ctx.newProduct({ storeId: store.id, name: 'Dugong Dumplings' });
    const storeChanged = (id: string) =>
      JSON.stringify({ t: 'stores', s: [id], p: null, stock: false, names: true });

    const releaseFirst = holdReads();
    events.notify(storeChanged(store.id));
    const answered = productNames(index, 'dugong');
    await new Promise((resolve) => setImmediate(resolve));
    // Another change comes while the first is read; its read is held until the end.
    const releaseSecond = holdReads();
    events.notify(storeChanged(randomUUID()));
    releaseFirst();
    const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000));
    expect(await Promise.race([answered, waited])).toEqual(['Dugong Dumplings']);
    releaseSecond();
    await index.close();
  });

  it('tells how long the oldest change it heard has waited to be read (search_index_lag_seconds)', async () => {
    const { db, holdReads } = heldDatabase();
    const { index, events } = await indexTold(db);
    expect(index.lagSeconds()).toBe(0);
    const storeChanged = () =>
      JSON.stringify({ t: 'stores', s: [randomUUID()], p: null, stock: false, names: true });

    const releaseFirst = holdReads();
    events.notify(storeChanged());
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(index.lagSeconds()).toBeGreaterThanOrEqual(0.05);
    // A second change is heard while the first is read: once the first is in, the second is
    // the oldest waiting, and the lag is its age.
    const releaseSecond = holdReads();
    const secondHeard = performance.now();
    events.notify(storeChanged());
    releaseFirst();
    await vi.waitFor(() => {
      const lag = index.lagSeconds();
      expect(lag).toBeGreaterThan(0);
      expect(lag).toBeLessThanOrEqual((performance.now() - secondHeard) / 1000);
    });
    releaseSecond();
    await index.storesJson();
    expect(index.lagSeconds()).toBe(0);
    await index.close();
  });

  it('sets the stock a checkout leaves from the notification, reading nothing', async () => {
    const store = await ctx.newStore({ name: 'Kinkajou Cafe' });
    const product = await ctx.newProduct({
      storeId: store.id,
      name: 'Kinkajou Cold Brew',
      stock: 9,
    });
    await ctx.settleCatalog();
    const reads = await countReads(async () => {
      await ctx.db
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(eq(products.id, product.id));
      await ctx.settleCatalog();
    });
    expect(reads).toEqual({ stores: 0, products: 0 });
    expect(await stockShown(other.searchIndex, 'kinkajou', 'Kinkajou Cold Brew')).toBe(8);
    // What it set is what the database would answer, byte for byte.
    const { json } = await search({ searchIndex: other.searchIndex }, { query: query('kinkajou') });
    const [row] = (
      (await ctx.db.execute(sql`
        select left(p.public_json, -1) || s.product_search_tail as json
        from products p join stores s on s.id = p.store_id where p.id = ${product.id}
      `)) as unknown as { rows: { json: string }[] }
    ).rows;
    expect(json).toContain(row!.json);
  });

  it('reads the products when a change of stock names too many to tell their stock', async () => {
    const store = await ctx.newStore({ name: 'Capybara Cellar' });
    const many = await Promise.all(
      Array.from({ length: 41 }, (_, i) =>
        ctx.newProduct({ storeId: store.id, name: `Capybara Cider ${i}`, stock: 5 }),
      ),
    );
    await ctx.settleCatalog();
    const reads = await countReads(async () => {
      await ctx.db
        .update(products)
        .set({ stock: 3 })
        .where(
          inArray(
            products.id,
            many.map((each) => each.id),
          ),
        );
      await ctx.settleCatalog();
    });
    // One read of the products by each instance's index (they share this database handle).
    expect(reads).toEqual({ stores: 0, products: 2 });
    expect(await stockShown(other.searchIndex, 'capybara cider 7', 'Capybara Cider 7')).toBe(3);
  });
});

/**
 * The test's database, whose reads can be held: `holdReads()` makes every read that begins from
 * then on wait until the function it answers is called.
 */
function heldDatabase() {
  let hold: Promise<void> | null = null;
  const db = new Proxy(ctx.db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: Parameters<typeof target.execute>[0]) => {
        const waitFor = hold;
        if (waitFor) await waitFor;
        return target.execute(query);
      };
    },
  });
  const holdReads = () => {
    let release!: () => void;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    return release;
  };
  return { db, holdReads };
}

/** An index on `db` that hears only the notifications the test gives it, listening from the start. */
async function indexTold(db: typeof ctx.db) {
  let events!: ChannelEvents;
  const index = await createSearchIndex({
    db,
    listen: async (_channel, subscriber) => {
      events = subscriber;
      subscriber.listening();
      return async () => {};
    },
  });
  return { index, events };
}

/**
 * How many times the instances' indexes read stores, and products alone, while `run` ran: the
 * second instance shares the first's database handle, so its reads count both.
 */
async function countReads(run: () => Promise<void>): Promise<{ stores: number; products: number }> {
  const execute = other.db.execute.bind(other.db);
  const reads = { stores: 0, products: 0 };
  const spy = (query: Parameters<typeof execute>[0]) => {
    const text = JSON.stringify(query);
    if (text.includes('category as text')) reads.stores++;
    else if (text.includes('p.id = any')) reads.products++;
    return execute(query);
  };
  (other.db as { execute: typeof spy }).execute = spy;
  try {
    await run();
  } finally {
    (other.db as { execute: typeof execute }).execute = execute;
  }
  return reads;
}
