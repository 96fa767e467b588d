import { storeHasUnfulfilledOrders } from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { stores } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { allFields, recordCatalogChanges } from '../audit/record-change.js';
import { storeColumns } from '../catalog-json.js';
import { type CatalogWriteDeps, storeNotFound } from '../management.js';
import { findStore, STORE_AUDIT_FIELDS, storeAuditRecord } from './managed-store.js';

/**
 * How many of a store's paid orders are not yet handed over: the orders module answers, given
 * to the store routes in app.ts (the catalogue never imports orders, which imports it).
 */
export type UnfulfilledOrderCount = (db: Executor, storeId: string) => Promise<number>;

/**
 * DELETE /api/delete-store/{storeId}/{sellerId}: the store with its product categories and
 * products (the foreign keys cascade). A path whose seller is not the store's names no store.
 * Refused (409) while the store still owes buyers paid orders not yet handed over. Payment
 * sessions already open keep working: checkout records a paid order from its priced snapshot
 * even when the product is gone.
 */
export async function deleteStore(
  deps: CatalogWriteDeps & { unfulfilledOrderCount: UnfulfilledOrderCount },
  input: { actor: Actor | null; storeId: string; sellerId: string },
): Promise<void> {
  const { db } = deps;
  const found = await findStore(db, input.storeId);
  if (!found || found.sellerId !== input.sellerId) throw storeNotFound();
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'store.delete',
    ids: [found.id],
  });

  await db.transaction(async (tx) => {
    const owed = await deps.unfulfilledOrderCount(tx, found.id);
    if (owed > 0) throw new AppError('CONFLICT', storeHasUnfulfilledOrders(owed));
    const [deleted] = await tx
      .delete(stores)
      .where(eq(stores.id, found.id))
      .returning(storeColumns);
    // Deleted meanwhile by someone else: their entry says so already.
    if (!deleted) throw storeNotFound();
    await recordCatalogChanges(tx, actor, [
      {
        storeId: deleted.id,
        action: 'delete',
        entity: 'store',
        entityId: deleted.id,
        entityName: deleted.name,
        fields: allFields(storeAuditRecord(deleted), STORE_AUDIT_FIELDS, 'from'),
      },
    ]);
  });
  await deps.catalogCache.settle();
}
