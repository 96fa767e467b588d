import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { productCategories } from '../../../db/schema.js';
import { type ProductCategoryRow, productCategoryColumns } from '../catalog-json.js';
import { storeToManage } from './category-records.js';

/**
 * GET /api/store/{storeId}/product-categories: a store's categories in the seller's order, for
 * store management; of a hidden store too, which the public list answers 404 for.
 */
export async function listProductCategoriesToManage(
  deps: { db: Executor },
  input: { actor: Actor | null; storeId: string },
): Promise<ProductCategoryRow[]> {
  const { db } = deps;
  const { store } = await storeToManage(db, input.actor, input.storeId);
  return db
    .select(productCategoryColumns)
    .from(productCategories)
    .where(eq(productCategories.storeId, store.id))
    .orderBy(
      asc(productCategories.position),
      asc(productCategories.name),
      asc(productCategories.id),
    );
}
