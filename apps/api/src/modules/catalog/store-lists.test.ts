import { randomUUID } from 'node:crypto';
import type { StoreCategory } from '@marketplace/core/constants/categories';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';

// Store lists come from the search index in each process (docs/decisions/112). Whatever changes
// stores, once the process has heard it each list must be what aggregating the category's
// visible stores answers: byte for byte, the query the lists replaced.

const ctx = await createTestApp();

const COFFEE: StoreCategory = 'Coffee Shops';
const FLOWERS: StoreCategory = 'Flower Stores';
const PHARMACY: StoreCategory = 'Pharmacy';

/** A list as the API answered it before it was kept: aggregated from the visible stores. */
async function aggregated(category: StoreCategory | undefined): Promise<string> {
  const result = (await ctx.db.execute(sql`
    select '[' || coalesce(string_agg(public_json, ',' order by name, id), '') || ']' as json
    from stores
    where not is_hidden ${category === undefined ? sql`` : sql`and category = ${category}`}
  `)) as unknown as { rows: { json: string }[] };
  return result.rows[0]!.json;
}

/** A list as `GET /api/stores` answers it. */
async function listed(category: StoreCategory | undefined): Promise<string> {
  const query = category === undefined ? '' : `?category=${encodeURIComponent(category)}`;
  const response = await ctx.app.inject({ method: 'GET', url: `/api/stores${query}` });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** Every list a change here can touch, once heard, against the aggregate. */
async function expectListsKept() {
  await ctx.app.catalogCache.settle();
  for (const category of [COFFEE, FLOWERS, PHARMACY, undefined]) {
    expect(await listed(category), `the list of ${category ?? 'every category'}`).toBe(
      await aggregated(category),
    );
  }
}

let sequence = 0;
/** A store row with unique, awkward values: accents and emoji (several bytes a character). */
function storeRow(overrides: Partial<typeof stores.$inferInsert> = {}) {
  const n = ++sequence;
  return {
    name: `Tía’s Café ${n} 🌮 ${'ab'.repeat(n % 7)}`,
    category: COFFEE,
    contact: '6265550100',
    sellerId: randomUUID(),
    street1: String(100 + n),
    street2: 'E Colorado Blvd',
    city: 'Pasadena',
    state: 'CA',
    zipcode: '91101',
    latitude: 34.1 + n / 1000,
    longitude: -118.1,
    coordinatesPrecision: 'address',
    storeHours: { MON: [{ from: '08:00', to: '18:00' }], SAT: [{ from: '09:00', to: '13:00' }] },
    ...overrides,
  } satisfies typeof stores.$inferInsert;
}

const rename = (id: string, name: string) =>
  ctx.db.update(stores).set({ name }).where(eq(stores.id, id));

describe('store lists', () => {
  it('stay the visible stores by name through inserts, edits and deletes', async () => {
    await expectListsKept();

    // One statement, many stores: lists long enough to take several pieces.
    const inserted = await ctx.db
      .insert(stores)
      .values([
        ...Array.from({ length: 24 }, () => storeRow()),
        ...Array.from({ length: 6 }, () => storeRow({ category: FLOWERS })),
        storeRow({ isHidden: true }),
        storeRow({ image: `https://images.example.com/${'long/'.repeat(300)}store.webp` }),
      ])
      .returning({ id: stores.id, category: stores.category });
    await expectListsKept();

    const [first, second, third, fourth] = inserted;
    // A rename that moves the store to the other end of its list.
    await rename(first!.id, 'Zzz Last Coffee');
    await expectListsKept();
    await rename(second!.id, 'Aaa First Coffee');
    await expectListsKept();

    // To another category: out of one list, into another.
    await ctx.db.update(stores).set({ category: PHARMACY }).where(eq(stores.id, third!.id));
    await expectListsKept();

    // Hidden, then shown again.
    await ctx.db.update(stores).set({ isHidden: true }).where(eq(stores.id, fourth!.id));
    await expectListsKept();
    await ctx.db.update(stores).set({ isHidden: false }).where(eq(stores.id, fourth!.id));
    await expectListsKept();

    // Edits to what a card shows: address, hours, position, image.
    await ctx.db
      .update(stores)
      .set({ street1: '9', street2: 'W Holly St', zipcode: '91103' })
      .where(eq(stores.id, second!.id));
    await expectListsKept();
    await ctx.db
      .update(stores)
      .set({
        storeHours: { SUN: [{ from: '10:00', to: '16:00' }] },
        latitude: null,
        longitude: null,
        coordinatesPrecision: null,
        image: null,
      })
      .where(eq(stores.id, first!.id));
    await expectListsKept();

    // One statement changing stores in several lists at once.
    await ctx.db
      .update(stores)
      .set({ city: 'South Pasadena' })
      .where(
        inArray(
          stores.id,
          inserted.map((store) => store.id),
        ),
      );
    await expectListsKept();

    await ctx.db.delete(stores).where(eq(stores.id, fourth!.id));
    await expectListsKept();

    // Every flower store gone: that list is empty again.
    await ctx.db.delete(stores).where(eq(stores.category, FLOWERS));
    await ctx.app.catalogCache.settle();
    expect(await listed(FLOWERS)).toBe('[]');
    await expectListsKept();
  });

  it('shows a new store once the process has heard of it', async () => {
    await ctx.newStore({ category: PHARMACY, name: 'Api Pharmacy' });
    await ctx.app.catalogCache.settle();
    const names = (JSON.parse(await listed(PHARMACY)) as { name: string }[]).map((s) => s.name);
    expect(names).toContain('Api Pharmacy');
  });
});
