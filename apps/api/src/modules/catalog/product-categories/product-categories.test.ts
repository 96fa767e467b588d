import {
  CATEGORY_NAME_REQUIRED,
  PRODUCT_CATEGORY_CREATED,
  PRODUCT_CATEGORY_DELETED,
  PRODUCT_CATEGORY_UPDATED,
} from '@marketplace/core/constants/messages';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogAudit, productCategories, products } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import {
  STORE_CALLERS,
  STORE_KEEPERS,
  type StoreCaller,
  storeCallerHeaders,
  storeCallerRefusal,
} from '../../../test/store-callers.js';
import { STORE_NOT_FOUND } from '../management.js';
import { PRODUCT_CATEGORY_NOT_FOUND } from './category-records.js';

const ctx = await createTestApp();

const MISSING = '00000000-0000-4000-8000-000000000000';

/** A store with a category holding two products. */
async function shop() {
  const store = await ctx.newStore();
  const category = await ctx.newProductCategory({ storeId: store.id, name: 'Drinks', icon: '☕' });
  const latte = await ctx.newProduct({ storeId: store.id, productCategoryId: category.id });
  const tea = await ctx.newProduct({
    storeId: store.id,
    productCategoryId: category.id,
    isHidden: true,
  });
  return { store, category, products: [latte, tea] };
}
type Shop = Awaited<ReturnType<typeof shop>>;

const categoriesOf = (storeId: string) =>
  ctx.db
    .select()
    .from(productCategories)
    .where(eq(productCategories.storeId, storeId))
    .orderBy(asc(productCategories.position));

const auditOf = (entityId: string) =>
  ctx.db
    .select()
    .from(catalogAudit)
    .where(eq(catalogAudit.entityId, entityId))
    .orderBy(asc(catalogAudit.id));

describe('who may manage a store’s product categories', () => {
  const routes: {
    name: string;
    request: (s: Shop) => {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: object;
    };
    message?: string;
  }[] = [
    {
      name: 'GET /api/store/:storeId/product-categories',
      request: (s) => ({ method: 'GET', url: `/api/store/${s.store.id}/product-categories` }),
    },
    {
      name: 'POST /api/product-category/create',
      request: (s) => ({
        method: 'POST',
        url: '/api/product-category/create',
        payload: { storeId: s.store.id, productCategoryData: { name: 'Snacks' } },
      }),
      message: PRODUCT_CATEGORY_CREATED,
    },
    {
      name: 'PUT /api/update-product-category/:categoryId',
      request: (s) => ({
        method: 'PUT',
        url: `/api/update-product-category/${s.category.id}`,
        payload: { storeId: s.store.id, updateData: { name: 'Coffee' } },
      }),
      message: PRODUCT_CATEGORY_UPDATED,
    },
    {
      name: 'DELETE /api/product-category/delete/:storeId/:categoryId',
      request: (s) => ({
        method: 'DELETE',
        url: `/api/product-category/delete/${s.store.id}/${s.category.id}`,
      }),
      message: PRODUCT_CATEGORY_DELETED,
    },
  ];

  for (const route of routes) {
    describe(route.name, () => {
      it.each(STORE_CALLERS)('%s', async (caller: StoreCaller) => {
        const s = await shop();
        const response = await ctx.app.inject({
          ...route.request(s),
          headers: await storeCallerHeaders(ctx, caller, s.store),
        });
        if (STORE_KEEPERS.includes(caller)) {
          expect(response.statusCode).toBe(200);
          if (route.message) {
            expect(response.json()).toMatchObject({ status: 200, message: route.message });
          }
          return;
        }
        const refusal = storeCallerRefusal(caller);
        expect(response.statusCode).toBe(refusal.status);
        expect(response.json()).toEqual(refusal.body);
        expect(await categoriesOf(s.store.id)).toEqual([s.category]);
        expect(
          await ctx.db.select().from(products).where(eq(products.storeId, s.store.id)),
        ).toHaveLength(2);
      });
    });
  }
});

