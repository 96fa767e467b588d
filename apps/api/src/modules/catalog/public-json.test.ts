import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stores } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import { customizationGroup } from '../../test/customization-group.js';
import {
  productColumns,
  storeColumns,
  toProductJson,
  toStoreAddressJson,
  toStoreJson,
} from './catalog-json.js';

// The catalogue answers its rows' generated `public_json` (drizzle/0019, docs/decisions/104);
// store management and checkout build the same JSON in TypeScript. Both must say the same, key
// for key and in the same order, for rows that test the edges: nulls, dollars that do not come
// out round, quotes, control characters and emoji.

const ctx = await createTestApp();

const awkwardText = 'Tía’s "Best" \\ Café 🌮\n\ttab\u0001';

/** The one row a query finds, with its public JSON as `json`. */
async function only<Row extends { publicJson: string }>(rows: Promise<Row[]>) {
  const [row] = await rows;
  if (!row) throw new Error('no such row');
  return { row, json: row.publicJson };
}

const publicJsonOfStore = (id: string) =>
  only(
    ctx.db
      .select({ ...storeColumns, publicJson: stores.publicJson })
      .from(stores)
      .where(eq(stores.id, id)),
  );

const publicJsonOfProduct = (id: string) =>
  only(
    ctx.db
      .select({ ...productColumns, publicJson: products.publicJson })
      .from(products)
      .where(eq(products.id, id)),
  );

/** Equal values with the keys in the same order, all the way down. */
function expectSameJson(fromDatabase: string, fromTypeScript: unknown) {
  expect(JSON.parse(fromDatabase)).toEqual(fromTypeScript);
  expect(JSON.stringify(JSON.parse(fromDatabase))).toBe(JSON.stringify(fromTypeScript));
}

describe('public JSON built by the database', () => {
  it('says of a store what toStoreJson says, with and without the optional fields', async () => {
    const full = await ctx.newStore({
      name: awkwardText,
      image: '/images/stores/tia.webp',
      street2: 'Colorado Blvd',
      latitude: 34.145_678_901_234_56,
      longitude: -118.1,
      storeHours: {
        MON: [
          { from: '07:00', to: '11:30' },
          { from: '17:00', to: '22:00' },
        ],
        SUN: [],
      },
      timezone: 'America/Los_Angeles',
      // Paused to a moment with milliseconds, and special dates (issue #31).
      pausedUntil: new Date('2026-11-26T02:30:00.125Z'),
      dateOverrides: [
        { date: '2026-11-26', hours: [], note: awkwardText },
        { date: '2026-12-24', hours: [{ from: '09:00', to: '14:00' }], note: null },
      ],
    });
    const bare = await ctx.newStore({
      image: null,
      latitude: null,
      longitude: null,
      isHidden: true,
    });
    for (const store of [full, bare]) {
      const { row, json } = await publicJsonOfStore(store.id);
      expectSameJson(json, toStoreJson(row));
    }
  });

  it('says of a product what toProductJson says, dollars and customizations included', async () => {
    const store = await ctx.newStore();
    const cases = [
      { priceCents: 1999, images: [], customizations: [] },
      { priceCents: 1, images: ['/a.webp', '/b.webp'], customizations: [] },
      {
        priceCents: 123_456_789,
        description: awkwardText,
        name: `${awkwardText} ${Date.now()}`,
        needsAgeVerification: true,
        isTaxable: false,
        stock: 0,
        images: ['/only.webp'],
        customizations: [
          customizationGroup('Size', [
            { title: 'Small', price: 0 },
            { title: 'Large "XL"', price: 35 },
            { title: 'Huge', price: 10_001 },
          ]),
          customizationGroup('Note', [], { isTextInput: true, isRequired: true }),
          customizationGroup('Shots', [{ title: 'Extra', price: 7 }], {
            isStackable: true,
            stackLimit: 3,
          }),
        ],
      },
    ];
    for (const overrides of cases) {
      const product = await ctx.newProduct({ storeId: store.id, ...overrides });
      const { row, json } = await publicJsonOfProduct(product.id);
      expectSameJson(json, toProductJson(row));
    }
  });

  it('follows every change to the row, stock included', async () => {
    const store = await ctx.newStore();
    const product = await ctx.newProduct({ storeId: store.id, stock: 10 });
    await ctx.db
      .update(products)
      .set({ stock: 3, priceCents: 250, name: 'Renamed Bagel' })
      .where(eq(products.id, product.id));
    const { row, json } = await publicJsonOfProduct(product.id);
    expect(JSON.parse(json)).toMatchObject({ stock: 3, price: 2.5, name: 'Renamed Bagel' });
    expectSameJson(json, toProductJson(row));
  });

  it('answers search with each product’s JSON and its store’s name and address', async () => {
    const store = await ctx.newStore({ name: `Wombat ${awkwardText}`, street2: 'E Green St' });
    const product = await ctx.newProduct({
      storeId: store.id,
      name: 'Wombatine Sourdough',
      priceCents: 995,
      customizations: [customizationGroup('Slice', [{ title: 'Sliced', price: 50 }])],
    });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/search?q=wombat' });
    expect(response.statusCode).toBe(200);
    const { products: found, stores: foundStores } = response.json();
    const { row } = await publicJsonOfProduct(product.id);
    const { row: storeRow } = await publicJsonOfStore(store.id);
    expectSameJson(JSON.stringify(found), [
      { ...toProductJson(row), storeName: store.name, storeAddress: toStoreAddressJson(store) },
    ]);
    expectSameJson(JSON.stringify(foundStores), [toStoreJson(storeRow)]);
  });
});
