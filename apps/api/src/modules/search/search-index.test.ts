import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelEvents } from '../../db/client.js';
import { products, stores } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import { createSearchIndex } from './search-index.js';
import { parseSearchQuery } from './search-query.js';
import { search } from './service.js';

// The search index each API process keeps (docs/decisions/108): it hears every committed
// catalogue change, from any instance, and answers never show what the database hides.

const ctx = await createTestApp();
/** A second instance on the same database: it hears changes only through notifications. */
const other = await ctx.buildApp();

const query = (text: string) => parseSearchQuery(text)!;
const productNames = (index: typeof other.searchIndex, text: string) =>
  index.search(query(text), { products: 48, stores: 24 }).products.map((hit) => hit.entry.name);
const storeNames = (index: typeof other.searchIndex, text: string) =>
  index.search(query(text), { products: 48, stores: 24 }).stores.map((hit) => hit.entry.name);

describe('the search index', () => {
  it('hears products added, renamed, hidden and deleted on another instance', async () => {
    const store = await ctx.newStore({ name: 'Ocelot Provisions' });
    const product = await ctx.newProduct({ storeId: store.id, name: 'Pangolin Pepper Jam' });
    await ctx.settleCatalog();
    expect(productNames(other.searchIndex, 'pangolin')).toEqual(['Pangolin Pepper Jam']);

    await ctx.db
      .update(products)
      .set({ name: 'Armadillo Pepper Jam' })
      .where(eq(products.id, product.id));
    await ctx.settleCatalog();
    expect(productNames(other.searchIndex, 'pangolin')).toEqual([]);
    expect(productNames(other.searchIndex, 'armadillo')).toEqual(['Armadillo Pepper Jam']);
    // The new name's words are corrected against at once.
    expect(productNames(other.searchIndex, 'armadilo')).toEqual(['Armadillo Pepper Jam']);

    await ctx.db.update(products).set({ isHidden: true }).where(eq(products.id, product.id));
    await ctx.settleCatalog();
    expect(productNames(other.searchIndex, 'armadillo')).toEqual([]);

    await ctx.db.update(products).set({ isHidden: false }).where(eq(products.id, product.id));
    await ctx.settleCatalog();
    expect(productNames(other.searchIndex, 'armadillo')).toEqual(['Armadillo Pepper Jam']);

    await ctx.db.delete(products).where(eq(products.id, product.id));
    await ctx.settleCatalog();
    expect(productNames(other.searchIndex, 'armadillo')).toEqual([]);
    expect(productNames(other.searchIndex, 'armadilo')).toEqual([]);
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
    expect(productNames(other.searchIndex, 'quetzal')).toEqual(['Quetzal Honey', 'Honey Jar']);
    expect(storeNames(other.searchIndex, 'tapir flower')).toEqual(['Tapir Pantry']);
  });

  it('drops a hidden store with its products, and brings them back when it shows again', async () => {
    const store = await ctx.newStore({ name: 'Okapi Bazaar' });
    await ctx.newProduct({ storeId: store.id, name: 'Okapi Spice Mix' });
    await ctx.settleCatalog();
    expect(storeNames(other.searchIndex, 'okapi')).toEqual(['Okapi Bazaar']);

    await ctx.db.update(stores).set({ isHidden: true }).where(eq(stores.id, store.id));
    await ctx.settleCatalog();
    expect(storeNames(other.searchIndex, 'okapi')).toEqual([]);
    expect(productNames(other.searchIndex, 'okapi')).toEqual([]);

    await ctx.db.update(stores).set({ isHidden: false }).where(eq(stores.id, store.id));
    await ctx.settleCatalog();
    expect(productNames(other.searchIndex, 'okapi')).toEqual(['Okapi Spice Mix']);
  });

  it('suggests a name once however many stores sell it', async () => {
    for (const name of ['Wallaby Bakery', 'Wallaby Deli']) {
      const store = await ctx.newStore({ name });
      await ctx.newProduct({ storeId: store.id, name: 'Wallaby Bun' });
    }
    await ctx.settleCatalog();
    // Names starting with the query first (a store before a product), then the other matches.
    expect(other.searchIndex.suggest(query('wallaby b'), 8)).toEqual([
      { name: 'Wallaby Bakery', type: 'store' },
      { name: 'Wallaby Bun', type: 'product' },
      { name: 'Wallaby Deli', type: 'store' },
    ]);
  });

  it('never answers a row the database hides, even before the index has heard of it', async () => {
    const store = await ctx.newStore({ name: 'Quoll Market' });
    const shown = await ctx.newProduct({ storeId: store.id, name: 'Quoll Trail Mix' });
    const hidden = await ctx.newProduct({ storeId: store.id, name: 'Quoll Trail Bar' });
    await ctx.settleCatalog();
    // An index that has not heard yet still ranks the hidden product…
    const deaf = {
      ...ctx.app.searchIndex,
      search: () => ({
        products: [hidden, shown].map((row) => ({
          entry: { ...row, storeId: row.storeId, folded: '', lexemes: [], weights: [], words: [] },
          tier: 0,
          score: 1,
        })),
        stores: [],
      }),
    };
    await ctx.db.update(products).set({ isHidden: true }).where(eq(products.id, hidden.id));
    // …and the answer, read from the database, leaves it out.
    const answer = await search({ db: ctx.db, searchIndex: deaf }, { query: query('quoll') });
    expect(JSON.parse(answer.json).products.map((p: { name: string }) => p.name)).toEqual([
      'Quoll Trail Mix',
    ]);
  });

  it('reads everything again when its listening connection comes back', async () => {
    let events: ChannelEvents | undefined;
    const index = await createSearchIndex({
      db: ctx.db,
      listen: async (_channel, subscriber) => {
        events = subscriber;
        subscriber.listening();
        return async () => {};
      },
    });
    const store = await ctx.newStore({ name: 'Numbat Grocer' });
    await ctx.newProduct({ storeId: store.id, name: 'Numbat Granola' });
    // Nothing reached this index: it cannot know yet.
    expect(productNames(index, 'numbat')).toEqual([]);
    events!.lost();
    events!.listening();
    await vi.waitFor(() => expect(productNames(index, 'numbat')).toEqual(['Numbat Granola']));
    await index.close();
  });

  it('ignores stock: a checkout reads nothing again', async () => {
    const store = await ctx.newStore({ name: 'Kinkajou Cafe' });
    const product = await ctx.newProduct({ storeId: store.id, name: 'Kinkajou Cold Brew' });
    await ctx.settleCatalog();
    const reads = await countReads(async () => {
      await ctx.db
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(eq(products.id, product.id));
      await ctx.settleCatalog();
    });
    expect(reads).toBe(0);
  });
});

/** How many times the second instance's index read products while `run` ran. */
async function countReads(run: () => Promise<void>): Promise<number> {
  const execute = other.db.execute.bind(other.db);
  let reads = 0;
  const spy = (query: Parameters<typeof execute>[0]) => {
    if (JSON.stringify(query).includes('p.description as text')) reads++;
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
