import { asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { CASING, type Database } from '../../../db/client.js';
import * as schema from '../../../db/schema.js';
import { products } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { bulkUpdateProducts } from './bulk-update-products.js';
import { importProducts } from './import-products.js';
import { CSV_COLUMNS, IMPORT_ROWS_MAX } from './products-csv.js';

/**
 * Issue #32: a whole store's bulk edit and a 2,000-line import are a handful of statements, not
 * one per product. Counted by drizzle's query log on this file's own database.
 */
const ctx = await createTestApp();

/** The database, every statement through it counted. */
function countingDatabase() {
  const counter = { statements: 0 };
  const logger = {
    logQuery: () => {
      counter.statements += 1;
    },
  };
  const client = (ctx.db as unknown as { $client: never }).$client;
  const db = (ctx.engine === 'pglite'
    ? drizzlePglite({ client, schema, casing: CASING, logger })
    : drizzleNodePg({ client, schema, casing: CASING, logger })) as unknown as Database;
  return { db, counter, deps: { db, catalogCache: ctx.app.catalogCache, files: ctx.app.files } };
}

/** A store with a category and `count` products named P0001…, $1.00, 5 in stock. */
async function storeWith(count: number) {
  const store = await ctx.newStore();
  const category = await ctx.newProductCategory({ storeId: store.id, name: 'Pantry' });
  await ctx.db.execute(sql`
    insert into products (store_id, product_category_id, name, description, price_cents, stock, restock)
    select ${store.id}, ${category.id}, 'P' || lpad(n::text, 4, '0'), '', 100, 5, 7
    from generate_series(1, ${count}) as n`);
  await ctx.settleCatalog();
  const rows = await ctx.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.storeId, store.id))
    .orderBy(asc(products.name));
  return { store, products: rows };
}

describe('writing many products', () => {
  it(`imports ${IMPORT_ROWS_MAX} lines in a handful of statements`, async () => {
    const half = IMPORT_ROWS_MAX / 2;
    const { store, products: existing } = await storeWith(half);
    const lines = [
      ...existing.map(
        (product, n) =>
          `${product.id},Pantry,${product.name} renamed,,${n + 2},3,false,false,true,`,
      ),
      ...Array.from({ length: half }, (_, n) => `,Fresh Shelf,New ${n},,4.5,9,false,false,true,`),
    ];
    const csv = [CSV_COLUMNS.join(','), ...lines].join('\n');
    const { deps, counter } = countingDatabase();
    const answer = await importProducts(deps, {
      actor: await ctx.newUser({ role: 'admin' }),
      storeId: store.id,
      csv,
      dryRun: false,
    });
    expect(answer).toMatchObject({ created: half, updated: half, unchanged: 0 });
    expect(counter.statements).toBeLessThanOrEqual(12);

    const after = await ctx.db
      .select({ name: products.name, priceCents: products.priceCents, stock: products.stock })
      .from(products)
      .where(eq(products.storeId, store.id))
      .orderBy(asc(products.name));
    expect(after).toHaveLength(IMPORT_ROWS_MAX);
    expect(after.filter((row) => row.name.endsWith(' renamed'))).toHaveLength(half);
    expect(after.find((row) => row.name === 'P0001 renamed')).toEqual({
      name: 'P0001 renamed',
      priceCents: 200,
      stock: 3,
    });
    expect(after.find((row) => row.name === 'New 7')).toEqual({
      name: 'New 7',
      priceCents: 450,
      stock: 9,
    });
  });

  it('saves a bulk edit of a whole store in a handful of statements', async () => {
    const { store, products: existing } = await storeWith(500);
    const { deps, counter } = countingDatabase();
    const saved = await bulkUpdateProducts(deps, {
      actor: await ctx.newUser({ role: 'admin' }),
      storeId: store.id,
      changes: existing.map((product, n) =>
        n % 2 === 0 ? { productId: product.id, price: 2.5 } : { productId: product.id, stock: 40 },
      ),
    });
    expect(saved).toHaveLength(500);
    expect(counter.statements).toBeLessThanOrEqual(8);
    const rows = await ctx.db
      .select({ priceCents: products.priceCents, stock: products.stock, restock: products.restock })
      .from(products)
      .where(eq(products.storeId, store.id))
      .orderBy(asc(products.name));
    // A price changed keeps the stock and Sold out's restock; a stock set by hand clears it.
    expect(rows[0]).toEqual({ priceCents: 250, stock: 5, restock: 7 });
    expect(rows[1]).toEqual({ priceCents: 100, stock: 40, restock: null });
  });
});
