import type { RowError } from '@marketplace/contract/store-management';
import { PRICE_DECIMALS } from '@marketplace/core/constants/messages';
import { priceToCents } from '@marketplace/core/validation/price-to-cents';
import { validateProduct } from '@marketplace/core/validation/validate-product';
import type { Actor } from '../../../access.js';
import { isUuid } from '../../../db/ids.js';
import { AppError } from '../../../errors.js';
import { recordCatalogChanges } from '../audit/record-change.js';
import type { CatalogWriteDeps } from '../management.js';
import { storeToManage } from '../product-categories/category-records.js';
import { lockProducts, type ProductRecord } from '../stock.js';
import { ROWS_NOT_SAVED } from './messages.js';
import {
  type ManagedProductRow,
  PRODUCT_NOT_FOUND,
  productChangedEntry,
} from './product-records.js';
import { type BulkProductValues, updateBulkProducts } from './write-products.js';

/** One row of the bulk editor; the price in dollars as typed. */
export type BulkChange = { productId: string; price?: number; stock?: number; isHidden?: boolean };

/**
 * PUT /api/store/{storeId}/products/bulk: price, stock and visibility of many products of one
 * store, all in one transaction or none. Every failing row is named with its field and core's
 * sentence (`rows`), so the editor can mark them; nothing is saved then.
 */
export async function bulkUpdateProducts(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; storeId: string; changes: readonly BulkChange[] },
): Promise<ManagedProductRow[]> {
  const { db } = deps;
  const { store, actor } = await storeToManage(db, input.actor, input.storeId);
  // A product listed twice is changed once, by its rows in order.
  const changes = new Map<string, BulkChange>();
  for (const change of input.changes) {
    changes.set(change.productId, { ...changes.get(change.productId), ...change });
  }
  const saved = await db.transaction(async (tx) => {
    const locked = await lockProducts(tx, [...changes.keys()].filter(isUuid));
    const byId = new Map(locked.map((product) => [product.id, product]));
    const rows: RowError[] = [];
    const sets: { product: ProductRecord; set: Omit<BulkProductValues, 'id'> }[] = [];
    for (const change of changes.values()) {
      const product = byId.get(change.productId);
      if (!product || product.storeId !== store.id) {
        rows.push({ row: change.productId, field: 'productId', error: PRODUCT_NOT_FOUND });
        continue;
      }
      const checked = checkChange(product, change);
      if ('errors' in checked) rows.push(...checked.errors);
      else sets.push({ product, set: checked.set });
    }
    if (rows.length > 0) {
      throw new AppError('VALIDATION_FAILED', ROWS_NOT_SAVED, { details: { rows } });
    }
    // Every product's change in one statement (issue #32).
    const updated = await updateBulkProducts(
      tx,
      sets
        .filter(({ set }) => Object.keys(set).length > 0)
        .map(({ product, set }) => ({ id: product.id, ...set })),
    );
    const after = sets.map(({ product }) => updated.get(product.id) ?? product);
    await recordCatalogChanges(
      tx,
      actor,
      sets
        .map(({ product }, index) => productChangedEntry('bulk', product, after[index]!))
        .filter((entry) => entry.fields.length > 0),
    );
    return after;
  });
  await deps.catalogCache.settle();
  return saved;
}

/** A row's new values checked with core's product rule, or its errors by field. */
function checkChange(
  product: ProductRecord,
  change: BulkChange,
): { set: Omit<BulkProductValues, 'id'> } | { errors: RowError[] } {
  const row = change.productId;
  const errors: RowError[] = [];
  const priceCents = change.price === undefined ? undefined : priceToCents(change.price);
  if (priceCents === null) errors.push({ row, field: 'price', error: PRICE_DECIMALS });
  const checked = validateProduct(
    {
      name: product.name,
      description: product.description,
      price: priceCents ?? product.priceCents,
      stock: change.stock ?? product.stock,
    },
    { requireDescription: false },
  );
  if (!checked.ok) {
    for (const field of ['price', 'stock'] as const) {
      const error = checked.errors[field];
      if (error && change[field] !== undefined) errors.push({ row, field, error });
    }
  }
  if (errors.length > 0 || priceCents === null) return { errors };
  return {
    set: {
      ...(priceCents === undefined ? {} : { priceCents }),
      // A stock set by hand replaces the one kept by Sold out (updateBulkProducts).
      ...(change.stock === undefined ? {} : { stock: change.stock }),
      ...(change.isHidden === undefined ? {} : { isHidden: change.isHidden }),
    },
  };
}
