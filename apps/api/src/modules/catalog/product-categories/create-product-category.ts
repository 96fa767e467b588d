import type { Actor } from '../../../access.js';
import { recordCatalogChanges } from '../audit/record-change.js';
import type { ProductCategoryRow } from '../catalog-json.js';
import type { CatalogWriteDeps } from '../management.js';
import { categoryEntry, insertCategory, storeToManage } from './category-records.js';

/** POST /api/product-category/create: a new category, after the store's last one. */
export async function createProductCategory(
  deps: CatalogWriteDeps,
  input: {
    actor: Actor | null;
    storeId: string;
    category: { name: string; icon?: string | null | undefined };
  },
): Promise<ProductCategoryRow> {
  const { db } = deps;
  const { store, actor } = await storeToManage(db, input.actor, input.storeId);
  const category = await db.transaction(async (tx) => {
    const created = await insertCategory(tx, { storeId: store.id, ...input.category });
    await recordCatalogChanges(tx, actor, [categoryEntry('create', created)]);
    return created;
  });
  await deps.catalogCache.settle();
  return category;
}
