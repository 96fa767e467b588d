import {
  PRICE_DECIMALS,
  PRICE_NOT_POSITIVE,
  STOCK_NEGATIVE,
} from '@marketplace/core/constants/messages';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogAudit, products } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import {
  STORE_CALLERS,
  STORE_KEEPERS,
  type StoreCaller,
  storeCallerHeaders,
  storeCallerRefusal,
} from '../../../test/store-callers.js';
import { STORE_NOT_FOUND } from '../management.js';
import { ROWS_NOT_SAVED } from './messages.js';
import { PRODUCT_NOT_FOUND } from './product-records.js';

const ctx = await createTestApp();

const MISSING = '00000000-0000-4000-8000-000000000000';

/** A store with a category of three products ($5.00, 10 in stock). */
async function shop() {
  const store = await ctx.newStore();
  const category = await ctx.newProductCategory({ storeId: store.id });
  const made = [];
  for (const name of ['Apples', 'Bananas', 'Cherries']) {
    made.push(await ctx.newProduct({ storeId: store.id, productCategoryId: category.id, name }));
  }
  return { store, category, products: made };
}

const rowsOf = (storeId: string) =>
  ctx.db.select().from(products).where(eq(products.storeId, storeId)).orderBy(asc(products.name));

const bulk = async (storeId: string, changes: object[], headers?: Record<string, string>) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/store/${storeId}/products/bulk`,
    headers: headers ?? (await ctx.login('dataentry')),
    payload: { changes },
  });

describe('who may bulk-edit a store’s products', () => {
  it.each(STORE_CALLERS)('%s', async (caller: StoreCaller) => {
    const s = await shop();
    const response = await bulk(
      s.store.id,
      [{ productId: s.products[0]!.id, price: 6 }],
      await storeCallerHeaders(ctx, caller, s.store),
    );
    if (STORE_KEEPERS.includes(caller)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 200, message: 'Saved 1 product.' });
      return;
    }
    const refusal = storeCallerRefusal(caller);
    expect(response.statusCode).toBe(refusal.status);
    expect(response.json()).toEqual(refusal.body);
    expect(await rowsOf(s.store.id)).toEqual(s.products);
  });
});

describe('PUT /api/store/:storeId/products/bulk', () => {
  it('saves price, stock and visibility of many products, and records each change', async () => {
    const s = await shop();
    const [apples, bananas, cherries] = s.products;
    const response = await bulk(s.store.id, [
      { productId: apples!.id, price: 2.49, stock: 40 },
      { productId: bananas!.id, isHidden: true },
      { productId: cherries!.id, price: 5, stock: 10 },
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe('Saved 3 products.');
    expect(answer.products).toMatchObject([
      { _id: apples!.id, price: 2.49, stock: 40, isHidden: false },
      { _id: bananas!.id, price: 5, stock: 10, isHidden: true },
      { _id: cherries!.id, price: 5, stock: 10, isHidden: false },
    ]);
    expect(
      (await rowsOf(s.store.id)).map((row) => [row.priceCents, row.stock, row.isHidden]),
    ).toEqual([
      [249, 40, false],
      [500, 10, true],
      [500, 10, false],
    ]);
    const audit = await ctx.db
      .select()
      .from(catalogAudit)
      .where(eq(catalogAudit.storeId, s.store.id))
      .orderBy(asc(catalogAudit.id));
    // Cherries did not change: no entry.
    expect(audit).toMatchObject([
      {
        action: 'bulk',
        entity: 'product',
        entityId: apples!.id,
        fields: [
          { field: 'price', from: 5, to: 2.49 },
          { field: 'stock', from: 10, to: 40 },
        ],
      },
      {
        action: 'bulk',
        entityId: bananas!.id,
        fields: [{ field: 'isHidden', from: false, to: true }],
      },
    ]);
    expect(audit).toHaveLength(2);
  });

  it('hides products from the public catalogue at once', async () => {
    const s = await shop();
    const url = `/api/product-category/${s.category.id}/products`;
    expect(await ctx.app.inject({ method: 'GET', url }).then((r) => r.json())).toHaveLength(3);
    await bulk(
      s.store.id,
      s.products.slice(0, 2).map((product) => ({ productId: product.id, isHidden: true })),
    );
    const shown = (await ctx.app.inject({ method: 'GET', url })).json();
    expect(shown.map((product: { name: string }) => product.name)).toEqual(['Cherries']);
  });

  it('saves nothing when any row fails, and names every failing row with its field', async () => {
    const s = await shop();
    const other = await shop();
    const [apples, bananas, cherries] = s.products;
    const response = await bulk(s.store.id, [
      { productId: apples!.id, price: 7, stock: 3, isHidden: true },
      { productId: bananas!.id, price: 4.999, stock: -1 },
      { productId: cherries!.id, price: 0 },
      { productId: other.products[0]!.id, price: 3 },
      { productId: MISSING, stock: 2 },
      { productId: 'not-an-id', stock: 1.5 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: ROWS_NOT_SAVED,
      code: 'VALIDATION_FAILED',
      rows: [
        { row: bananas!.id, field: 'price', error: PRICE_DECIMALS },
        { row: bananas!.id, field: 'stock', error: STOCK_NEGATIVE },
        { row: cherries!.id, field: 'price', error: PRICE_NOT_POSITIVE },
        { row: other.products[0]!.id, field: 'productId', error: PRODUCT_NOT_FOUND },
        { row: MISSING, field: 'productId', error: PRODUCT_NOT_FOUND },
        { row: 'not-an-id', field: 'productId', error: PRODUCT_NOT_FOUND },
      ],
    });
    expect(await rowsOf(s.store.id)).toEqual(s.products);
    expect(await rowsOf(other.store.id)).toEqual(other.products);
    expect(
      await ctx.db.select().from(catalogAudit).where(eq(catalogAudit.storeId, s.store.id)),
    ).toEqual([]);
  });

  it('changes a product named twice once, by its rows in order', async () => {
    const s = await shop();
    const apples = s.products[0]!;
    const response = await bulk(s.store.id, [
      { productId: apples.id, price: 3, stock: 1 },
      { productId: apples.id, price: 4 },
    ]);
    expect(response.json()).toMatchObject({
      message: 'Saved 1 product.',
      products: [{ _id: apples.id, price: 4, stock: 1 }],
    });
  });

  it('answers 404 for an unknown store', async () => {
    const response = await bulk(MISSING, [{ productId: MISSING, price: 1 }]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
  });
});
