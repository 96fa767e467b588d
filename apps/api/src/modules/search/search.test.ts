import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { products, stores } from '../../db/schema.js';
import { createTestApp, testConfig } from '../../test/create-test-app.js';
import { openTestDatabase } from '../../test/test-database.js';
import { CATALOG_CHANGED, SETTLE_PREFIX } from '../catalog/catalog-cache.js';
import { parseSearchQuery } from './search-query.js';

const ctx = await createTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const search = async (q: string) => {
  const response = await get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    products: { _id: string; name: string; storeName: string; storeAddress: object }[];
    stores: { _id: string; name: string }[];
  };
};
const suggest = async (q: string) => {
  const response = await get(`/api/suggestions?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { name: string; type: string }[];
};
const names = (items: { name: string }[]) => items.map((item) => item.name);

// One small catalogue for the whole file; names are unusual so they match only what a test means.
const roastery = await ctx.newStore({
  name: 'Quokka Roastery',
  category: 'Coffee Shops',
  street1: '12',
  street2: 'N Lake Ave',
  zipcode: '91101',
});
const taqueria = await ctx.newStore({ name: 'Zapote Taqueria', category: 'Restaurants' });
const hiddenStore = await ctx.newStore({ name: 'Quokka Secret Cellar', isHidden: true });
for (const name of ['Quokkaccino Deluxe Blend', 'Quokkaccino', 'Iced Quokkaccino']) {
  await ctx.newProduct({ storeId: roastery.id, name });
}
await ctx.newProduct({
  storeId: roastery.id,
  name: 'House Pastry',
  description: 'Flaky, with a quokkaccino glaze.',
});
await ctx.newProduct({ storeId: roastery.id, name: 'Quokkaccino Hidden Edition', isHidden: true });
await ctx.newProduct({ storeId: hiddenStore.id, name: 'Quokkaccino Cellar Reserve' });
await ctx.newProduct({ storeId: taqueria.id, name: 'Zapote Street Tacos, 3 ct' });
await ctx.newProduct({ storeId: taqueria.id, name: 'Marmalade Coffee Cake' });
await ctx.newProduct({ storeId: taqueria.id, name: 'Jalapeño Poppers' });

describe('GET /api/search', () => {
  it('ranks the exact name first, then names starting with the query, then other matches', async () => {
    const { products } = await search('quokkaccino');
    expect(names(products)).toEqual([
      'Quokkaccino',
      'Quokkaccino Deluxe Blend',
      'Iced Quokkaccino',
      'House Pastry',
    ]);
  });

  it('matches the last word as a prefix while it is being typed', async () => {
    expect(names((await search('quokkacc')).products)).toContain('Iced Quokkaccino');
    expect(names((await search('zapote street ta')).products)).toEqual([
      'Zapote Street Tacos, 3 ct',
    ]);
  });

  it('gives each product its store name and address', async () => {
    const { products } = await search('quokkaccino deluxe');
    expect(products[0]).toMatchObject({
      name: 'Quokkaccino Deluxe Blend',
      price: 5,
      storeId: roastery.id,
      storeName: 'Quokka Roastery',
      storeAddress: {
        street1: '12',
        street2: 'N Lake Ave',
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91101',
      },
    });
  });

  it('finds stores too, and never hidden stores, their products or hidden products', async () => {
    const results = await search('quokka');
    expect(names(results.stores)).toEqual(['Quokka Roastery']);
    const found = names((await search('quokkaccino')).products);
    expect(found).not.toContain('Quokkaccino Hidden Edition');
    expect(found).not.toContain('Quokkaccino Cellar Reserve');
    expect((await search('secret cellar')).stores).toEqual([]);
  });

  it("tolerates a one-letter typo: 'cofee', 'tacso', 'quokaccino'", async () => {
    expect(names((await search('cofee')).products)).toContain('Marmalade Coffee Cake');
    expect(names((await search('tacso')).products)).toContain('Zapote Street Tacos, 3 ct');
    expect(names((await search('quokaccino')).products)).toContain('Quokkaccino');
  });

  it('forgives a swapped, missing, extra or changed letter, and two in a long word', async () => {
    const store = await ctx.newStore({ name: 'Kumquat Pantry', category: 'Restaurants' });
    await ctx.newProduct({ storeId: store.id, name: 'Zanzibar Clove Marmalade' });
    await ctx.newProduct({ storeId: store.id, name: 'Tamarind Caramel Brittle' });
    // Words of a product added just now are corrected as well (the dictionary's triggers).
    for (const typed of ['znazibar', 'zanibar', 'zannzibar', 'zanzibor', 'tamarnid brittle']) {
      expect(names((await search(typed)).products)[0], typed).toMatch(/Zanzibar|Tamarind/);
    }
    // Two typos only in a word of nine letters or more.
    expect(names((await search('carmael brittle')).products)).toContain('Tamarind Caramel Brittle');
    expect(names((await search('marmaldae')).products)).toContain('Zanzibar Clove Marmalade');
    // A stranger word finds no correction.
    expect((await search('zqnqzqbar')).products).toEqual([]);
  });

  it('ranks a corrected word above names that only look alike', async () => {
    const store = await ctx.newStore({ name: 'Wombat Grocer', category: 'Convenience Stores' });
    await ctx.newProduct({ storeId: store.id, name: 'Wombat Trail Blend' });
    await ctx.newProduct({ storeId: store.id, name: 'Stemmed Wombat Cherries' });
    expect(names((await search('wombta trail')).products)[0]).toBe('Wombat Trail Blend');
  });

  it('finds accented names without the accent', async () => {
    expect(names((await search('jalapeno')).products)).toEqual(['Jalapeño Poppers']);
  });

  it('answers nothing for blank text, punctuation only, or no match', async () => {
    for (const q of ['', '   ', '&|!():*', 'xylophonequartz']) {
      expect(await search(q)).toEqual({ products: [], stores: [] });
    }
  });

  it('keeps tsquery syntax typed by a buyer out of the query', async () => {
    const { products } = await search("quokkaccino & !deluxe | ('x");
    expect(names(products)).toContain('Quokkaccino Deluxe Blend');
  });

  it('answers 400 for an absurdly long q', async () => {
    const response = await get(`/api/search?q=${'a'.repeat(1001)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/suggestions', () => {
  it('suggests distinct product and store names with their type, best first', async () => {
    const suggestions = await suggest('quokka');
    expect(suggestions[0]).toEqual({ name: 'Quokka Roastery', type: 'store' });
    expect(suggestions).toContainEqual({ name: 'Quokkaccino', type: 'product' });
    for (const suggestion of suggestions) expect(['product', 'store']).toContain(suggestion.type);
    expect(names(suggestions)).not.toContain('Quokka Secret Cellar');
    expect(names(suggestions)).not.toContain('Quokkaccino Hidden Edition');
  });

  it('gives at most 8', async () => {
    const store = await ctx.newStore({ name: 'Yuzu Corner' });
    for (let i = 1; i <= 12; i++)
      await ctx.newProduct({ storeId: store.id, name: `Yuzu Soda ${i}` });
    const suggestions = await suggest('yuzu');
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]).toEqual({ name: 'Yuzu Corner', type: 'store' });
  });

  it('tolerates a typo', async () => {
    expect(await suggest('tacso')).toContainEqual({
      name: 'Zapote Street Tacos, 3 ct',
      type: 'product',
    });
  });

  it('takes any text, up to the last code point there is', async () => {
    for (const q of ['quokka\u{10FFFF}', '\u{10FFFF}', 'x\u{10FFFF}\u{10FFFF}', 'quokka\uD7FF']) {
      expect(await suggest(q)).toBeInstanceOf(Array);
      expect((await search(q)).products).toBeInstanceOf(Array);
    }
  });

  it('finds a name typed with a combining accent (Unicode NFC)', async () => {
    const decomposed = 'Jalape\u0303no';
    expect(decomposed).not.toBe('Jalapeño');
    expect(names(await suggest(decomposed))).toEqual(['Jalapeño Poppers']);
  });

  it('answers an empty list for blank text', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('  ')).toEqual([]);
  });
});

