import type { ManagedStore, StoreReviewDecision } from '@marketplace/contract/store-management';
import { STORE_NOT_WAITING } from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { stores } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { changedFields, recordCatalogChanges } from '../audit/record-change.js';
import { type CatalogWriteDeps, storeNotFound } from '../management.js';
import type { QueueStoreText } from '../store-records.js';
import {
  findStore,
  managedStore,
  STORE_AUDIT_FIELDS,
  storeAuditRecord,
} from '../stores/managed-store.js';

/**
 * POST /api/store/{storeId}/review (admin, data entry): a store waiting for review is approved
 * (buyers find it at once) or sent back with what to change; its seller is texted either way
 * (docs/decisions/126).
 */
export async function decideStoreReview(
  deps: CatalogWriteDeps & { queueStoreText: QueueStoreText },
  input: { actor: Actor | null; storeId: string; decision: StoreReviewDecision },
): Promise<ManagedStore> {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'store.review' });
  const { decision } = input;
  const store = await db.transaction(async (tx) => {
    const current = await findStore(tx, input.storeId, { lock: true });
    if (!current) throw storeNotFound();
    if (current.reviewStatus !== 'waiting') throw new AppError('CONFLICT', STORE_NOT_WAITING);
    const approved = decision.decision === 'approve';
    const note = decision.decision === 'send_back' ? decision.note : null;
    await tx
      .update(stores)
      .set(
        approved
          ? { isHidden: false, reviewStatus: 'approved', reviewNote: null }
          : { reviewStatus: 'sent_back', reviewNote: note },
      )
      .where(eq(stores.id, current.id));
    if (approved) {
      await recordCatalogChanges(tx, actor, [
        {
          storeId: current.id,
          action: 'update',
          entity: 'store',
          entityId: current.id,
          entityName: current.name,
          fields: changedFields(storeAuditRecord(current), { isHidden: false }, STORE_AUDIT_FIELDS),
        },
      ]);
    }
    await deps.queueStoreText(tx, {
      store: current,
      kind: approved ? 'store_approved' : 'store_sent_back',
      note,
    });
    return managedStore(tx, current.id);
  });
  // An approved store is in the catalogue: its cache and search hear it before the answer.
  await deps.catalogCache.settle();
  return store;
}
