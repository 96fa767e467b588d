import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { products } from '../../../db/schema.js';
import type { ImportedFields } from './plan-products-import.js';
import { type ManagedProductRow, managedProductColumns } from './product-records.js';

/**
 * Many products written in one statement each way (issue #32): a 2,000-line import or a bulk
 * edit of a whole store costs a handful of statements, not one per product.
 */

/** Rows of one INSERT: well under PostgreSQL's 65,535 parameters at a dozen columns a row. */
const INSERT_CHUNK = 1000;

/** Inserts the products, a thousand to a statement; answers them as the manager sees them. */
export async function insertProducts(
  tx: Executor,
  rows: (typeof products.$inferInsert)[],
): Promise<ManagedProductRow[]> {
  const added: ManagedProductRow[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    added.push(
      ...(await tx
        .insert(products)
        .values(rows.slice(start, start + INSERT_CHUNK))
        .returning(managedProductColumns)),
    );
  }
  return added;
}

/**
 * What an import sets on a product it updates: every column the file speaks for (the plan's
 * fields), its category resolved to an id.
 */
export type ImportedProductValues = Omit<ImportedFields, 'category'> & {
  id: string;
  productCategoryId: string;
};

/**
 * Updates each product to its values in one UPDATE … FROM a JSON array of rows (its columns named
 * new_…, apart from the products' own); answers the products as they are after it, by id.
 */
export async function updateImportedProducts(
  tx: Executor,
  rows: readonly ImportedProductValues[],
): Promise<Map<string, ManagedProductRow>> {
  if (rows.length === 0) return new Map();
  const updated = await tx
    .update(products)
    .set({
      productCategoryId: sql`v.new_product_category_id`,
      name: sql`v.new_name`,
      description: sql`v.new_description`,
      priceCents: sql`v.new_price_cents`,
      stock: sql`v.new_stock`,
      isHidden: sql`v.new_is_hidden`,
      needsAgeVerification: sql`v.new_needs_age_verification`,
      isTaxable: sql`v.new_is_taxable`,
      images: sql`v.new_images`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(rows.map(toColumns))}::jsonb) as v(new_id uuid, new_product_category_id uuid, new_name text, new_description text, new_price_cents integer, new_stock integer, new_is_hidden boolean, new_needs_age_verification boolean, new_is_taxable boolean, new_images jsonb)`,
    )
    .where(sql`${products.id} = v.new_id`)
    .returning(managedProductColumns);
  return new Map(updated.map((product) => [product.id, product]));
}

/** A bulk edit's change of one product: only what the editor changed. */
export type BulkProductValues = {
  id: string;
  priceCents?: number;
  stock?: number;
  isHidden?: boolean;
};

/**
 * Applies each product's bulk change in one UPDATE … FROM: a value left out keeps the product's
 * own; a stock set by hand clears the one kept by Sold out. Answers the products after it, by id.
 */
export async function updateBulkProducts(
  tx: Executor,
  rows: readonly BulkProductValues[],
): Promise<Map<string, ManagedProductRow>> {
  if (rows.length === 0) return new Map();
  const values = rows.map((row) => ({
    new_id: row.id,
    new_price_cents: row.priceCents ?? null,
    new_stock: row.stock ?? null,
    new_is_hidden: row.isHidden ?? null,
  }));
  const updated = await tx
    .update(products)
    .set({
      priceCents: sql`coalesce(v.new_price_cents, ${products.priceCents})`,
      stock: sql`coalesce(v.new_stock, ${products.stock})`,
      restock: sql`case when v.new_stock is null then ${products.restock} end`,
      isHidden: sql`coalesce(v.new_is_hidden, ${products.isHidden})`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(new_id uuid, new_price_cents integer, new_stock integer, new_is_hidden boolean)`,
    )
    .where(sql`${products.id} = v.new_id`)
    .returning(managedProductColumns);
  return new Map(updated.map((product) => [product.id, product]));
}

function toColumns(row: ImportedProductValues) {
  return {
    new_id: row.id,
    new_product_category_id: row.productCategoryId,
    new_name: row.name,
    new_description: row.description,
    new_price_cents: row.priceCents,
    new_stock: row.stock,
    new_is_hidden: row.isHidden,
    new_needs_age_verification: row.needsAgeVerification,
    new_is_taxable: row.isTaxable,
    new_images: row.images,
  };
}
