import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/create-test-app.js';
import { customizationGroup } from '../../test/customization-group.js';
import { NO_PRODUCTS_FOUND, STORE_NOT_FOUND } from './service.js';

const ctx = await createTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('GET /api/stores', () => {
  it('lists the visible stores of a category by name, in SPEC §3 shape', async () => {
    const category = 'Flower Stores';
    const b = await ctx.newStore({ category, name: 'Bb Flowers Test' });
    const a = await ctx.newStore({
      category,
      name: 'Aa Flowers Test',
      street1: '25',
      street2: 'W Holly St',
      zipcode: '91103',
      latitude: 34.1474,
      longitude: -118.1502,
      image: '/images/stores/aa.webp',
    });
    await ctx.newStore({ category, name: 'Hidden Flowers Test', isHidden: true });
    await ctx.newStore({ category: 'Pharmacy', name: 'Other Category Test' });

    const response = await get(`/api/stores?category=${encodeURIComponent(category)}`);
    expect(response.statusCode).toBe(200);
    const stores = response.json();
    expect(stores.map((store: { name: string }) => store.name)).toEqual([
      'Aa Flowers Test',
      'Bb Flowers Test',
    ]);
    expect(stores[0]).toEqual({
      _id: a.id,
      name: 'Aa Flowers Test',
      category,
      contact: '6265550100',
      image: '/images/stores/aa.webp',
      sellerId: a.sellerId,
      isHidden: false,
      address: {
        street1: '25',
        street2: 'W Holly St',
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91103',
      },
      storeHours: { MON: [{ from: '08:00', to: '18:00' }] },
      timezone: 'America/Los_Angeles',
      latitude: 34.1474,
      longitude: -118.1502,
      pausedUntil: null,
      dateOverrides: [],
    });
    expect(stores[1]._id).toBe(b.id);
  });

  it('lists every visible store without a category (or with an empty one)', async () => {
    const visible = await ctx.newStore({ category: 'Liquor Stores' });
    const hidden = await ctx.newStore({ category: 'Liquor Stores', isHidden: true });
    for (const url of ['/api/stores', '/api/stores?category=']) {
      const ids = (await get(url)).json().map((store: { _id: string }) => store._id);
      expect(ids).toContain(visible.id);
      expect(ids).not.toContain(hidden.id);
    }
  });

  it('answers 400 naming the categories for an unknown one', async () => {
    const response = await get('/api/stores?category=Bakeries');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        '"category" must be one of: Farmer\'s Market, Restaurants, Aquarium Stores, Coffee Shops, Convenience Stores, Flower Stores, Liquor Stores, Pharmacy.',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('GET /api/store/:id', () => {
  it('answers a visible store', async () => {
    const store = await ctx.newStore();
    const response = await get(`/api/store/${store.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: store.id,
      name: store.name,
      category: 'Coffee Shops',
      address: { street2: 'E Colorado Blvd', city: 'Pasadena', state: 'CA', zipcode: '91101' },
      storeHours: { MON: [{ from: '08:00', to: '18:00' }] },
      timezone: 'America/Los_Angeles',
    });
  });

  it("answers 404 'Failed to fetch store details' for a hidden, unknown or malformed id", async () => {
    const hidden = await ctx.newStore({ isHidden: true });
    for (const id of [hidden.id, MISSING, 'not-a-uuid']) {
      const response = await get(`/api/store/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/stores/:id/product-categories', () => {
  it("lists a store's categories in the seller's order", async () => {
    const store = await ctx.newStore();
    const second = await ctx.newProductCategory({
      storeId: store.id,
      name: 'Pastries',
      position: 1,
    });
    const first = await ctx.newProductCategory({
      storeId: store.id,
      name: 'Espresso',
      icon: '☕',
      position: 0,
    });
    const response = await get(`/api/stores/${store.id}/product-categories`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { _id: first.id, name: 'Espresso', icon: '☕', storeId: store.id },
      { _id: second.id, name: 'Pastries', icon: null, storeId: store.id },
    ]);
  });

  it('answers an empty list for a store with no categories', async () => {
    const store = await ctx.newStore();
    const response = await get(`/api/stores/${store.id}/product-categories`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("hides a hidden store's categories: 404 as if it did not exist", async () => {
    const store = await ctx.newStore({ isHidden: true });
    await ctx.newProductCategory({ storeId: store.id });
    for (const id of [store.id, MISSING]) {
      const response = await get(`/api/stores/${id}/product-categories`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/product-category/:id/products', () => {
  it('lists the visible products by name, prices in dollars, image the first of images', async () => {
    const store = await ctx.newStore();
    const category = await ctx.newProductCategory({ storeId: store.id });
    const latte = await ctx.newProduct({
      storeId: store.id,
      productCategoryId: category.id,
      name: 'Latte',
      description: 'Espresso and milk.',
      priceCents: 1250,
      stock: 3,
      images: ['/images/a.webp', '/images/b.webp'],
      isTaxable: false,
      customizations: [
        customizationGroup(
          'Size',
          [
            { title: '12 oz', price: 0 },
            { title: '16 oz', price: 75 },
          ],
          { isRequired: true },
        ),
      ],
    });
    await ctx.newProduct({ storeId: store.id, productCategoryId: category.id, name: 'Americano' });
    await ctx.newProduct({
      storeId: store.id,
      productCategoryId: category.id,
      name: 'Secret Menu',
      isHidden: true,
    });

    const response = await get(`/api/product-category/${category.id}/products`);
    expect(response.statusCode).toBe(200);
    const products = response.json();
    expect(products.map((product: { name: string }) => product.name)).toEqual([
      'Americano',
      'Latte',
    ]);
    expect(products[1]).toEqual({
      _id: latte.id,
      name: 'Latte',
      description: 'Espresso and milk.',
      price: 12.5,
      stock: 3,
      images: ['/images/a.webp', '/images/b.webp'],
      image: '/images/a.webp',
      needsAgeVerification: false,
      isTaxable: false,
      storeId: store.id,
      productCategoryId: category.id,
      customizations: [
        customizationGroup(
          'Size',
          [
            { title: '12 oz', price: 0 },
            { title: '16 oz', price: 0.75 },
          ],
          { isRequired: true },
        ),
      ],
    });
    expect(products[0].image).toBeNull();
  });

  it("answers { message: 'No products found' } when nothing in the category is visible", async () => {
    const store = await ctx.newStore();
    const empty = await ctx.newProductCategory({ storeId: store.id });
    const onlyHidden = await ctx.newProductCategory({ storeId: store.id });
    await ctx.newProduct({ storeId: store.id, productCategoryId: onlyHidden.id, isHidden: true });
    for (const category of [empty, onlyHidden]) {
      const response = await get(`/api/product-category/${category.id}/products`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: NO_PRODUCTS_FOUND });
    }
  });

  it("hides a hidden store's products: 404 for its category, as for an unknown one", async () => {
    const store = await ctx.newStore({ isHidden: true });
    const category = await ctx.newProductCategory({ storeId: store.id });
    await ctx.newProduct({ storeId: store.id, productCategoryId: category.id });
    for (const id of [category.id, MISSING, 'nope']) {
      const response = await get(`/api/product-category/${id}/products`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: NO_PRODUCTS_FOUND, code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/stores/:storeId/customizations', () => {
  const size = (price: number) =>
    customizationGroup('Size', [{ title: 'Large', price }], { isRequired: true });
  const note = customizationGroup('Note', [], { isTextInput: true });

  it("lists each distinct group of the store's visible products once, prices in dollars", async () => {
    const store = await ctx.newStore();
    await ctx.newProduct({ storeId: store.id, customizations: [size(75), note] });
    await ctx.newProduct({ storeId: store.id, customizations: [size(75)] });
    await ctx.newProduct({ storeId: store.id, customizations: [size(999)], isHidden: true });
    await ctx.newProduct({ storeId: store.id });

    const response = await get(`/api/stores/${store.id}/customizations`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      note,
      { ...size(0), options: [{ title: 'Large', price: 0.75 }] },
    ]);
  });

  it('answers 404 for a hidden or unknown store', async () => {
    const store = await ctx.newStore({ isHidden: true });
    await ctx.newProduct({ storeId: store.id, customizations: [note] });
    for (const id of [store.id, MISSING]) {
      const response = await get(`/api/stores/${id}/customizations`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });
});
