import type { ManagedStore } from '@marketplace/contract/store-management';
import {
  STORE_ALREADY_APPROVED,
  STORE_ALREADY_WAITING,
  STORE_IS_LIVE,
  STORE_NEEDS_A_PRODUCT,
} from '@marketplace/core/constants/messages';
import { count, eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { products, stores } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { storeNotFound } from '../management.js';
import { findStore, managedStore } from '../stores/managed-store.js';

/**
 * POST /api/store/{storeId}/send-for-review (its seller): a hidden store that has something to
 * sell waits for staff to approve it (docs/decisions/126). Nothing buyers see changes.
 */
export async function sendStoreForReview(
  deps: { db: Database },
  input: { actor: Actor | null; storeId: string },
): Promise<ManagedStore> {
  const { db } = deps;
  const found = await findStore(db, input.storeId);
  if (!found) throw storeNotFound();
  await requireAccess({
    db,
    actor: input.actor,
    permission: 'store.sendForReview',
    ids: [found.id],
  });
  return db.transaction(async (tx) => {
    const store = await findStore(tx, found.id, { lock: true });
    if (!store) throw storeNotFound();
    if (!store.isHidden) throw new AppError('CONFLICT', STORE_IS_LIVE);
    if (store.reviewStatus === 'waiting') throw new AppError('CONFLICT', STORE_ALREADY_WAITING);
    if (store.reviewStatus === 'approved') throw new AppError('CONFLICT', STORE_ALREADY_APPROVED);
    const [listed] = await tx
      .select({ products: count() })
      .from(products)
      .where(eq(products.storeId, store.id));
    if (!listed?.products) throw new AppError('CONFLICT', STORE_NEEDS_A_PRODUCT);
    await tx
      .update(stores)
      .set({ reviewStatus: 'waiting', reviewNote: null, reviewRequestedAt: new Date() })
      .where(eq(stores.id, store.id));
    return managedStore(tx, store.id);
  });
}
