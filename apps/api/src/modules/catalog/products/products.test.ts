import {
  CUSTOMIZATION_GROUP_NAME_REQUIRED,
  customizationGroupDuplicate,
  customizationGroupNeedsOptions,
  customizationGroupOneTextKind,
  customizationGroupStackLimit,
  customizationGroupTextHasOptions,
  customizationOptionDuplicate,
  customizationOptionPrice,
  customizationOptionTitleRequired,
  PRICE_DECIMALS,
  PRICE_NOT_POSITIVE,
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  STOCK_NEGATIVE,
} from '@marketplace/core/constants/messages';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogAudit, productCategories, products } from '../../../db/schema.js';
import {
  checkoutFactories,
  checkoutRequest,
  movingClock,
  OPEN_EVERY_DAY,
} from '../../../test/checkout-factories.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { TINY_PNG } from '../../../test/images.js';
import {
  STORE_CALLERS,
  STORE_KEEPERS,
  type StoreCaller,
  storeCallerHeaders,
  storeCallerRefusal,
} from '../../../test/store-callers.js';
import { productUnavailable } from '../../checkout/price-order.js';
import { STORE_NOT_FOUND } from '../management.js';
import { PRODUCT_CATEGORY_NOT_FOUND } from '../product-categories/category-records.js';
import { QUICK_ADD_CATEGORY } from './add-store-product.js';
import { PRODUCT_NOT_FOUND } from './product-records.js';

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const f = checkoutFactories(ctx, time.clock);
await f.serveZipcode('91104');

const MISSING = '00000000-0000-4000-8000-000000000000';

/** A store of its own seller with a category and a product in it. */
async function shop(product: Partial<typeof products.$inferInsert> = {}) {
  const store = await ctx.newStore({ storeHours: OPEN_EVERY_DAY });
  const category = await ctx.newProductCategory({ storeId: store.id, name: 'Drinks' });
  const made = await ctx.newProduct({
    storeId: store.id,
    productCategoryId: category.id,
    name: 'Cold Brew',
    ...product,
  });
  return { store, category, product: made };
}

