import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { productCategories } from '../../../db/schema.js';
import { changedFields, recordCatalogChanges } from '../audit/record-change.js';
import { type ProductCategoryRow, productCategoryColumns } from '../catalog-json.js';
import type { CatalogWriteDeps } from '../management.js';
import { CATEGORY_FIELDS, findCategoryToManage } from './category-records.js';

/**
 * PUT /api/update-product-category/{categoryId}: rename it or change its icon (null or '' takes
 * the icon away). The category must be of the store named with it.
 */
export async function updateProductCategory(
  deps: CatalogWriteDeps,
  input: {
    actor: Actor | null;
    categoryId: string;
    storeId: string;
    changes: { name?: string | undefined; icon?: string | null | undefined };
  },
): Promise<ProductCategoryRow> {
  const { db } = deps;
  const found = await findCategoryToManage(db, input.categoryId, { storeId: input.storeId });
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'storeCatalog.update',
    ids: [found.storeId],
  });
  const { name, icon } = input.changes;
  const set = {
    ...(name === undefined ? {} : { name }),
    ...(icon === undefined ? {} : { icon: icon || null }),
  };
  const category = await db.transaction(async (tx) => {
    const before = await findCategoryToManage(tx, found.id, { lock: 'update' });
    if (Object.keys(set).length === 0) return before;
    const [after] = await tx
      .update(productCategories)
      .set(set)
      .where(eq(productCategories.id, before.id))
      .returning(productCategoryColumns);
    await recordCatalogChanges(tx, actor, [
      {
        storeId: after!.storeId,
        action: 'update',
        entity: 'productCategory',
        entityId: after!.id,
        entityName: after!.name,
        fields: changedFields(before, after!, CATEGORY_FIELDS),
      },
    ]);
    return after!;
  });
  await deps.catalogCache.settle();
  return category;
}
