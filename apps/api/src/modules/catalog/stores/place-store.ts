import type { ManagedStore, StorePlaceBody } from '@marketplace/contract/store-management';
import type { CoordinatePrecision } from '@marketplace/core/geo/coordinate-precision';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { stores } from '../../../db/schema.js';
import { recordCatalogChanges } from '../audit/record-change.js';
import { type CatalogWriteDeps, storeNotFound } from '../management.js';
import { findStore, managedStore } from './managed-store.js';

const PRECISION_WORDS: Record<CoordinatePrecision, string> = {
  address: 'the building',
  street: 'somewhere on the street',
  zipcode: 'the zip code’s centre',
};

/** A place as the store's history shows it: "34.14610, -118.14730 (the building)". */
function placeInWords(
  place: { latitude: number | null; longitude: number | null },
  how: string,
): string | null {
  if (place.latitude === null || place.longitude === null) return null;
  return `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)} (${how})`;
}

/**
 * PUT /api/store/{storeId}/place (issue #33): staff, or the store's seller, put the store's pin
 * where its door is, correcting a geocoder that placed it at its zip code's centre or on the wrong
 * side of a block. A pin a person put is as precise as an address; the next change of address
 * places the store again from the new address. The store's history keeps the move.
 */
export async function placeStore(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; storeId: string; place: StorePlaceBody },
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
  const { latitude, longitude } = input.place;
  const store = await db.transaction(async (tx) => {
    const current = await findStore(tx, found.id, { lock: true });
    if (!current) throw storeNotFound();
    await tx
      .update(stores)
      .set({ latitude, longitude, coordinatesPrecision: 'address' })
      .where(eq(stores.id, current.id));
    const before = placeInWords(
      current,
      current.coordinatesPrecision ? PRECISION_WORDS[current.coordinatesPrecision] : 'unknown',
    );
    await recordCatalogChanges(tx, actor, [
      {
        storeId: current.id,
        action: 'update',
        entity: 'store',
        entityId: current.id,
        entityName: current.name,
        fields: [{ field: 'place', from: before, to: placeInWords(input.place, 'a pin') }],
      },
    ]);
    return managedStore(tx, current.id);
  });
  await deps.catalogCache.settle();
  return store;
}
