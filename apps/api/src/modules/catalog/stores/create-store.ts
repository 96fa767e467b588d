import type { ManagedStore, storeCreateBodySchema } from '@marketplace/contract/store-management';
import { SELLER_FORM_CATEGORIES } from '@marketplace/core/constants/categories';
import { SELLER_CATEGORY_NOT_ALLOWED } from '@marketplace/core/constants/messages';
import type { z } from 'zod';
import { type Actor, holdsOnEveryRecord, requireAccess } from '../../../access.js';
import { stores } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { PlaceAddressFn } from '../../../providers/geocoder/placer.js';
import { checkImageUrls } from '../../uploads/check-images.js';
import { findSellerBySellerId } from '../../users/service.js';
import { allFields, recordCatalogChanges } from '../audit/record-change.js';
import { storeColumns, toManagedStoreJson } from '../catalog-json.js';
import type { CatalogWriteDeps } from '../management.js';
import { STORE_AUDIT_FIELDS, storeAuditRecord, storedHours } from './managed-store.js';

export type StoreCreateInput = z.output<typeof storeCreateBodySchema>;

/** Ours: staff named a seller id nobody holds. */
export const NO_SELLER = 'No seller has this seller id.';

/**
 * POST /api/store/create, in the seller's shape (the 4 fields; the store starts hidden, SPEC §4)
 * or staff's `{sellerId, storeData}` (hidden unless storeData says otherwise).
 */
export async function createStore(
  deps: CatalogWriteDeps & { locateStore: PlaceAddressFn },
  input: { actor: Actor | null; body: StoreCreateInput },
): Promise<ManagedStore> {
  const { db } = deps;
  const { body } = input;
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'store.create',
    ids: [body.sellerId],
  });
  const details = 'storeData' in body ? body.storeData : { ...body, isHidden: true };
  // SPEC §9: the seller's form offers 7 categories; a pharmacy is set up by staff.
  const staff = holdsOnEveryRecord(actor, 'store.create');
  if (!staff && !SELLER_FORM_CATEGORIES.includes(details.category)) {
    throw new AppError('VALIDATION_FAILED', SELLER_CATEGORY_NOT_ALLOWED);
  }
  // A seller's own id is theirs by the access check; staff may name any seller's.
  if (staff && !(await findSellerBySellerId(db, body.sellerId))) {
    throw new AppError('VALIDATION_FAILED', NO_SELLER);
  }
  if ('image' in details) {
    await checkImageUrls(deps.files, [details.image], staff ? undefined : { uploadedBy: actor.id });
  }

  const coordinates = await deps.locateStore(details.address);

  const store = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(stores)
      .values({
        name: details.name,
        category: details.category,
        contact: details.contact,
        image: 'image' in details ? (details.image ?? null) : null,
        sellerId: body.sellerId,
        isHidden: details.isHidden,
        // Shown by staff at once: that is their approval (docs/decisions/126).
        reviewStatus: details.isHidden ? null : 'approved',
        ...details.address,
        ...coordinates,
        storeHours: 'storeHours' in details ? storedHours(details.storeHours ?? {}) : {},
      })
      .returning(storeColumns);
    await recordCatalogChanges(tx, actor, [
      {
        storeId: created!.id,
        action: 'create',
        entity: 'store',
        entityId: created!.id,
        entityName: created!.name,
        fields: allFields(storeAuditRecord(created!), STORE_AUDIT_FIELDS, 'to'),
      },
    ]);
    return created!;
  });
  await deps.catalogCache.settle();
  return toManagedStoreJson(store, 0);
}