const publicProducts = async (categoryId: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/product-category/${categoryId}/products` })
  ).json();

const auditOf = (entityId: string) =>
  ctx.db
    .select()
    .from(catalogAudit)
    .where(eq(catalogAudit.entityId, entityId))
    .orderBy(asc(catalogAudit.id));

/** Every route × every caller: let through (the route's own answer) or refused. */
describe('who may manage a store’s products', () => {
  type Shop = Awaited<ReturnType<typeof shop>>;
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
      name: 'GET /api/store/:storeId/products',
      request: (s) => ({ method: 'GET', url: `/api/store/${s.store.id}/products` }),
    },
    {
      name: 'POST /api/store/:storeId/add-product',
      request: (s) => ({
        method: 'POST',
        url: `/api/store/${s.store.id}/add-product`,
        payload: { name: 'Iced Tea', price: 3.5, stock: 4 },
      }),
      message: PRODUCT_CREATED,
    },
    {
      name: 'POST /api/product/create',
      request: (s) => ({
        method: 'POST',
        url: '/api/product/create',
        payload: {
          productCategoryId: s.category.id,
          productData: { name: 'Iced Tea', description: 'Black tea', price: 3.5, stock: 4 },
        },
      }),
      message: PRODUCT_CREATED,
    },
    {
      name: 'PUT /api/update-product/:productId',
      request: (s) => ({
        method: 'PUT',
        url: `/api/update-product/${s.product.id}`,
        payload: {
          storeId: s.store.id,
          productCategoryId: s.category.id,
          updateData: { price: 6 },
        },
      }),
      message: PRODUCT_UPDATED,
    },
    {
      name: 'DELETE /api/delete-product/:productId/:categoryId/:storeId',
      request: (s) => ({
        method: 'DELETE',
        url: `/api/delete-product/${s.product.id}/${s.category.id}/${s.store.id}`,
      }),
      message: PRODUCT_DELETED,
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
          if (route.message)
            expect(response.json()).toMatchObject({ status: 200, message: route.message });
        } else {
          const refusal = storeCallerRefusal(caller);
          expect(response.statusCode).toBe(refusal.status);
          expect(response.json()).toEqual(refusal.body);
        }
        // A refused call changed nothing.
        if (!STORE_KEEPERS.includes(caller)) {
          const [still] = await ctx.db.select().from(products).where(eq(products.id, s.product.id));
          expect(still).toEqual(s.product);
          expect(
            await ctx.db.select().from(products).where(eq(products.storeId, s.store.id)),
          ).toHaveLength(1);
        }
      });
    });
  }
});

describe('GET /api/store/:storeId/products', () => {
  it("lists every product, hidden ones too, in its categories' order then by name", async () => {
    const store = await ctx.newStore();
    const second = await ctx.newProductCategory({
      storeId: store.id,
      name: 'A Snacks',
      position: 2,
    });
    const first = await ctx.newProductCategory({
      storeId: store.id,
      name: 'Z Drinks',
      position: 1,
    });
    const chips = await ctx.newProduct({
      storeId: store.id,
      productCategoryId: second.id,
      name: 'Chips',
    });
    const tea = await ctx.newProduct({
      storeId: store.id,
      productCategoryId: first.id,
      name: 'Tea',
    });
    const hidden = await ctx.newProduct({
      storeId: store.id,
      productCategoryId: first.id,
      name: 'Americano',
      isHidden: true,
      priceCents: 1250,
    });

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/${store.id}/products`,
      headers: await ctx.login('dataentry'),
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json();
    expect(listed.map((product: { _id: string }) => product._id)).toEqual([
      hidden.id,
      tea.id,
      chips.id,
    ]);
    expect(listed[0]).toEqual({
      _id: hidden.id,
      name: 'Americano',
      description: 'A product made for a test.',
      price: 12.5,
      stock: 10,
      images: [],
      image: null,
      needsAgeVerification: false,
      isTaxable: true,
      isHidden: true,
      restock: null,
      storeId: store.id,
      productCategoryId: first.id,
      customizations: [],
    });
  });

  it.each([
    ['an unknown store', MISSING],
    ['a malformed id', 'not-a-store'],
  ])('answers 404 for %s', async (_, storeId) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/${storeId}/products`,
      headers: await ctx.login('admin'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
  });
});

describe('POST /api/store/:storeId/add-product', () => {
  const add = async (storeId: string, payload: object, who: 'admin' | 'seller' = 'admin') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/store/${storeId}/add-product`,
      headers: await ctx.login(who),
      payload,
    });

  it("puts the product in the store's first category, visible, price in dollars", async () => {
    const s = await shop();
    const later = await ctx.newProductCategory({
      storeId: s.store.id,
      name: 'A Later',
      position: 5,
    });
    const response = await add(s.store.id, { name: '  Iced Tea ', price: 3.5, stock: 4 });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      status: 200,
      message: PRODUCT_CREATED,
      product: {
        name: 'Iced Tea',
        description: '',
        price: 3.5,
        stock: 4,
        isHidden: false,
        storeId: s.store.id,
        productCategoryId: s.category.id,
      },
    });
    expect(answer.product.productCategoryId).not.toBe(later.id);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, answer.product._id));
    expect(row!.priceCents).toBe(350);
    expect(await publicProducts(s.category.id)).toContainEqual(
      expect.objectContaining({ _id: answer.product._id }),
    );
  });

  it("creates a 'Products' category for a store that has none", async () => {
    const store = await ctx.newStore();
    const response = await add(store.id, { name: 'Roses', price: 12, stock: 3 });
    expect(response.statusCode).toBe(200);
    const categories = await ctx.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.storeId, store.id));
    expect(categories).toMatchObject([{ name: QUICK_ADD_CATEGORY, position: 0 }]);
    expect(response.json().product.productCategoryId).toBe(categories[0]!.id);
    const audit = await auditOf(categories[0]!.id);
    expect(audit).toMatchObject([
      { action: 'create', entity: 'productCategory', storeId: store.id },
    ]);
  });

  it("makes one 'Products' category when two quick adds race", async () => {
    const store = await ctx.newStore();
    const headers = await ctx.login('admin');
    const responses = await Promise.all(
      ['Roses', 'Tulips'].map((name) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/store/${store.id}/add-product`,
          headers,
          payload: { name, price: 12, stock: 3 },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const categories = await ctx.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.storeId, store.id));
    expect(categories).toHaveLength(1);
  });

  it('puts the product in the category it names, which must be of the store', async () => {
    const s = await shop();
    const other = await ctx.newProductCategory({ storeId: s.store.id, name: 'Other', position: 9 });
    const moved = await add(s.store.id, {
      name: 'Tea',
      price: 2,
      stock: 1,
      productCategoryId: other.id,
    });
    expect(moved.json().product.productCategoryId).toBe(other.id);

    const elsewhere = await shop();
    const refused = await add(s.store.id, {
      name: 'Tea',
      price: 2,
      stock: 1,
      productCategoryId: elsewhere.category.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: PRODUCT_CATEGORY_NOT_FOUND, code: 'NOT_FOUND' });
  });

  it.each([
    ['a blank name', { name: '  ', price: 2, stock: 1 }, 'Name is required.'],
    ['a price of 0', { name: 'Tea', price: 0, stock: 1 }, PRICE_NOT_POSITIVE],
    ['a negative price', { name: 'Tea', price: -2, stock: 1 }, PRICE_NOT_POSITIVE],
    ['a third decimal', { name: 'Tea', price: 4.999, stock: 1 }, PRICE_DECIMALS],
    ['a negative stock', { name: 'Tea', price: 2, stock: -1 }, STOCK_NEGATIVE],
    ['a fractional stock', { name: 'Tea', price: 2, stock: 1.5 }, STOCK_NEGATIVE],
  ])('refuses %s with SPEC §5’s sentence, adding nothing', async (_, payload, error) => {
    const s = await shop();
    const response = await add(s.store.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_FAILED' });
    expect(
      await ctx.db.select().from(products).where(eq(products.storeId, s.store.id)),
    ).toHaveLength(1);
  });
});

describe('POST /api/product/create', () => {
  const productData = {
    name: 'Café Latte',
    description: 'Espresso and steamed milk',
    price: 5.25,
    stock: 12,
    images: ['/uploads/Product/latte.webp', 'https://cdn.example.com/latte-2.png'],
    needsAgeVerification: false,
    isTaxable: true,
    isHidden: false,
    customizations: [
      {
        name: 'Size',
        isRequired: true,
        options: [
          { title: '12 oz', price: 0 },
          { title: '16 oz', price: 1 },
        ],
      },
      { name: 'Name on cup', isTextInput: true },
    ],
  };
  const create = async (body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: await ctx.login('dataentry'),
      payload: body,
    });

  it("adds every field of SPEC §3 to the category's store, visible to buyers at once", async () => {
    const s = await shop();
    const response = await create({ productCategoryId: s.category.id, productData });
    expect(response.statusCode).toBe(200);
    const { product } = response.json();
    expect(product).toEqual({
      _id: expect.any(String),
      ...productData,
      restock: null,
      image: '/uploads/Product/latte.webp',
      storeId: s.store.id,
      productCategoryId: s.category.id,
      customizations: [
        {
          name: 'Size',
          isRequired: true,
          isTextInput: false,
          isTextAreaInput: false,
          isStackable: false,
          stackLimit: null,
          options: [
            { title: '12 oz', price: 0 },
            { title: '16 oz', price: 1 },
          ],
        },
        {
          name: 'Name on cup',
          isRequired: false,
          isTextInput: true,
          isTextAreaInput: false,
          isStackable: false,
          stackLimit: null,
          options: [],
        },
      ],
    });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(row!.customizations[0]!.options[1]!.price).toBe(100);
    const { isHidden: _, restock: __, ...publicProduct } = product;
    expect(await publicProducts(s.category.id)).toContainEqual(publicProduct);

    const [entry] = await auditOf(product._id);
    expect(entry).toMatchObject({ action: 'create', entity: 'product', entityName: 'Café Latte' });
    expect(entry!.fields).toContainEqual({ field: 'price', to: 5.25 });
  });

  const group = (overrides: object) => ({
    name: 'Size',
    options: [{ title: 'S', price: 0 }],
    ...overrides,
  });
  it.each([
    ['a blank name', { name: '' }, 'Name is required.'],
    ['a blank description', { description: '  ' }, 'Description is required.'],
    ['a price of 0', { price: 0 }, PRICE_NOT_POSITIVE],
    ['a third decimal', { price: 1.005 }, PRICE_DECIMALS],
    ['a negative stock', { stock: -3 }, STOCK_NEGATIVE],
    [
      'a group without a name',
      { customizations: [group({ name: ' ' })] },
      CUSTOMIZATION_GROUP_NAME_REQUIRED,
    ],
    [
      'two groups of one name',
      { customizations: [group({}), group({ name: 'size' })] },
      customizationGroupDuplicate('size'),
    ],
    [
      'a choice without options',
      { customizations: [group({ options: [] })] },
      customizationGroupNeedsOptions('Size'),
    ],
    [
      'a text group with options',
      { customizations: [group({ isTextInput: true })] },
      customizationGroupTextHasOptions('Size'),
    ],
    [
      'a group both one-line and area',
      { customizations: [group({ isTextInput: true, isTextAreaInput: true, options: [] })] },
      customizationGroupOneTextKind('Size'),
    ],
    [
      'an option without a title',
      { customizations: [group({ options: [{ title: ' ', price: 0 }] })] },
      customizationOptionTitleRequired('Size'),
    ],
    [
      'two options of one title',
      {
        customizations: [
          group({
            options: [
              { title: 'S', price: 0 },
              { title: 's', price: 1 },
            ],
          }),
        ],
      },
      customizationOptionDuplicate('Size', 's'),
    ],
    [
      'a negative option price',
      { customizations: [group({ options: [{ title: 'S', price: -1 }] })] },
      customizationOptionPrice('Size', 'S'),
    ],
    [
      'a stack limit above the options',
      { customizations: [group({ isStackable: true, stackLimit: 2 })] },
      customizationGroupStackLimit('Size', 1),
    ],
  ])('refuses %s with its sentence, adding nothing', async (_, change, error) => {
    const s = await shop();
    const response = await create({
      productCategoryId: s.category.id,
      productData: { ...productData, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_FAILED' });
    expect(
      await ctx.db.select().from(products).where(eq(products.storeId, s.store.id)),
    ).toHaveLength(1);
  });

  it('takes an uploaded photo, and refuses one that was never uploaded or is not an image', async () => {
    const s = await shop();
    const upload = async (file: Buffer) => {
      const link = await ctx.app.inject({
        method: 'POST',
        url: '/api/s3/get-upload-url',
        headers: await ctx.login('dataentry'),
        payload: { fileName: 'latte.png', fileType: 'image/png', folderName: 'Product' },
      });
      const { url, publicUrl } = link.json();
      await ctx.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'image/png' },
        payload: file,
      });
      return publicUrl as string;
    };
    const photo = await upload(TINY_PNG);
    const withImages = (images: string[]) => ({
      productCategoryId: s.category.id,
      productData: { ...productData, customizations: [], images },
    });
    const saved = await create(withImages([photo]));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().product.images).toEqual([photo]);

    const never = photo.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000');
    const refused = await create(withImages([never]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: `The image ${never} was not uploaded, or is gone. Please upload it again.`,
      code: 'VALIDATION_FAILED',
    });
  });

  it('refuses an unknown category with 404', async () => {
    const response = await create({ productCategoryId: MISSING, productData });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: PRODUCT_CATEGORY_NOT_FOUND, code: 'NOT_FOUND' });
  });
});

describe('PUT /api/update-product/:productId', () => {
  const update = async (productId: string, body: object, headers?: Record<string, string>) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/update-product/${productId}`,
      headers: headers ?? (await ctx.login('admin')),
      payload: body,
    });

  it('lays the changes over the product, writes only them, and records what changed', async () => {
    const s = await shop({ stock: 10, priceCents: 500 });
    // Sold meanwhile: a change that does not name the stock must not put it back.
    await ctx.db.update(products).set({ stock: 7 }).where(eq(products.id, s.product.id));
    const response = await update(s.product.id, {
      storeId: s.store.id,
      productCategoryId: s.category.id,
      updateData: {
        name: ' Nitro Cold Brew ',
        price: 6.75,
        images: ['/uploads/Product/nitro.webp'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      message: PRODUCT_UPDATED,
      product: {
        name: 'Nitro Cold Brew',
        price: 6.75,
        stock: 7,
        image: '/uploads/Product/nitro.webp',
      },
    });
    const [entry] = await auditOf(s.product.id);
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'product',
      entityName: 'Nitro Cold Brew',
    });
    expect(entry!.fields).toEqual([
      { field: 'name', from: 'Cold Brew', to: 'Nitro Cold Brew' },
      { field: 'price', from: 5, to: 6.75 },
      { field: 'images', from: [], to: ['/uploads/Product/nitro.webp'] },
    ]);
  });

  it('changes a quick-added product that has no description, but never blanks one', async () => {
    const s = await shop({ description: '' });
    const route = { storeId: s.store.id, productCategoryId: s.category.id };
    const priced = await update(s.product.id, { ...route, updateData: { price: 4 } });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().product).toMatchObject({ price: 4, description: '' });
    const blanked = await update(s.product.id, { ...route, updateData: { description: '  ' } });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().error).toBe('Description is required.');
  });

  it('moves the product to another category of its store', async () => {
    const s = await shop();
    const other = await ctx.newProductCategory({ storeId: s.store.id, name: 'Specials' });
    const response = await update(s.product.id, {
      storeId: s.store.id,
      productCategoryId: other.id,
      updateData: {},
    });
    expect(response.json().product.productCategoryId).toBe(other.id);
    expect(await publicProducts(s.category.id)).toEqual({ message: 'No products found' });
    expect(await publicProducts(other.id)).toMatchObject([{ _id: s.product.id }]);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'Name is required.'],
    ['a blank description', { description: '' }, 'Description is required.'],
    ['a price of 0', { price: 0 }, PRICE_NOT_POSITIVE],
    ['a third decimal', { price: 2.001 }, PRICE_DECIMALS],
    ['a fractional stock', { stock: 0.5 }, STOCK_NEGATIVE],
    [
      'a choice without options',
      { customizations: [{ name: 'Milk', options: [] }] },
      customizationGroupNeedsOptions('Milk'),
    ],
  ])('refuses %s, changing nothing', async (_, updateData, error) => {
    const s = await shop();
    const response = await update(s.product.id, {
      storeId: s.store.id,
      productCategoryId: s.category.id,
      updateData,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_FAILED' });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, s.product.id));
    expect(row).toEqual(s.product);
  });

  it('answers 404 for a product named with another store, or a category of another store', async () => {
    const s = await shop();
    const other = await shop();
    const wrongStore = await update(s.product.id, {
      storeId: other.store.id,
      productCategoryId: s.category.id,
      updateData: { price: 9 },
    });
    expect(wrongStore.statusCode).toBe(404);
    expect(wrongStore.json()).toEqual({ error: PRODUCT_NOT_FOUND, code: 'NOT_FOUND' });
    const wrongCategory = await update(s.product.id, {
      storeId: s.store.id,
      productCategoryId: other.category.id,
      updateData: { price: 9 },
    });
    expect(wrongCategory.statusCode).toBe(404);
    expect(wrongCategory.json()).toEqual({ error: PRODUCT_CATEGORY_NOT_FOUND, code: 'NOT_FOUND' });
    const unknown = await update(MISSING, {
      storeId: s.store.id,
      productCategoryId: s.category.id,
      updateData: {},
    });
    expect(unknown.json()).toEqual({ error: PRODUCT_NOT_FOUND, code: 'NOT_FOUND' });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, s.product.id));
    expect(row).toEqual(s.product);
  });

  it('hides a product from the public catalogue at once', async () => {
    const s = await shop();
    expect(await publicProducts(s.category.id)).toMatchObject([{ _id: s.product.id }]);
    const response = await update(s.product.id, {
      storeId: s.store.id,
      productCategoryId: s.category.id,
      updateData: { isHidden: true },
    });
    expect(response.json().product.isHidden).toBe(true);
    expect(await publicProducts(s.category.id)).toEqual({ message: 'No products found' });
  });
});

