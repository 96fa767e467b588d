import { eq, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { productCategories } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { allFields, type CatalogChangeEntry } from '../audit/record-change.js';
import { type ProductCategoryRow, productCategoryColumns } from '../catalog-json.js';
import { storeNotFound } from '../management.js';
import { findStores, type StoreRecord } from '../store-records.js';

/**
 * What store management's category and product operations share: what they run with, the
 * lookups that answer 404 for a record that is unknown or named with a store it does not belong
 * to (docs/decisions/080), and the one way a category is added.
 */

export const PRODUCT_CATEGORY_NOT_FOUND = 'Product category not found.';

export const productCategoryNotFound = () => new AppError('NOT_FOUND', PRODUCT_CATEGORY_NOT_FOUND);

/** A store, hidden or not, or 404. */
export async function findStoreToManage(db: Executor, storeId: string): Promise<StoreRecord> {
  const [store] = await findStores(db, [storeId]);
  if (!store) throw storeNotFound();
  return store;
}

/**
 * The start of every operation on a store's catalogue as a whole: the store (404 if unknown),
 * then the actor's right to keep it (401/403), in that order (docs/decisions/080).
 */
export async function storeToManage(
  db: Executor,
  actor: Actor | null,
  storeId: string,
): Promise<{ store: StoreRecord; actor: Actor }> {
  const store = await findStoreToManage(db, storeId);
  return {
    store,
    actor: await requireAccess({ db, actor, permission: 'storeCatalog.update', ids: [store.id] }),
  };
}

/**
 * A product category, or 404; of this store when one is named. `lock`: held until the
 * transaction ends, so the category cannot be deleted under a product being put in it ('key
 * share', which is what the foreign key takes anyway) or gain a product while it is being
 * deleted ('update').
 */
export async function findCategoryToManage(
  db: Executor,
  categoryId: string,
  options: { storeId?: string; lock?: 'key share' | 'update' } = {},
): Promise<ProductCategoryRow> {
  if (!isUuid(categoryId)) throw productCategoryNotFound();
  const query = db
    .select(productCategoryColumns)
    .from(productCategories)
    .where(eq(productCategories.id, categoryId));
  const [category] = await (options.lock ? query.for(options.lock) : query);
  if (!category || (options.storeId !== undefined && category.storeId !== options.storeId)) {
    throw productCategoryNotFound();
  }
  return category;
}

/** The fields a category's audit entries show. */
export const CATEGORY_FIELDS = ['name', 'icon'] as const;

export function categoryEntry(
  action: 'create' | 'import' | 'delete',
  category: ProductCategoryRow,
): CatalogChangeEntry {
  return {
    storeId: category.storeId,
    action,
    entity: 'productCategory',
    entityId: category.id,
    entityName: category.name,
    fields: allFields(category, CATEGORY_FIELDS, action === 'delete' ? 'from' : 'to'),
  };
}

/** Adds a category after the store's last one (its position is the next one). */
export async function insertCategory(
  tx: Executor,
  category: { storeId: string; name: string; icon?: string | null | undefined },
): Promise<ProductCategoryRow> {
  const [created] = await tx
    .insert(productCategories)
    .values({
      storeId: category.storeId,
      name: category.name,
      icon: category.icon || null,
      position: sql`(select coalesce(max(${productCategories.position}) + 1, 0) from ${productCategories} where ${eq(productCategories.storeId, category.storeId)})`,
    })
    .returning(productCategoryColumns);
  return created!;
}
