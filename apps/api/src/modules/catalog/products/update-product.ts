import { validateProduct } from '@marketplace/core/validation/validate-product';
import { eq } from 'drizzle-orm';
import { type Actor, holdsOnEveryRecord, requireAccess } from '../../../access.js';
import { products } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { checkImageUrls } from '../../uploads/check-images.js';
import { recordCatalogChanges } from '../audit/record-change.js';
import type { CatalogWriteDeps } from '../management.js';
import { findCategoryToManage } from '../product-categories/category-records.js';
import { lockProducts } from '../stock.js';
import type { ProductFields } from './create-product.js';
import {
  findProductToManage,
  type ManagedProductRow,
  managedProductColumns,
  productChangedEntry,
  productNotFound,
} from './product-records.js';

/**
 * PUT /api/update-product/{productId}: the changed fields laid over the product, and the result
 * checked whole with the product form's rule (SPEC §5). The product must be of the store named
 * with it; another category of that store moves it there. Fields not sent are not written, so
 * stock sold meanwhile is not put back.
 */
export async function updateProduct(
  deps: CatalogWriteDeps,
  input: {
    actor: Actor | null;
    productId: string;
    storeId: string;
    productCategoryId: string;
    changes: Partial<ProductFields>;
  },
): Promise<ManagedProductRow> {
  const { db } = deps;
  const found = await findProductToManage(db, input.productId, { storeId: input.storeId });
  const moves = input.productCategoryId !== found.productCategoryId;
  if (moves) await findCategoryToManage(db, input.productCategoryId, { storeId: found.storeId });
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'storeCatalog.update',
    ids: [found.storeId],
  });
  await checkImageUrls(
    deps.files,
    input.changes.images ?? [],
    holdsOnEveryRecord(actor, 'storeCatalog.update')
      ? undefined
      : { uploadedBy: actor.id, kept: found.images },
  );
  const { price, ...fields } = input.changes;
  const product = await db.transaction(async (tx) => {
    // Categories before products, as deleting a category locks them.
    if (moves) await findCategoryToManage(tx, input.productCategoryId, { lock: 'key share' });
    const [locked] = await lockProducts(tx, [found.id]);
    if (!locked) throw productNotFound();
    const checked = validateProduct(
      {
        name: fields.name ?? locked.name,
        description: fields.description ?? locked.description,
        price: price ?? locked.priceCents,
        stock: fields.stock ?? locked.stock,
      },
      // A quick-added product may have no description yet; one that is sent must not be blank.
      { requireDescription: fields.description !== undefined },
    );
    if (!checked.ok) {
      throw new AppError('VALIDATION_FAILED', Object.values(checked.errors)[0]!);
    }
    const set = {
      ...fields,
      ...(fields.name === undefined ? {} : { name: checked.value.name }),
      ...(fields.description === undefined ? {} : { description: checked.value.description }),
      ...(price === undefined ? {} : { priceCents: price }),
      // A stock set by hand replaces the one kept by Sold out.
      ...(fields.stock === undefined ? {} : { restock: null }),
      ...(moves ? { productCategoryId: input.productCategoryId } : {}),
    };
    if (Object.keys(set).length === 0) return locked;
    const [after] = await tx
      .update(products)
      .set(set)
      .where(eq(products.id, found.id))
      .returning(managedProductColumns);
    await recordCatalogChanges(tx, actor, [productChangedEntry('update', locked, after!)]);
    return after!;
  });
  await deps.catalogCache.settle();
  return product;
}