describe('an answer ranked while the search index was still reading a change', () => {
  /**
   * An app whose search index hears catalogue changes late: it listens on a session of its own,
   * after the cache (which is created first), and here its notifications wait while `hold` is on.
   */
  async function appWithSlowIndex() {
    const database = await openTestDatabase();
    const held: (() => void)[] = [];
    let holding = false;
    let subscribers = 0;
    const slowIndex: DatabaseHandle = {
      ...database,
      listen: (channel, events) => {
        if (channel !== CATALOG_CHANGED || ++subscribers !== 2) {
          return database.listen(channel, events);
        }
        return database.listen(channel, {
          ...events,
          notify: (payload) => {
            // Changes wait; `settle`'s own notifications pass, so the test can know the cache heard.
            if (holding && !payload.startsWith(SETTLE_PREFIX))
              held.push(() => events.notify(payload));
            else events.notify(payload);
          },
        });
      },
    };
    const app = await buildApp({ config: testConfig(), database: slowIndex, sendTexts: false });
    return {
      app,
      database,
      hold: () => {
        holding = true;
      },
      release: () => {
        holding = false;
        for (const deliver of held.splice(0)) deliver();
      },
    };
  }

  const found = async (app: App, q: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/search?q=${q}` });
    return names((response.json() as { products: { name: string }[] }).products);
  };

  it('is read again once the index has the change, even if no other change comes', async () => {
    const { app, database, hold, release } = await appWithSlowIndex();
    try {
      const [store] = await database.db
        .insert(stores)
        .values({
          name: 'Bilby Larder',
          category: 'Coffee Shops',
          contact: '6265550100',
          sellerId: randomUUID(),
          street1: '1',
          city: 'Pasadena',
          state: 'CA',
          zipcode: '91101',
        })
        .returning();
      const [product] = await database.db
        .insert(products)
        .values({ storeId: store!.id, name: 'Wombat Preserve', priceCents: 500, stock: 3 })
        .returning();
      await app.catalogCache.settle();
      expect(await found(app, 'wombat')).toEqual(['Wombat Preserve']);
      expect(await found(app, 'numbat')).toEqual([]);

      hold();
      await database.db
        .update(products)
        .set({ name: 'Numbat Preserve' })
        .where(eq(products.id, product!.id));
      // The cache has heard the rename and read the answer again, on an index that has not.
      await app.catalogCache.settle();
      expect(await found(app, 'wombat')).toEqual(['Wombat Preserve']);
      expect(await found(app, 'numbat')).toEqual([]);

      release();
      await app.searchIndex.settle();
      expect(await found(app, 'wombat')).toEqual([]);
      await expect.poll(() => found(app, 'numbat')).toEqual(['Numbat Preserve']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('parseSearchQuery', () => {
  it('folds accents and case, keeps letters and digits as words and caps the length', () => {
    expect(parseSearchQuery('  Café  LATTE ')).toEqual({
      folded: 'cafe latte',
      words: ['cafe', 'latte'],
      last: 'latte',
    });
    expect(parseSearchQuery("a&b:*|'c")).toMatchObject({ words: ['a', 'b', 'c'], last: null });
    expect(parseSearchQuery('x'.repeat(500))?.folded).toHaveLength(100);
    expect(parseSearchQuery('c')).toMatchObject({ words: ['c'], last: null });
    expect(parseSearchQuery(' \t ')).toBeNull();
  });

  it('cuts long text between characters, never inside an emoji', () => {
    const folded = parseSearchQuery(`${'x'.repeat(99)}🌮🌮`)!.folded;
    expect(folded).toBe(`${'x'.repeat(99)}🌮`);
    expect(folded).not.toMatch(/\p{Cs}/u);
  });
});