describe('DELETE /api/delete-product/:productId/:categoryId/:storeId', () => {
  const remove = async (productId: string, categoryId: string, storeId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/delete-product/${productId}/${categoryId}/${storeId}`,
      headers: await ctx.login('admin'),
    });

  it('deletes the product, gone from the public catalogue at once, and records it', async () => {
    const s = await shop();
    expect(await publicProducts(s.category.id)).toMatchObject([{ _id: s.product.id }]);
    const response = await remove(s.product.id, s.category.id, s.store.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: PRODUCT_DELETED });
    expect(await publicProducts(s.category.id)).toEqual({ message: 'No products found' });
    const [entry] = await auditOf(s.product.id);
    expect(entry).toMatchObject({
      action: 'delete',
      entity: 'product',
      entityName: 'Cold Brew',
      storeId: s.store.id,
    });
    expect(entry!.fields).toContainEqual({ field: 'price', from: 5 });
  });

  it('answers 404 when the product, category and store do not go together, deleting nothing', async () => {
    const s = await shop();
    const other = await shop();
    const cases = [
      [s.product.id, s.category.id, MISSING, STORE_NOT_FOUND],
      [s.product.id, other.category.id, s.store.id, PRODUCT_CATEGORY_NOT_FOUND],
      [other.product.id, s.category.id, s.store.id, PRODUCT_NOT_FOUND],
      [MISSING, s.category.id, s.store.id, PRODUCT_NOT_FOUND],
      ['not-an-id', s.category.id, s.store.id, PRODUCT_NOT_FOUND],
    ] as const;
    for (const [productId, categoryId, storeId, error] of cases) {
      const response = await remove(productId, categoryId, storeId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error, code: 'NOT_FOUND' });
    }
    // Another category of the product's own store: the product is not in it.
    const specials = await ctx.newProductCategory({ storeId: s.store.id });
    expect((await remove(s.product.id, specials.id, s.store.id)).json()).toEqual({
      error: PRODUCT_NOT_FOUND,
      code: 'NOT_FOUND',
    });
    expect(await ctx.db.select().from(products).where(eq(products.id, s.product.id))).toHaveLength(
      1,
    );
    expect(
      await ctx.db.select().from(products).where(eq(products.id, other.product.id)),
    ).toHaveLength(1);
  });
});

describe('a product in a cart', () => {
  /** A buyer's order of the shop's product, as their cart would send it. */
  const checkout = async (s: Awaited<ReturnType<typeof shop>>) =>
    checkoutRequest(ctx, {
      headers: await ctx.login('buyer'),
      orderData: f.orderData({ store: s.store, items: [{ product: s.product }] }),
    });

  it('is refused at checkout once hidden, with the product named', async () => {
    const s = await shop();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update-product/${s.product.id}`,
      headers: await ctx.login('admin'),
      payload: {
        storeId: s.store.id,
        productCategoryId: s.category.id,
        updateData: { isHidden: true },
      },
    });
    expect(response.statusCode).toBe(200);
    const refused = await checkout(s);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Cold Brew is no longer available. Please remove it from your cart.',
      code: 'PRODUCT_UNAVAILABLE',
    });
    expect(refused.json().error).toBe(productUnavailable('Cold Brew'));
  });

  it('is refused at checkout once deleted', async () => {
    const s = await shop();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/delete-product/${s.product.id}/${s.category.id}/${s.store.id}`,
      headers: await ctx.login('admin'),
    });
    expect(response.statusCode).toBe(200);
    const refused = await checkout(s);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'An item in your cart is no longer available. Please remove it from your cart.',
      code: 'PRODUCT_UNAVAILABLE',
    });
  });

  it('checks out while it is visible (the refusals above are the change, not the shop)', async () => {
    const s = await shop();
    expect((await checkout(s)).statusCode).toBe(200);
  });
});
