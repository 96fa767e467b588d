import type { ManagedStore, storeChangesSchema } from '@marketplace/contract/store-management';
import { SELLER_FORM_CATEGORIES } from '@marketplace/core/constants/categories';
import {
  SELLER_CATEGORY_NOT_ALLOWED,
  STORE_GOES_LIVE_AFTER_REVIEW,
} from '@marketplace/core/constants/messages';
import { validateStoreDetails } from '@marketplace/core/validation/validate-store';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, holdsOnEveryRecord, requireAccess } from '../../../access.js';
import { stores } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { type PlaceAddressFn, UNPLACED } from '../../../providers/geocoder/placer.js';
import { checkImageUrls } from '../../uploads/check-images.js';
import { changedFields, recordCatalogChanges } from '../audit/record-change.js';
import { storeColumns, toStoreAddressJson } from '../catalog-json.js';
import { type CatalogWriteDeps, storeNotFound } from '../management.js';
import {
  findStore,
  managedStore,
  STORE_AUDIT_FIELDS,
  STORE_OF_ANOTHER_SELLER,
  storeAuditRecord,
  storedHours,
} from './managed-store.js';
import { sameAddress, trimmed } from './store-location.js';

export type StoreChangesInput = z.output<typeof storeChangesSchema>;

/**
 * PUT /api/update-store/{storeId}: the changes laid over the store, and the result checked whole
 * by the add-store rule (SPEC §5), so a partial change keeps every other field. The store keeps
 * its seller: a `sellerId` in the body only confirms whose store it is.
 */
export async function updateStore(
  deps: CatalogWriteDeps & { locateStore: PlaceAddressFn },
  input: { actor: Actor | null; storeId: string; sellerId?: string; changes: StoreChangesInput },
): Promise<ManagedStore> {
  const { db } = deps;
  const { changes } = input;
  const found = await findStore(db, input.storeId);
  if (!found) throw storeNotFound();
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'store.update',
    ids: [found.id],
  });
  if (input.sellerId !== undefined && input.sellerId !== found.sellerId) {
    throw new AppError('VALIDATION_FAILED', STORE_OF_ANOTHER_SELLER);
  }
  await checkImageUrls(
    deps.files,
    [changes.image],
    holdsOnEveryRecord(actor, 'store.update')
      ? undefined
      : { uploadedBy: actor.id, kept: [found.image] },
  );

  // A new address is placed before the transaction: a geocoder is a call away, not a lock.
  const newAddress =
    changes.address && trimmed({ ...toStoreAddressJson(found), ...changes.address });
  const moved = newAddress && !sameAddress(newAddress, found) ? newAddress : null;
  const placed = moved && { address: moved, coordinates: await deps.locateStore(moved) };

  const store = await db.transaction(async (tx) => {
    // Locked and read again, so two partial changes at once both land.
    const current = await findStore(tx, found.id, { lock: true });
    if (!current) throw storeNotFound();
    const checked = validateStoreDetails({
      name: changes.name ?? current.name,
      contact: changes.contact ?? current.contact,
      category: changes.category ?? current.category,
      ...toStoreAddressJson(current),
      ...changes.address,
    });
    if (!checked.ok) {
      throw new AppError('VALIDATION_FAILED', Object.values(checked.errors)[0]!);
    }
    const { category } = checked.value;
    // A pharmacy is set up by staff (SPEC §9); its seller may still edit it.
    const staff = holdsOnEveryRecord(actor, 'store.update');
    if (!staff && category !== current.category && !SELLER_FORM_CATEGORIES.includes(category)) {
      throw new AppError('VALIDATION_FAILED', SELLER_CATEGORY_NOT_ALLOWED);
    }
    // A seller's store goes live through review; once approved, its seller shows it at will.
    const shown = changes.isHidden === false && current.isHidden;
    if (shown && !staff && current.reviewStatus !== 'approved') {
      throw new AppError('FORBIDDEN', STORE_GOES_LIVE_AFTER_REVIEW);
    }
    // The coordinates follow the address: kept while it stays, the new place's when it moves
    // (unknown if it moved elsewhere meanwhile).
    const coordinates = sameAddress(checked.value, current)
      ? {}
      : placed && sameAddress(checked.value, placed.address)
        ? placed.coordinates
        : UNPLACED;
    const [updated] = await tx
      .update(stores)
      .set({
        ...checked.value,
        ...coordinates,
        ...(changes.image !== undefined && { image: changes.image }),
        ...(changes.storeHours !== undefined && { storeHours: storedHours(changes.storeHours) }),
        ...(changes.isHidden !== undefined && { isHidden: changes.isHidden }),
        ...(changes.prepMinutes !== undefined && { prepMinutes: changes.prepMinutes }),
        // Staff showing a store approve it (docs/decisions/126).
        ...(shown && { reviewStatus: 'approved' as const, reviewNote: null }),
      })
      .where(eq(stores.id, current.id))
      .returning(storeColumns);
    await recordCatalogChanges(tx, actor, [
      {
        storeId: current.id,
        action: 'update',
        entity: 'store',
        entityId: current.id,
        entityName: updated!.name,
        fields: changedFields(
          storeAuditRecord(current),
          storeAuditRecord(updated!),
          STORE_AUDIT_FIELDS,
        ),
      },
    ]);
    return managedStore(tx, current.id);
  });
  await deps.catalogCache.settle();
  return store;
}
