import type { ManagedStore } from '@marketplace/contract/store-management';
import type { StoreHours as CheckedHours } from '@marketplace/core/constants/store-days';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { products, type StoreHours, stores } from '../../../db/schema.js';
import {
  type StoreRow,
  storeColumns,
  toManagedStoreJson,
  toStoreAddressJson,
} from '../catalog-json.js';
import { storeNotFound } from '../management.js';

/** Ours: a body's `sellerId` that is not the store's (a store cannot change seller here). */
export const STORE_OF_ANOTHER_SELLER = 'This store belongs to another seller.';

/** A store by id, hidden ones too; `lock` holds it for the caller's transaction. */
export async function findStore(
  db: Executor,
  storeId: string,
  options: { lock?: boolean } = {},
): Promise<StoreRow | null> {
  if (!isUuid(storeId)) return null;
  const query = db.select(storeColumns).from(stores).where(eq(stores.id, storeId));
  const [store] = options.lock ? await query.for('update') : await query;
  return store ?? null;
}

/**
 * A store's number of products, hidden included, counted per listed store on its index (not for
 * every store and then grouped: a page of 50 stores counts only theirs).
 */
// Qualified by hand: drizzle leaves columns unqualified in a one-table select, and "id" here
// would be the product's.
const productCount = sql<number>`(select count(*)::int from ${products} where ${products}.store_id = ${stores}.id)`;

/** Management's stores where `where` holds, in `order` (by name unless asked), `limit` of them. */
export async function managedStores(
  db: Executor,
  where?: SQL,
  options: { order?: SQL[]; limit?: number } = {},
): Promise<ManagedStore[]> {
  const query = db
    .select({ store: storeColumns, productCount })
    .from(stores)
    .where(where)
    .orderBy(...(options.order ?? [asc(stores.name), asc(stores.id)]));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map((row) => toManagedStoreJson(row.store, row.productCount));
}

/** One store as management shows it (after a change). */
export async function managedStore(db: Executor, storeId: string): Promise<ManagedStore> {
  const [store] = await managedStores(db, eq(stores.id, storeId));
  if (!store) throw storeNotFound();
  return store;
}

/** Core's checked week as the column keeps it: the same shape, core's ranges read-only. */
export const storedHours = (hours: CheckedHours): StoreHours => hours as StoreHours;

/** A store's fields as the audit log keeps them: SPEC §3 names, the address as one value. */
export function storeAuditRecord(store: StoreRow) {
  return {
    name: store.name,
    category: store.category,
    contact: store.contact,
    image: store.image,
    address: toStoreAddressJson(store),
    storeHours: store.storeHours,
    isHidden: store.isHidden,
    sellerId: store.sellerId,
  };
}

export const STORE_AUDIT_FIELDS = [
  'name',
  'category',
  'contact',
  'image',
  'address',
  'storeHours',
  'isHidden',
  'sellerId',
] as const satisfies readonly (keyof ReturnType<typeof storeAuditRecord>)[];
