import type { CatalogChangesAnswer } from '@marketplace/contract/store-management';
import { and, desc, eq, lt } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { catalogAudit } from '../../../db/schema.js';
import { toCatalogChangeJson } from './change-json.js';

/**
 * GET /api/store/{storeId}/changes: a store's catalogue changes, newest first, a page at a time
 * (`before` is the last id of the page before). The log outlives the store, so a deleted
 * store's history is still there; an id that never was a store simply has none.
 */
export async function listCatalogChanges(
  deps: { db: Database },
  input: { actor: Actor | null; storeId: string; before?: number; limit: number },
): Promise<CatalogChangesAnswer> {
  const { db } = deps;
  const { storeId, before, limit } = input;
  await requireAccess({ db, actor: input.actor, permission: 'catalogAudit.read' });
  if (!isUuid(storeId)) return { changes: [], nextBefore: null };
  // One more than asked: whether an older page exists, without counting.
  const rows = await db
    .select()
    .from(catalogAudit)
    .where(
      and(
        eq(catalogAudit.storeId, storeId),
        before === undefined ? undefined : lt(catalogAudit.id, before),
      ),
    )
    .orderBy(desc(catalogAudit.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    changes: page.map(toCatalogChangeJson),
    nextBefore: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}
