import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema.js';

/**
 * A product's stock is the catalogue's, and changes only through these: checkout takes units
 * when a payment session opens and gives them back if it lapses (docs/decisions/050), and store
 * staff will set it here too. `products.stock` is always what is left to sell. Every writer
 * locks product rows last in its transaction and in id order, so no two transactions wait on
 * each other in a cycle; all of these run inside the caller's transaction.
 */

export type ProductRecord = typeof products.$inferSelect;

/** The products, locked until the transaction ends for a change of their stock, in id order. */
export async function lockProducts(
  tx: Executor,
  productIds: readonly string[],
): Promise<ProductRecord[]> {
  if (productIds.length === 0) return [];
  return tx
    .select()
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('update');
}

/**
 * The one statement that takes units: a conditional UPDATE, so no interleaving on PostgreSQL or
 * PGlite can sell a unit twice (and CHECK (stock >= 0) is the last line of defence). It returns
 * the product's `id` when the units were taken, nothing when too few are left. A caller may put
 * it in a data-modifying CTE to record what it took in the same statement. Checkout's reservation
 * takes stock in `reserve_checkout` (drizzle/0030), with the same condition.
 */
export function takingStock(tx: Executor, line: { productId: string; quantity: number }) {
  return tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${line.quantity}` })
    .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
    .returning({ id: products.id });
}

/** Takes the units if that many are left; false when too few are, and nothing is taken. */
export async function takeStock(
  tx: Executor,
  line: { productId: string; quantity: number },
): Promise<boolean> {
  const [taken] = await takingStock(tx, line);
  return Boolean(taken);
}

/** Gives units back, product by product in id order; answers the stores whose stock moved. */
export async function returnStock(
  tx: Executor,
  unitsByProduct: ReadonlyMap<string, number>,
): Promise<string[]> {
  const stores = new Set<string>();
  for (const productId of [...unitsByProduct.keys()].sort()) {
    const [moved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${unitsByProduct.get(productId)!}` })
      .where(eq(products.id, productId))
      .returning({ storeId: products.storeId });
    if (moved) stores.add(moved.storeId);
  }
  return [...stores];
}
