import type { ManagedStore } from '@marketplace/contract/store-management';
import type { StoreHours as CheckedHours } from '@marketplace/core/constants/store-days';
import { asc, count, eq, type SQL } from 'drizzle-orm';
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
 * Stores as management lists them, by name, hidden ones too, each with its number of products
 * (hidden included) counted in the same query.
 */
export async function managedStores(db: Executor, where?: SQL): Promise<ManagedStore[]> {
  const rows = await db
    .select({ store: storeColumns, productCount: count(products.id) })
    .from(stores)
    .leftJoin(products, eq(products.storeId, stores.id))
    .where(where)
    .groupBy(stores.id)
    .orderBy(asc(stores.name), asc(stores.id));
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
