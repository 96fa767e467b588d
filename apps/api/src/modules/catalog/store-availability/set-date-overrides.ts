import type { DateOverridesBody, ManagedStore } from '@marketplace/contract/store-management';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { validateDateOverrides } from '@marketplace/core/validation/validate-date-overrides';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { stores } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { changedFields, recordCatalogChanges } from '../audit/record-change.js';
import { type CatalogWriteDeps, storeNotFound } from '../management.js';
import { findStore, managedStore } from '../stores/managed-store.js';

/**
 * PUT /api/store/{storeId}/date-overrides (issue #31): the store's special dates, the whole
 * list: closed days and special hours, which replace the week's hours on those dates in every
 * window offered. Past dates are dropped.
 */
export async function setDateOverrides(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; storeId: string; body: DateOverridesBody; now?: Date },
): Promise<ManagedStore> {
  const { db } = deps;
  const found = await findStore(db, input.storeId);
  if (!found) throw storeNotFound();
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'store.update',
    ids: [found.id],
  });
  const zone = found.timezone || DEFAULT_TIMEZONE;
  const today = localDateTime((input.now ?? new Date()).getTime(), zone).date;
  const checked = validateDateOverrides(input.body.dateOverrides, today);
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', checked.error);
  await db.transaction(async (tx) => {
    const current = await findStore(tx, found.id, { lock: true });
    if (!current) throw storeNotFound();
    await tx.update(stores).set({ dateOverrides: checked.value }).where(eq(stores.id, found.id));
    await recordCatalogChanges(tx, actor, [
      {
        storeId: found.id,
        action: 'update',
        entity: 'store',
        entityId: found.id,
        entityName: current.name,
        fields: changedFields(
          { dateOverrides: current.dateOverrides },
          { dateOverrides: checked.value },
          ['dateOverrides'],
        ),
      },
    ]);
  });
  await deps.catalogCache.settle();
  return managedStore(db, found.id);
}
