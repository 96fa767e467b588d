import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { storeToManage } from '../product-categories/category-records.js';
import { storeProductsInOrder } from './list-store-products.js';
import { productsToCsv } from './products-csv.js';

/**
 * GET /api/store/{storeId}/products/export: every product of the store, hidden ones too, as the
 * CSV file import reads back, named after the store.
 */
export async function exportProducts(
  deps: { db: Executor },
  input: { actor: Actor | null; storeId: string },
): Promise<{ fileName: string; csv: string }> {
  const { db } = deps;
  const { store } = await storeToManage(db, input.actor, input.storeId);
  const products = await storeProductsInOrder(db, store.id);
  return { fileName: `${store.name}-products.csv`, csv: productsToCsv(products) };
}
