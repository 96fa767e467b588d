import type { StoreCategory } from '@marketplace/core/constants/categories';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { type Customization, productCategories, products, stores } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  type ProductCategoryRow,
  type ProductRow,
  productCategoryColumns,
  productColumns,
  type StoreRow,
  storeColumns,
} from './catalog-json.js';

/**
 * What the public sees of the catalogue. These operations are public (no actor, so no
 * requireAccess): visibility is their rule instead. A hidden store is as if it did not exist,
 * with its categories and products; a hidden product is left out everywhere.
 */

/** SPEC §8, for a store that does not exist or is hidden. */
export const STORE_NOT_FOUND = 'Failed to fetch store details';
/** SPEC §7 product-category products: the message in place of an empty list. */
export const NO_PRODUCTS_FOUND = 'No products found';

const storeNotFound = () => new AppError('NOT_FOUND', STORE_NOT_FOUND);

/** What the catalogue's reads run with. */
export type CatalogDeps = { db: Executor };

/**
 * The hot reads as named prepared statements, one set per database: PostgreSQL then plans each
 * once per connection instead of on every request, which for these joins costs more than
 * running them (docs/decisions/032).
 */
function prepareStatements(db: Executor) {
  return {
    stores: db
      .select(storeColumns)
      .from(stores)
      .where(eq(stores.isHidden, false))
      .orderBy(asc(stores.name), asc(stores.id))
      .prepare('catalog_stores'),
    storesOfCategory: db
      .select(storeColumns)
      .from(stores)
      .where(and(eq(stores.isHidden, false), eq(stores.category, sql.placeholder('category'))))
      .orderBy(asc(stores.name), asc(stores.id))
      .prepare('catalog_stores_of_category'),
    store: db
      .select(storeColumns)
      .from(stores)
      .where(and(eq(stores.id, sql.placeholder('storeId')), eq(stores.isHidden, false)))
      .prepare('catalog_store'),
    productCategories: db
      .select({ storeId: stores.id, category: productCategoryColumns })
      .from(stores)
      .leftJoin(productCategories, eq(productCategories.storeId, stores.id))
      .where(and(eq(stores.id, sql.placeholder('storeId')), eq(stores.isHidden, false)))
      .orderBy(
        asc(productCategories.position),
        asc(productCategories.name),
        asc(productCategories.id),
      )
      .prepare('catalog_product_categories'),
    categoryProducts: db
      .select({ categoryId: productCategories.id, product: productColumns })
      .from(productCategories)
      .innerJoin(stores, and(eq(stores.id, productCategories.storeId), eq(stores.isHidden, false)))
      .leftJoin(
        products,
        and(eq(products.productCategoryId, productCategories.id), eq(products.isHidden, false)),
      )
      .where(eq(productCategories.id, sql.placeholder('productCategoryId')))
      .orderBy(asc(products.name), asc(products.id))
      .prepare('catalog_category_products'),
  };
}

const prepared = new WeakMap<Executor, ReturnType<typeof prepareStatements>>();
function statements(db: Executor) {
  let found = prepared.get(db);
  if (!found) {
    found = prepareStatements(db);
    prepared.set(db, found);
  }
  return found;
}

/** Visible stores, by name; of one category when given. */
export async function listStores(
  deps: CatalogDeps,
  input: { category?: StoreCategory | undefined },
): Promise<StoreRow[]> {
  const { db } = deps;
  const { category } = input;
  return category === undefined
    ? statements(db).stores.execute()
    : statements(db).storesOfCategory.execute({ category });
}

export async function findVisibleStore(
  deps: CatalogDeps,
  input: { storeId: string },
): Promise<StoreRow> {
  const { db } = deps;
  const { storeId } = input;
  if (!isUuid(storeId)) throw storeNotFound();
  const [store] = await statements(db).store.execute({ storeId });
  if (!store) throw storeNotFound();
  return store;
}

/** A visible store's product categories in the seller's order; 404 for a missing or hidden store. */
export async function listProductCategories(
  deps: CatalogDeps,
  input: { storeId: string },
): Promise<ProductCategoryRow[]> {
  const { db } = deps;
  const { storeId } = input;
  if (!isUuid(storeId)) throw storeNotFound();
  const rows = await statements(db).productCategories.execute({ storeId });
  if (rows.length === 0) throw storeNotFound();
  return rows.flatMap((row) => (row.category ? [row.category] : []));
}

/**
 * The visible products of a product category of a visible store, by name. An empty list means
 * the category exists but shows nothing; a missing category (or one of a hidden store) is a 404.
 */
export async function listCategoryProducts(
  deps: CatalogDeps,
  input: { productCategoryId: string },
): Promise<ProductRow[]> {
  const { db } = deps;
  const { productCategoryId } = input;
  const notFound = () => new AppError('NOT_FOUND', NO_PRODUCTS_FOUND);
  if (!isUuid(productCategoryId)) throw notFound();
  const rows = await statements(db).categoryProducts.execute({ productCategoryId });
  if (rows.length === 0) throw notFound();
  return rows.flatMap((row) => (row.product ? [row.product] : []));
}

/**
 * SPEC §7 store customizations: every customization group the store's visible products offer,
 * each distinct group once (products often share one, such as a coffee shop's Size), by name.
 */
export async function listStoreCustomizations(
  deps: CatalogDeps,
  input: { storeId: string },
): Promise<Customization[]> {
  const { db } = deps;
  const { storeId } = input;
  await findVisibleStore(deps, { storeId });
  const rows = await db
    .select({ customizations: products.customizations })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        eq(products.isHidden, false),
        sql`jsonb_array_length(${products.customizations}) > 0`,
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
  const distinct = new Map<string, Customization>();
  for (const group of rows.flatMap((row) => row.customizations)) {
    const key = JSON.stringify(group);
    if (!distinct.has(key)) distinct.set(key, group);
  }
  return [...distinct.values()].sort((a, b) => a.name.localeCompare(b.name));
}
