import type { CustomizationGroup } from '@marketplace/core/validation/validate-customization-groups';
import { type Actor, holdsOnEveryRecord, requireAccess } from '../../../access.js';
import { products } from '../../../db/schema.js';
import { checkImageUrls } from '../../uploads/check-images.js';
import { recordCatalogChanges } from '../audit/record-change.js';
import type { CatalogWriteDeps } from '../management.js';
import { findCategoryToManage } from '../product-categories/category-records.js';
import {
  type ManagedProductRow,
  managedProductColumns,
  productAddedEntry,
} from './product-records.js';

/** A whole product as the product form sends it, checked; the price in cents. */
export type ProductFields = {
  name: string;
  description: string;
  price: number;
  stock: number;
  images: string[];
  needsAgeVerification: boolean;
  isTaxable: boolean;
  isHidden: boolean;
  customizations: CustomizationGroup[];
};

/** POST /api/product/create: a product in a category, of the category's store. */
export async function createProduct(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; productCategoryId: string; product: ProductFields },
): Promise<ManagedProductRow> {
  const { db } = deps;
  const category = await findCategoryToManage(db, input.productCategoryId);
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'storeCatalog.update',
    ids: [category.storeId],
  });
  await checkImageUrls(
    deps.files,
    input.product.images,
    holdsOnEveryRecord(actor, 'storeCatalog.update') ? undefined : { uploadedBy: actor.id },
  );
  const { price, ...fields } = input.product;
  const product = await db.transaction(async (tx) => {
    // Held until commit: the category cannot be deleted under its new product.
    await findCategoryToManage(tx, category.id, { lock: 'key share' });
    const [created] = await tx
      .insert(products)
      .values({
        ...fields,
        priceCents: price,
        storeId: category.storeId,
        productCategoryId: category.id,
      })
      .returning(managedProductColumns);
    await recordCatalogChanges(tx, actor, [productAddedEntry('create', created!)]);
    return created!;
  });
  await deps.catalogCache.settle();
  return product;
}
