import type { StoreTextKind } from '@marketplace/core/text-messages/store-texts';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid, uuidArray } from '../../db/ids.js';
import { preparedFor } from '../../db/prepared.js';
import { products, stores } from '../../db/schema.js';
import type { ProductRecord } from './stock.js';

/** Stores as other modules may read them: through the catalogue, which owns the table. */

export type StoreRecord = typeof stores.$inferSelect;

/** Stores by id, hidden ones too: checkout says itself what a hidden store means for an order. */
export async function findStores(
  db: Executor,
  storeIds: readonly string[],
): Promise<StoreRecord[]> {
  const ids = [...new Set(storeIds)].filter(isUuid);
  if (ids.length === 0) return [];
  return db.select().from(stores).where(inArray(stores.id, ids));
}

/** A store as the dispatch map draws it. */
export type PlacedStore = {
  id: string;
  name: string;
  category: string;
  latitude: number | null;
  longitude: number | null;
  coordinatesPrecision: StoreRecord['coordinatesPrecision'];
};

/**
 * Every store buyers can order from, placed or not, by name: the dispatch map's stores (issue
 * #33). Unplaced ones are listed so the board can say which need a pin.
 */
export async function storesForTheMap(db: Executor): Promise<PlacedStore[]> {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      category: stores.category,
      latitude: stores.latitude,
      longitude: stores.longitude,
      coordinatesPrecision: stores.coordinatesPrecision,
    })
    .from(stores)
    .where(sql`not ${stores.isHidden}`)
    .orderBy(stores.name);
}

/** Every checkout reads them, so prepared: one statement whatever the number of ids. */
const productsWithStores = preparedFor((db) =>
  db
    .select()
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('products_with_stores'),
);

/**
 * Products by id with their stores, hidden ones too, in one read: what checkout prices an order
 * from. The stock read here is only a figure; taking units is `takeStock`'s (stock.ts).
 */
export async function findProductsWithStores(
  db: Executor,
  productIds: readonly string[],
): Promise<{ products: ProductRecord[]; stores: StoreRecord[] }> {
  const ids = [...new Set(productIds)].filter(isUuid);
  if (ids.length === 0) return { products: [], stores: [] };
  const rows = await productsWithStores(db).execute({ ids: uuidArray(ids) });
  return {
    products: rows.map((row) => row.products),
    stores: [...new Map(rows.map((row) => [row.stores.id, row.stores])).values()],
  };
}

const summaryColumns = {
  id: stores.id,
  name: stores.name,
  category: stores.category,
  contact: stores.contact,
  street1: stores.street1,
  street2: stores.street2,
  city: stores.city,
  state: stores.state,
  zipcode: stores.zipcode,
  latitude: stores.latitude,
  longitude: stores.longitude,
  coordinatesPrecision: stores.coordinatesPrecision,
  timezone: stores.timezone,
  sellerId: stores.sellerId,
  prepMinutes: stores.prepMinutes,
};

/**
 * What an order shows of its store (name, category, contact, address and coordinates, time
 * zone), whose it is, and how long it usually takes to make an order.
 */
export type StoreSummary = Pick<StoreRecord, keyof typeof summaryColumns>;

/** One store's summary: every order's texts and confirmation read it, so prepared. */
const storeSummaryById = preparedFor((db) =>
  db
    .select(summaryColumns)
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('store_summary_by_id'),
);

/** The summary of one store; null when it is gone. */
export async function storeSummary(db: Executor, storeId: string): Promise<StoreSummary | null> {
  if (!isUuid(storeId)) return null;
  const [store] = await storeSummaryById(db).execute({ id: storeId });
  return store ?? null;
}

/** The summaries of these stores, by id; a store that is gone is simply missing. */
export async function storeSummaries(
  db: Executor,
  storeIds: readonly string[],
): Promise<Map<string, StoreSummary>> {
  const ids = [...new Set(storeIds)].filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db.select(summaryColumns).from(stores).where(inArray(stores.id, ids));
  return new Map(rows.map((store) => [store.id, store]));
}

/** How many stores each of these sellers has, hidden ones included; a seller with none is 0. */
export async function storeCountsBySeller(
  db: Executor,
  sellerIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(sellerIds)].filter(isUuid);
  const counts = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ sellerId: stores.sellerId, stores: count() })
    .from(stores)
    .where(inArray(stores.sellerId, ids))
    .groupBy(stores.sellerId);
  for (const row of rows) counts.set(row.sellerId, row.stores);
  return counts;
}

/** The ids of a seller's stores, hidden ones included. */
export async function storeIdsOfSeller(db: Executor, sellerId: string): Promise<string[]> {
  if (!isUuid(sellerId)) return [];
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, sellerId));
  return rows.map((row) => row.id);
}

/**
 * Texts the store's seller about its review, in the caller's transaction (the text-message
 * outbox's, handed over in app.ts: the outbox's module reaches the catalogue, not back).
 */
export type QueueStoreText = (
  tx: Executor,
  input: {
    store: Pick<StoreRecord, 'id' | 'name' | 'sellerId'>;
    kind: StoreTextKind;
    note: string | null;
  },
) => Promise<void>;

/**
 * A store as the console's order rows name it, `{ _id, name, timezone }` or null for a store
 * that is gone, as a column of the caller's query (`storeId` names the store): the row and its
 * store in one statement. The catalogue owns the stores table; the orders module asks it here.
 */
export function storeRowColumn(storeId: SQL) {
  return sql<{
    _id: string;
    name: string;
    timezone: string;
  } | null>`(select json_build_object('_id', ${stores.id}, 'name', ${stores.name}, 'timezone', ${stores.timezone}) from ${stores} where ${stores.id} = ${storeId})`;
}
