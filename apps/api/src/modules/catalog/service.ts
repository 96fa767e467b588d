import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { type Customization, productCategories, products, stores } from '../../db/schema.js';
import { AppError } from '../../errors.js';

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

/** A JSON array of rows' JSON texts, joined in the database (null when there are none). */
const joined = (json: SQLWrapper, ...order: SQLWrapper[]) =>
  sql<string | null>`string_agg(${json}, ',' order by ${sql.join(order, sql`, `)})`;

/** A product category's JSON; null for a store with none (the left join's empty row). */
const productCategoryJson = sql`case when ${productCategories.id} is not null then
  json_build_object('_id', ${productCategories.id}, 'name', ${productCategories.name},
    'icon', ${productCategories.icon}, 'storeId', ${productCategories.storeId})::text end`;

/**
 * The hot reads as named prepared statements, one set per database: PostgreSQL then plans each
 * once per connection instead of on every request, which for these joins costs more than
 * running them (docs/decisions/032). Each answers its JSON whole, from the rows' generated
 * `public_json` (drizzle/0019): the API passes it on without parsing or serializing anything
 * (docs/decisions/104). Store lists come from the search index (docs/decisions/112).
 */
function prepareStatements(db: Executor) {
  return {
    store: db
      .select({ json: stores.publicJson })
      .from(stores)
      .where(and(eq(stores.id, sql.placeholder('storeId')), eq(stores.isHidden, false)))
      .prepare('catalog_store_json'),
    productCategories: db
      .select({
        json: joined(
          productCategoryJson,
          productCategories.position,
          productCategories.name,
          productCategories.id,
        ),
      })
      .from(stores)
      .leftJoin(productCategories, eq(productCategories.storeId, stores.id))
      .where(and(eq(stores.id, sql.placeholder('storeId')), eq(stores.isHidden, false)))
      .groupBy(stores.id)
      .prepare('catalog_product_categories_json'),
    categoryProducts: db
      .select({
        storeId: productCategories.storeId,
        json: joined(products.publicJson, products.name, products.id),
        productIds: sql<string[] | null>`array_agg(${products.id})`,
      })
      .from(productCategories)
      .innerJoin(stores, and(eq(stores.id, productCategories.storeId), eq(stores.isHidden, false)))
      .leftJoin(
        products,
        and(eq(products.productCategoryId, productCategories.id), eq(products.isHidden, false)),
      )
      .where(eq(productCategories.id, sql.placeholder('productCategoryId')))
      .groupBy(productCategories.storeId)
      .prepare('catalog_category_products_json'),
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

const array = (json: string | null | undefined) => `[${json ?? ''}]`;

/** A visible store's JSON; 404 for a missing or hidden store. */
export async function findVisibleStoreJson(
  deps: CatalogDeps,
  input: { storeId: string },
): Promise<string> {
  const { db } = deps;
  const { storeId } = input;
  if (!isUuid(storeId)) throw storeNotFound();
  const [store] = await statements(db).store.execute({ storeId });
  if (!store) throw storeNotFound();
  return store.json;
}

/**
 * A visible store's product categories in the seller's order, as a JSON array; 404 for a missing
 * or hidden store.
 */
export async function listProductCategoriesJson(
  deps: CatalogDeps,
  input: { storeId: string },
): Promise<string> {
  const { db } = deps;
  const { storeId } = input;
  if (!isUuid(storeId)) throw storeNotFound();
  const [row] = await statements(db).productCategories.execute({ storeId });
  if (!row) throw storeNotFound();
  return array(row.json);
}

/**
 * The visible products of a product category of a visible store, by name, as a JSON array, with
 * the store they are of and their ids; `json` is null when the category exists but shows
 * nothing. A missing category (or one of a hidden store) is a 404.
 */
export async function listCategoryProductsJson(
  deps: CatalogDeps,
  input: { productCategoryId: string },
): Promise<{ storeId: string; json: string | null; productIds: string[] }> {
  const { db } = deps;
  const { productCategoryId } = input;
  const notFound = () => new AppError('NOT_FOUND', NO_PRODUCTS_FOUND);
  if (!isUuid(productCategoryId)) throw notFound();
  const [row] = await statements(db).categoryProducts.execute({ productCategoryId });
  if (!row) throw notFound();
  return {
    storeId: row.storeId,
    json: row.json === null ? null : array(row.json),
    productIds: (row.productIds ?? []).filter((id) => id !== null),
  };
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
  await findVisibleStoreJson(deps, { storeId });
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
