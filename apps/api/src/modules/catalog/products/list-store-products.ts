import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { productCategories, products } from '../../../db/schema.js';
import { storeToManage } from '../product-categories/category-records.js';
import { type ManagedProductRow, managedProductColumns } from './product-records.js';

/**
 * Every product of a store, hidden ones too, with its category's name: in the order its
 * categories are shown, then by name.
 */
export async function storeProductsInOrder(
  db: Executor,
  storeId: string,
): Promise<(ManagedProductRow & { categoryName: string | null })[]> {
  return db
    .select({ ...managedProductColumns, categoryName: productCategories.name })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.productCategoryId))
    .where(eq(products.storeId, storeId))
    .orderBy(
      asc(productCategories.position),
      asc(productCategories.name),
      asc(productCategories.id),
      asc(products.name),
      asc(products.id),
    );
}

/** GET /api/store/{storeId}/products: store management's list of a store's products. */
export async function listStoreProducts(
  deps: { db: Executor },
  input: { actor: Actor | null; storeId: string },
): Promise<ManagedProductRow[]> {
  const { db } = deps;
  const { store } = await storeToManage(db, input.actor, input.storeId);
  return storeProductsInOrder(db, store.id);
}
