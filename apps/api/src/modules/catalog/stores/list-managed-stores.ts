import type { ManagedStore } from '@marketplace/contract/store-management';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { isUuid } from '../../../db/ids.js';
import { stores } from '../../../db/schema.js';
import type { CatalogWriteDeps } from '../management.js';
import { managedStores } from './managed-store.js';

/** GET /api/stores-for-admin: every store, hidden ones too (staff). */
export async function listAllStores(
  deps: Pick<CatalogWriteDeps, 'db'>,
  input: { actor: Actor | null },
): Promise<ManagedStore[]> {
  await requireAccess({ db: deps.db, actor: input.actor, permission: 'store.listAll' });
  return managedStores(deps.db);
}

/** GET /api/seller/{sellerId}/stores: a seller's stores, hidden ones too (the seller, staff). */
export async function listStoresOfSeller(
  deps: Pick<CatalogWriteDeps, 'db'>,
  input: { actor: Actor | null; sellerId: string },
): Promise<ManagedStore[]> {
  const { db } = deps;
  const { sellerId } = input;
  await requireAccess({
    db,
    actor: input.actor,
    permission: 'store.listOfSeller',
    ids: [sellerId],
  });
  if (!isUuid(sellerId)) return [];
  return managedStores(db, eq(stores.sellerId, sellerId));
}
