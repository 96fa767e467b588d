import { asc, eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { productCategories, products, stores } from '../../../db/schema.js';
import { type CatalogChangeEntry, recordCatalogChanges } from '../audit/record-change.js';
import type { CatalogWriteDeps } from '../management.js';
import {
  categoryEntry,
  findCategoryToManage,
  findStoreToManage,
  insertCategory,
} from '../product-categories/category-records.js';
import {
  type ManagedProductRow,
  managedProductColumns,
  productAddedEntry,
} from './product-records.js';

/** The category a quick-added product goes into when the store has none yet. */
export const QUICK_ADD_CATEGORY = 'Products';

/**
 * POST /api/store/{storeId}/add-product, the seller's quick add: name, price and stock (a
 * description and a category when the form has them). Without a category the product goes into
 * the store's first one, and a store with none gets 'Products', so the product can be seen
 * (docs/decisions/080).
 */
export async function addStoreProduct(
  deps: CatalogWriteDeps,
  input: {
    actor: Actor | null;
    storeId: string;
    product: {
      name: string;
      description: string;
      price: number;
      stock: number;
      productCategoryId?: string | undefined;
    };
  },
): Promise<ManagedProductRow> {
  const { db } = deps;
  const { productCategoryId, price, ...fields } = input.product;
  const store = await findStoreToManage(db, input.storeId);
  if (productCategoryId !== undefined) {
    await findCategoryToManage(db, productCategoryId, { storeId: store.id });
  }
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'storeCatalog.update',
    ids: [store.id],
  });
  const product = await db.transaction(async (tx) => {
    const changes: CatalogChangeEntry[] = [];
    const categoryId =
      productCategoryId === undefined
        ? await firstCategory(tx, store.id, changes)
        : (await findCategoryToManage(tx, productCategoryId, { lock: 'key share' })).id;
    const [created] = await tx
      .insert(products)
      .values({ ...fields, priceCents: price, storeId: store.id, productCategoryId: categoryId })
      .returning(managedProductColumns);
    changes.push(productAddedEntry('create', created!));
    await recordCatalogChanges(tx, actor, changes);
    return created!;
  });
  await deps.catalogCache.settle();
  return product;
}

/** The store's first category (by position, then name), created when there is none. */
async function firstCategory(
  tx: Executor,
  storeId: string,
  changes: CatalogChangeEntry[],
): Promise<string> {
  const first = async () => {
    const [category] = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.storeId, storeId))
      .orderBy(
        asc(productCategories.position),
        asc(productCategories.name),
        asc(productCategories.id),
      )
      .limit(1)
      .for('key share');
    return category?.id;
  };
  const found = await first();
  if (found) return found;
  // Two quick adds to a store without categories must not make two 'Products': the second
  // waits here for the first to commit, then finds its category.
  await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('no key update');
  const again = await first();
  if (again) return again;
  const created = await insertCategory(tx, { storeId, name: QUICK_ADD_CATEGORY });
  changes.push(categoryEntry('create', created));
  return created.id;
}
