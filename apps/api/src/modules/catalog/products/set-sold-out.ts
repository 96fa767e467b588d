import { BACK_IN_STOCK_NEEDS_COUNT } from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { products } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { recordCatalogChanges } from '../audit/record-change.js';
import type { CatalogWriteDeps } from '../management.js';
import { lockProducts } from '../stock.js';
import {
  findProductToManage,
  type ManagedProductRow,
  managedProductColumns,
  productChangedEntry,
  productNotFound,
} from './product-records.js';

/**
 * PATCH /api/product/{productId}/sold-out (issue #31): sold out sets the stock to 0 and keeps
 * what it was; back in stock puts that back (or `stock`). Buyers see 'Sold out' at stock 0, and
 * checkout refuses it, as for any product that ran out.
 */
export async function setSoldOut(
  deps: CatalogWriteDeps,
  input: {
    actor: Actor | null;
    productId: string;
    storeId: string;
    soldOut: boolean;
    stock?: number;
  },
): Promise<ManagedProductRow> {
  const { db } = deps;
  const found = await findProductToManage(db, input.productId, { storeId: input.storeId });
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'storeCatalog.update',
    ids: [found.storeId],
  });
  const product = await db.transaction(async (tx) => {
    const [locked] = await lockProducts(tx, [found.id]);
    if (!locked) throw productNotFound();
    let set: { stock: number; restock: number | null };
    if (input.soldOut) {
      // Already out (sold out, or sold to the last): nothing to keep.
      if (locked.stock === 0) return locked;
      set = { stock: 0, restock: locked.stock };
    } else {
      const stock = input.stock ?? locked.restock;
      if (!stock) throw new AppError('VALIDATION_FAILED', BACK_IN_STOCK_NEEDS_COUNT);
      set = { stock, restock: null };
    }
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
