import type { ManagedStore, PauseBody } from '@marketplace/contract/store-management';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { pauseEnd } from '@marketplace/core/windows/pause';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { stores } from '../../../db/schema.js';
import { type CatalogWriteDeps, storeNotFound } from '../management.js';
import { findStore, managedStore } from '../stores/managed-store.js';

/**
 * PUT /api/store/{storeId}/pause (issue #31): no new orders for 15, 30 or 60 minutes or the rest
 * of the store's day, or again from now ('off'). Windows that start before the pause ends are
 * not offered, at checkout and on the server (core's availableWindows); orders already placed
 * are not touched.
 */
export async function pauseStore(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; storeId: string; pause: PauseBody['pause']; now?: Date },
): Promise<ManagedStore> {
  const { db } = deps;
  const found = await findStore(db, input.storeId);
  if (!found) throw storeNotFound();
  await requireAccess({ db, actor: input.actor, permission: 'store.update', ids: [found.id] });
  const now = input.now ?? new Date();
  const pausedUntil =
    input.pause === 'off' ? null : pauseEnd(input.pause, now, found.timezone || DEFAULT_TIMEZONE);
  await db.update(stores).set({ pausedUntil }).where(eq(stores.id, found.id));
  // Its public JSON changed: the catalogue's cache and lists hear it before the answer.
  await deps.catalogCache.settle();
  return managedStore(db, found.id);
}
