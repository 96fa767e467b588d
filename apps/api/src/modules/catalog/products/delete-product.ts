import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { products } from '../../../db/schema.js';
import { recordCatalogChanges } from '../audit/record-change.js';
import type { CatalogWriteDeps } from '../management.js';
import { findCategoryToManage, findStoreToManage } from '../product-categories/category-records.js';
import { lockProducts } from '../stock.js';
import { findProductToManage, productDeletedEntry, productNotFound } from './product-records.js';

/**
 * DELETE /api/delete-product/{productId}/{categoryId}/{storeId}: the product must be in that
 * category of that store. A cart that still holds it is refused at checkout; a payment session
 * already open keeps its priced snapshot (docs/decisions/080).
 */
export async function deleteProduct(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; productId: string; categoryId: string; storeId: string },
): Promise<void> {
  const { db } = deps;
  const store = await findStoreToManage(db, input.storeId);
  const category = await findCategoryToManage(db, input.categoryId, { storeId: store.id });
  const found = await findProductToManage(db, input.productId, { storeId: store.id });
  if (found.productCategoryId !== category.id) throw productNotFound();
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'storeCatalog.update',
    ids: [store.id],
  });
  await db.transaction(async (tx) => {
    const [product] = await lockProducts(tx, [found.id]);
    if (!product) throw productNotFound();
    await tx.delete(products).where(eq(products.id, product.id));
    await recordCatalogChanges(tx, actor, [productDeletedEntry(product)]);
  });
  await deps.catalogCache.settle();
}
