import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { products, stores } from '../../db/schema.js';
import { checkoutFactories, checkoutRequest, movingClock } from '../../test/checkout-factories.js';
import { createTestApp } from '../../test/create-test-app.js';
import {
  alters,
  type CatalogChange,
  type CatalogDependence,
  effectOf,
  parseCatalogChange,
} from './catalog-cache.js';

// Issue #16: a change at one store keeps the other stores' cached answers, and stock a buyer
// sees is the committed stock (docs/decisions/101). On PGlite, and on PostgreSQL in CI.

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const f = checkoutFactories(ctx, time.clock);
const cache = ctx.app.catalogCache;

/** A cached answer that counts its loads, depending on what it says it shows. */
function answer(dependsOn: CatalogDependence) {
  const key = randomUUID();
  let loads = 0;
  return {
    read: () => cache.json(key, async () => ({ json: String(++loads), dependsOn })),
    get loads() {
      return loads;
    },
  };
}

describe('per-store invalidation', () => {
  it('a change at store A keeps store B’s answers, and drops what shows A', async () => {
    const a = await f.newShop();
    const b = await f.newShop();
    const aProducts = answer({ stores: [a.store.id], anyChangeIn: [], showsStock: true });
    const bProducts = answer({ stores: [b.store.id], anyChangeIn: [], showsStock: true });
    const storeList = answer({ stores: [], anyChangeIn: ['stores'], showsStock: false });
    const names = answer({
      stores: [],
      anyChangeIn: [],
      anyNameChangeIn: ['products', 'stores'],
      showsStock: false,
    });
    const searchA = answer({
      stores: [a.store.id],
      anyChangeIn: ['products', 'stores'],
      showsStock: true,
    });
    const all = [aProducts, bProducts, storeList, names, searchA];
    const readAll = async () => {
      for (const each of all) await each.read();
    };
    await readAll();

    // Stock alone at A: only the answers that show A's stock read again.
    await ctx.db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, a.product.id));
    await ctx.settleCatalog();
    await readAll();
    expect(all.map((each) => each.loads)).toEqual([2, 1, 1, 1, 2]);

    // A new description at A: its store's answers and every search, but names stay.
    await ctx.db
      .update(products)
      .set({ description: 'Now with more foam.' })
      .where(eq(products.id, a.product.id));
    await ctx.settleCatalog();
    await readAll();
    expect(all.map((each) => each.loads)).toEqual([3, 1, 1, 1, 3]);

    // A product renamed at A: names too, still not B's answers nor store lists.
    await ctx.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, a.product.id));
    await ctx.settleCatalog();
    await readAll();
    expect(all.map((each) => each.loads)).toEqual([4, 1, 1, 2, 4]);

    // Store B's phone edited: B's answers, store lists and searches; no name changed.
    await ctx.db.update(stores).set({ contact: '6265550142' }).where(eq(stores.id, b.store.id));
    await ctx.settleCatalog();
    await readAll();
    expect(all.map((each) => each.loads)).toEqual([4, 2, 2, 2, 5]);

    // Store B hidden: names as well.
    await ctx.db.update(stores).set({ isHidden: true }).where(eq(stores.id, b.store.id));
    await ctx.settleCatalog();
    await readAll();
    expect(all.map((each) => each.loads)).toEqual([4, 3, 3, 3, 6]);
  });

  it('a search that may only gain matches is answered once more while it reads again', async () => {
    const a = await f.newShop();
    const b = await f.newShop();
    let loads = 0;
    const key = randomUUID();
    const search = () =>
      cache.json(key, async () => ({
        json: `answer ${++loads}`,
        dependsOn: {
          stores: [a.store.id],
          anyChangeIn: ['products', 'stores'],
          showsStock: true,
          refreshesInBackground: true,
        },
      }));
    expect(await search()).toBe('answer 1');

    // A new description at B, which the answer does not show: answered as it was, once, while
    // it reads again; then the new answer.
    await ctx.db
      .update(products)
      .set({ description: 'Now gluten free.' })
      .where(eq(products.id, b.product.id));
    await ctx.settleCatalog();
    expect(await search()).toBe('answer 1');
    await vi.waitFor(() => expect(loads).toBe(2));
    expect(await search()).toBe('answer 2');
    expect(loads).toBe(2);

    // Stock at A, which it shows: dropped at once, never answered stale.
    await ctx.db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, a.product.id));
    await ctx.settleCatalog();
    expect(await search()).toBe('answer 3');

    // A's product hidden: dropped at once too.
    await ctx.db.update(products).set({ isHidden: true }).where(eq(products.id, a.product.id));
    await ctx.settleCatalog();
    expect(await search()).toBe('answer 4');
  });

  it('stock alone drops what shows that product, and keeps what shows the store’s others', async () => {
    const a = await f.newShop();
    const other = await ctx.newProduct({ storeId: a.store.id });
    const showsTaken = answer({
      stores: [a.store.id],
      anyChangeIn: [],
      showsStock: true,
      products: [a.product.id],
    });
    const showsOther = answer({
      stores: [a.store.id],
      anyChangeIn: [],
      showsStock: true,
      products: [other.id],
    });
    await showsTaken.read();
    await showsOther.read();
    await ctx.db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, a.product.id));
    await ctx.settleCatalog();
    await showsTaken.read();
    await showsOther.read();
    expect([showsTaken.loads, showsOther.loads]).toEqual([2, 1]);
  });

  it('a rolled-back change drops nothing', async () => {
    const a = await f.newShop();
    const aProducts = answer({ stores: [a.store.id], anyChangeIn: [], showsStock: true });
    await aProducts.read();
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(products).set({ stock: 0 }).where(eq(products.id, a.product.id));
        tx.rollback();
      })
      .catch(() => {});
    await ctx.settleCatalog();
    await aProducts.read();
    expect(aProducts.loads).toBe(1);
  });

  it('stock taken at checkout shows in the products list as soon as the checkout answers', async () => {
    const { store, product } = await f.newShop({ product: { stock: 9 } });
    const category = await ctx.newProductCategory({ storeId: store.id });
    await ctx.db
      .update(products)
      .set({ productCategoryId: category.id })
      .where(eq(products.id, product.id));
    await ctx.settleCatalog();
    const list = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/product-category/${category.id}/products`,
        })
      ).json() as { stock: number }[];
    expect((await list())[0]!.stock).toBe(9);
    expect((await list())[0]!.stock).toBe(9);

    const buyer = await ctx.login('buyer');
    const started = await checkoutRequest(ctx, {
      headers: buyer,
      orderData: f.orderData({ store, items: [{ product, quantity: 2 }], orderType: 'pickup' }),
    });
    expect(started.statusCode).toBe(200);
    // No settleCatalog here: the checkout itself waited for the cache to hear its change.
    expect((await list())[0]!.stock).toBe(7);
  });
});

describe('catalogue change notifications', () => {
  const change = (named: Partial<CatalogChange>): CatalogChange => ({
    table: 'products',
    stores: [],
    products: null,
    stock: false,
    names: false,
    ...named,
  });
  const showsA: CatalogDependence = { stores: ['a'], anyChangeIn: [], showsStock: true };
  const namesEverywhere: CatalogDependence = {
    stores: [],
    anyChangeIn: [],
    anyNameChangeIn: ['products'],
    showsStock: false,
  };

  it('read the table, the stores and whether only stock moved', () => {
    expect(
      parseCatalogChange('{"t":"products","s":["a","b"],"p":["x"],"stock":true,"names":false}'),
    ).toEqual({
      table: 'products',
      stores: ['a', 'b'],
      products: ['x'],
      stocks: null,
      stock: true,
      names: false,
    });
    // A few products' new stock, in their order (drizzle/0029); none when it does not match.
    const told = '{"t":"products","s":["a"],"p":["x","y"],"q":[4,0],"stock":true,"names":false}';
    expect(parseCatalogChange(told).stocks).toEqual([4, 0]);
    expect(parseCatalogChange(told.replace('[4,0]', '[4]')).stocks).toBeNull();
    expect(parseCatalogChange(told.replace('[4,0]', '[4,"0"]')).stocks).toBeNull();
    // Past 100 stores, or an unknown payload: every store.
    expect(parseCatalogChange('{"t":"products","s":null,"stock":false}').stores).toBeNull();
    expect(parseCatalogChange('').stores).toBeNull();
  });

  it('alter what shows a named store, or what any change in the table may alter', () => {
    const stockAtA = change({ stores: ['a'], stock: true });
    const stockAtB = change({ stores: ['b'], stock: true });
    const priceAtB = change({ stores: ['b'] });
    const renameAtB = change({ stores: ['b'], names: true });
    expect(alters(stockAtA, showsA)).toBe(true);
    expect(alters(stockAtB, showsA)).toBe(false);
    expect(alters(stockAtA, namesEverywhere)).toBe(false);
    expect(alters(priceAtB, namesEverywhere)).toBe(false);
    expect(alters(renameAtB, namesEverywhere)).toBe(true);
    expect(alters(renameAtB, showsA)).toBe(false);
    expect(alters(change({ table: 'stores', stores: null, names: true }), showsA)).toBe(true);
  });

  it('drop for stock alone only what shows the products it names, when both name them', () => {
    const showsXAtA: CatalogDependence = { ...showsA, products: ['x'] };
    expect(effectOf(change({ stores: ['a'], products: ['y'], stock: true }), showsXAtA)).toBe(
      'none',
    );
    expect(effectOf(change({ stores: ['a'], products: ['x', 'y'], stock: true }), showsXAtA)).toBe(
      'drop',
    );
    // Products not named (past 100 of them): every answer showing stock at the store.
    expect(effectOf(change({ stores: ['a'], products: null, stock: true }), showsXAtA)).toBe(
      'drop',
    );
    // An answer that does not list its products: every stock change at the store.
    expect(effectOf(change({ stores: ['a'], products: ['y'], stock: true }), showsA)).toBe('drop');
    // Anything but stock still drops it by store.
    expect(effectOf(change({ stores: ['a'], products: null }), showsXAtA)).toBe('drop');
  });

  it('leave a search that may only gain matches stale, and drop it for what it shows', () => {
    const searchShowingA: CatalogDependence = {
      stores: ['a'],
      anyChangeIn: ['products'],
      showsStock: true,
      refreshesInBackground: true,
    };
    const descriptionAtB = change({ stores: ['b'] });
    const descriptionAtA = change({ stores: ['a'] });
    const stockAtB = change({ stores: ['b'], stock: true });
    expect(effectOf(descriptionAtB, searchShowingA)).toBe('stale');
    expect(effectOf(descriptionAtA, searchShowingA)).toBe('drop');
    expect(effectOf(stockAtB, searchShowingA)).toBe('none');
    expect(effectOf(change({ stores: null, names: true }), searchShowingA)).toBe('drop');
    expect(effectOf(descriptionAtB, { ...searchShowingA, refreshesInBackground: false })).toBe(
      'drop',
    );
  });
});