describe('GET /api/store/:storeId/product-categories', () => {
  it("lists a store's categories in the seller's order, of a hidden store too", async () => {
    const store = await ctx.newStore({ isHidden: true });
    const last = await ctx.newProductCategory({ storeId: store.id, name: 'A Last', position: 2 });
    const first = await ctx.newProductCategory({ storeId: store.id, name: 'Z First', position: 0 });
    const second = await ctx.newProductCategory({ storeId: store.id, name: 'B', position: 1 });
    await ctx.newProductCategory({ storeId: (await ctx.newStore()).id });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/${store.id}/product-categories`,
      headers: await ctx.login('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      [first, second, last].map((category) => ({
        _id: category.id,
        name: category.name,
        icon: null,
        storeId: store.id,
      })),
    );
  });

  it('answers [] for a store without categories, and 404 for an unknown store', async () => {
    const headers = await ctx.login('dataentry');
    const store = await ctx.newStore();
    const empty = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/${store.id}/product-categories`,
      headers,
    });
    expect(empty.json()).toEqual([]);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/${MISSING}/product-categories`,
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
  });
});

describe('POST /api/product-category/create', () => {
  const create = async (storeId: string, productCategoryData: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/product-category/create',
      headers: await ctx.login('admin'),
      payload: { storeId, productCategoryData },
    });

  it('adds the category after the last one, answers its _id, and records it', async () => {
    const s = await shop();
    await ctx.newProductCategory({ storeId: s.store.id, name: 'Later', position: 4 });
    const response = await create(s.store.id, { name: ' Snacks ', icon: '🥨' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      status: 200,
      message: PRODUCT_CATEGORY_CREATED,
      _id: expect.any(String),
      productCategory: { _id: answer._id, name: 'Snacks', icon: '🥨', storeId: s.store.id },
    });
    const categories = await categoriesOf(s.store.id);
    expect(categories.at(-1)).toMatchObject({ id: answer._id, position: 5 });
    // Buyers see it in the store's order at once.
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/stores/${s.store.id}/product-categories`,
    });
    expect(shown.json().at(-1)).toEqual(answer.productCategory);
    expect(await auditOf(answer._id)).toMatchObject([
      {
        action: 'create',
        entity: 'productCategory',
        entityName: 'Snacks',
        storeId: s.store.id,
        fields: [
          { field: 'name', to: 'Snacks' },
          { field: 'icon', to: '🥨' },
        ],
      },
    ]);
  });

  it('starts a store without categories at position 0', async () => {
    const store = await ctx.newStore();
    const response = await create(store.id, { name: 'Flowers' });
    expect(response.json().productCategory.icon).toBeNull();
    expect(await categoriesOf(store.id)).toMatchObject([{ name: 'Flowers', position: 0 }]);
  });

  it('refuses a blank name, and an unknown store', async () => {
    const s = await shop();
    const blank = await create(s.store.id, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: CATEGORY_NAME_REQUIRED, code: 'VALIDATION_FAILED' });
    const unknown = await create(MISSING, { name: 'Snacks' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
    expect(await categoriesOf(s.store.id)).toHaveLength(1);
  });
});

