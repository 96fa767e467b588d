import { eq, inArray } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { productCategories, products } from '../../../db/schema.js';
import { recordCatalogChanges } from '../audit/record-change.js';
import type { CatalogWriteDeps } from '../management.js';
import { managedProductColumns, productDeletedEntry } from '../products/product-records.js';
import { lockProducts } from '../stock.js';
import { categoryEntry, findCategoryToManage, findStoreToManage } from './category-records.js';

/**
 * DELETE /api/product-category/delete/{storeId}/{categoryId}: the category and its products, in
 * one transaction. A product without a category is shown to no buyer and to no screen of store
 * management, so it goes with it (docs/decisions/080). Answers how many products went.
 */
export async function deleteProductCategory(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; storeId: string; categoryId: string },
): Promise<{ deletedProducts: number }> {
  const { db } = deps;
  const store = await findStoreToManage(db, input.storeId);
  await findCategoryToManage(db, input.categoryId, { storeId: store.id });
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'storeCatalog.update',
    ids: [store.id],
  });
  const deletedProducts = await db.transaction(async (tx) => {
    // Locked first: no product can be put in it from now until it is gone.
    const category = await findCategoryToManage(tx, input.categoryId, { lock: 'update' });
    const inCategory = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productCategoryId, category.id));
    // In id order, as every writer of products locks them (catalog/stock.ts).
    await lockProducts(
      tx,
      inCategory.map((product) => product.id),
    );
    const deleted =
      inCategory.length === 0
        ? []
        : await tx
            .delete(products)
            .where(
              inArray(
                products.id,
                inCategory.map((product) => product.id),
              ),
            )
            .returning(managedProductColumns);
    await tx.delete(productCategories).where(eq(productCategories.id, category.id));
    await recordCatalogChanges(tx, actor, [
      ...deleted.map(productDeletedEntry),
      categoryEntry('delete', category),
    ]);
    return deleted.length;
  });
  await deps.catalogCache.settle();
  return { deletedProducts };
}
