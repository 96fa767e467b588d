import type { ManagedProduct } from '@marketplace/contract/store-management';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { products } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import {
  allFields,
  type CatalogAction,
  type CatalogChangeEntry,
  changedFields,
} from '../audit/record-change.js';
import { type ProductRow, productColumns, toManagedProductJson } from '../catalog-json.js';

/** A product as store management reads it: the public columns and the hidden flag. */
export const managedProductColumns = {
  ...productColumns,
  isHidden: products.isHidden,
  restock: products.restock,
};
export type ManagedProductRow = ProductRow & { isHidden: boolean; restock: number | null };

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const productNotFound = () => new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);

/** A product, hidden or not, or 404; of this store when one is named. */
export async function findProductToManage(
  db: Executor,
  productId: string,
  options: { storeId?: string } = {},
): Promise<ManagedProductRow> {
  if (!isUuid(productId)) throw productNotFound();
  const [product] = await db
    .select(managedProductColumns)
    .from(products)
    .where(eq(products.id, productId));
  if (!product || (options.storeId !== undefined && product.storeId !== options.storeId)) {
    throw productNotFound();
  }
  return product;
}

/** The fields a product's audit entries show, as its JSON has them (prices in dollars). */
const PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'stock',
  'images',
  'needsAgeVerification',
  'isTaxable',
  'isHidden',
  'customizations',
  'productCategoryId',
] as const satisfies readonly (keyof ManagedProduct)[];

function entry(
  action: CatalogAction,
  product: ManagedProductRow,
  fields: CatalogChangeEntry['fields'],
): CatalogChangeEntry {
  return {
    storeId: product.storeId,
    action,
    entity: 'product',
    entityId: product.id,
    entityName: product.name,
    fields,
  };
}

/** A product added (`create`, or by an `import`): every field as set. */
export function productAddedEntry(
  action: 'create' | 'import',
  product: ManagedProductRow,
): CatalogChangeEntry {
  return entry(action, product, allFields(toManagedProductJson(product), PRODUCT_FIELDS, 'to'));
}

/** A product deleted: every field as it was. */
export function productDeletedEntry(product: ManagedProductRow): CatalogChangeEntry {
  return entry('delete', product, allFields(toManagedProductJson(product), PRODUCT_FIELDS, 'from'));
}

/** A product changed: the fields that differ. None differ: an entry with no fields. */
export function productChangedEntry(
  action: 'update' | 'bulk' | 'import',
  before: ManagedProductRow,
  after: ManagedProductRow,
): CatalogChangeEntry {
  return entry(
    action,
    after,
    changedFields(toManagedProductJson(before), toManagedProductJson(after), PRODUCT_FIELDS),
  );
}