describe('PUT /api/update-product-category/:categoryId', () => {
  const update = async (categoryId: string, body: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/update-product-category/${categoryId}`,
      headers: await ctx.login('dataentry'),
      payload: body,
    });

  it('renames it, answers updatedProductCategory, and records what changed', async () => {
    const s = await shop();
    const response = await update(s.category.id, {
      storeId: s.store.id,
      updateData: { name: ' Coffee ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: PRODUCT_CATEGORY_UPDATED,
      updatedProductCategory: {
        _id: s.category.id,
        name: 'Coffee',
        icon: '☕',
        storeId: s.store.id,
      },
    });
    expect(await auditOf(s.category.id)).toMatchObject([
      {
        action: 'update',
        entityName: 'Coffee',
        fields: [{ field: 'name', from: 'Drinks', to: 'Coffee' }],
      },
    ]);
  });

  it('takes the icon away with null, and records nothing when nothing changes', async () => {
    const s = await shop();
    const cleared = await update(s.category.id, {
      storeId: s.store.id,
      updateData: { icon: null },
    });
    expect(cleared.json().updatedProductCategory.icon).toBeNull();
    const same = await update(s.category.id, {
      storeId: s.store.id,
      updateData: { name: 'Drinks' },
    });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(s.category.id)).toMatchObject([
      { action: 'update', fields: [{ field: 'icon', from: '☕', to: null }] },
    ]);
  });

  it("refuses a blank name with SPEC §5's sentence, changing nothing", async () => {
    const s = await shop();
    const response = await update(s.category.id, {
      storeId: s.store.id,
      updateData: { name: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CATEGORY_NAME_REQUIRED, code: 'VALIDATION_FAILED' });
    expect(await categoriesOf(s.store.id)).toEqual([s.category]);
  });

  it('answers 404 for a category named with another store, or unknown', async () => {
    const s = await shop();
    const other = await shop();
    for (const [categoryId, storeId] of [
      [s.category.id, other.store.id],
      [MISSING, s.store.id],
      ['not-an-id', s.store.id],
    ] as const) {
      const response = await update(categoryId, { storeId, updateData: { name: 'Coffee' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: PRODUCT_CATEGORY_NOT_FOUND, code: 'NOT_FOUND' });
    }
    expect(await categoriesOf(s.store.id)).toEqual([s.category]);
  });
});

describe('DELETE /api/product-category/delete/:storeId/:categoryId', () => {
  const remove = async (storeId: string, categoryId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/product-category/delete/${storeId}/${categoryId}`,
      headers: await ctx.login('admin'),
    });

  it('deletes the category with its products, gone from the public catalogue at once', async () => {
    const s = await shop();
    const kept = await ctx.newProductCategory({ storeId: s.store.id, name: 'Snacks' });
    const chips = await ctx.newProduct({ storeId: s.store.id, productCategoryId: kept.id });
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/product-category/${s.category.id}/products`,
    });
    expect(before.statusCode).toBe(200);

    const response = await remove(s.store.id, s.category.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: PRODUCT_CATEGORY_DELETED,
      deletedProducts: 2,
    });

    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/product-category/${s.category.id}/products`,
    });
    expect(after.statusCode).toBe(404);
    const left = await ctx.db.select().from(products).where(eq(products.storeId, s.store.id));
    expect(left.map((product) => product.id)).toEqual([chips.id]);
    expect(await categoriesOf(s.store.id)).toMatchObject([{ id: kept.id }]);

    expect(await auditOf(s.category.id)).toMatchObject([
      {
        action: 'delete',
        entity: 'productCategory',
        entityName: 'Drinks',
        fields: [
          { field: 'name', from: 'Drinks' },
          { field: 'icon', from: '☕' },
        ],
      },
    ]);
    for (const product of s.products) {
      expect(await auditOf(product.id)).toMatchObject([{ action: 'delete', entity: 'product' }]);
    }
  });

  it('leaves no product without a category when a product is added to it meanwhile', async () => {
    const s = await shop();
    const headers = await ctx.login('admin');
    const [created, deleted] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: '/api/product/create',
        headers,
        payload: {
          productCategoryId: s.category.id,
          productData: { name: 'Mocha', description: 'Chocolate', price: 4, stock: 2 },
        },
      }),
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/product-category/delete/${s.store.id}/${s.category.id}`,
        headers,
      }),
    ]);
    expect(deleted.statusCode).toBe(200);
    // Added first, it went with the category; otherwise the category was already gone.
    if (created.statusCode === 200) expect(deleted.json().deletedProducts).toBe(3);
    else expect(created.json()).toEqual({ error: PRODUCT_CATEGORY_NOT_FOUND, code: 'NOT_FOUND' });
    expect(await ctx.db.select().from(products).where(eq(products.storeId, s.store.id))).toEqual(
      [],
    );
  });

  it('deletes an empty category', async () => {
    const store = await ctx.newStore();
    const category = await ctx.newProductCategory({ storeId: store.id });
    expect((await remove(store.id, category.id)).json()).toMatchObject({ deletedProducts: 0 });
  });

  it('answers 404 for an unknown store, or a category of another store, deleting nothing', async () => {
    const s = await shop();
    const other = await shop();
    const unknownStore = await remove(MISSING, s.category.id);
    expect(unknownStore.statusCode).toBe(404);
    expect(unknownStore.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
    const mismatch = await remove(other.store.id, s.category.id);
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json()).toEqual({ error: PRODUCT_CATEGORY_NOT_FOUND, code: 'NOT_FOUND' });
    expect(await categoriesOf(s.store.id)).toEqual([s.category]);
    expect(
      await ctx.db.select().from(products).where(eq(products.storeId, s.store.id)),
    ).toHaveLength(2);
  });
});
