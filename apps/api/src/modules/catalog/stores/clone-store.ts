import { randomUUID } from 'node:crypto';
import { type ManagedStore, STORE_TEXT_MAX } from '@marketplace/contract/store-management';
import { asc, eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { productCategories, products, stores } from '../../../db/schema.js';
import { allFields, recordCatalogChanges } from '../audit/record-change.js';
import { storeColumns, toManagedStoreJson } from '../catalog-json.js';
import { type CatalogWriteDeps, storeNotFound } from '../management.js';
import { findStore, STORE_AUDIT_FIELDS, storeAuditRecord } from './managed-store.js';

const COPY_SUFFIX = ' (copy)';
/** Rows per insert: well under PostgreSQL's 65,535 parameters for a store of any size. */
const INSERT_CHUNK = 500;

/**
 * POST /api/clone-store/{storeId}: a hidden copy of the store (SPEC §4) for the same seller, with
 * every product category (same order and icons) and product (every field, hidden ones too).
 */
export async function cloneStore(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; storeId: string },
): Promise<ManagedStore> {
  const { db } = deps;
  const found = await findStore(db, input.storeId);
  if (!found) throw storeNotFound();
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'store.clone',
    ids: [found.id],
  });

  const clone = await db.transaction(
    async (tx) => {
      const source = await findStore(tx, found.id);
      if (!source) throw storeNotFound();
      const { id: _sourceId, ...fields } = source;
      const [store] = await tx
        .insert(stores)
        // A copy is a new store: hidden, and never reviewed.
        .values({
          ...fields,
          name: copyName(source.name),
          isHidden: true,
          reviewStatus: null,
          reviewNote: null,
          reviewRequestedAt: null,
        })
        .returning(storeColumns);
      const copied = await copyCatalogue(tx, source.id, store!.id);
      await recordCatalogChanges(tx, actor, [
        {
          storeId: store!.id,
          action: 'clone',
          entity: 'store',
          entityId: store!.id,
          entityName: store!.name,
          fields: [
            { field: 'sourceStoreId', to: source.id },
            { field: 'productCategories', to: copied.categories },
            { field: 'products', to: copied.products },
            ...allFields(storeAuditRecord(store!), STORE_AUDIT_FIELDS, 'to'),
          ],
        },
      ]);
      return toManagedStoreJson(store!, copied.products);
    },
    // One snapshot of the source: a category deleted mid-copy cannot leave a product behind it.
    { isolationLevel: 'repeatable read' },
  );
  await deps.catalogCache.settle();
  return clone;
}

/** '<name> (copy)', the name cut so the whole stays within the store name's limit. */
function copyName(name: string): string {
  const kept = name.slice(0, STORE_TEXT_MAX - COPY_SUFFIX.length);
  // A cut between the halves of a surrogate pair would leave half a character.
  return `${kept.replace(/[\uD800-\uDBFF]$/, '').trimEnd()}${COPY_SUFFIX}`;
}

/** The source store's categories and products into the clone; how many of each. */
async function copyCatalogue(tx: Executor, sourceId: string, cloneId: string) {
  const categories = await tx
    .select({
      id: productCategories.id,
      name: productCategories.name,
      icon: productCategories.icon,
      position: productCategories.position,
    })
    .from(productCategories)
    .where(eq(productCategories.storeId, sourceId))
    .orderBy(asc(productCategories.position), asc(productCategories.id));
  const newCategoryId = new Map(categories.map((category) => [category.id, randomUUID()]));
  for (const chunk of chunks(categories)) {
    await tx.insert(productCategories).values(
      chunk.map(({ id, ...category }) => ({
        ...category,
        id: newCategoryId.get(id)!,
        storeId: cloneId,
      })),
    );
  }

  const sourceProducts = await tx
    .select({
      name: products.name,
      description: products.description,
      priceCents: products.priceCents,
      stock: products.stock,
      images: products.images,
      needsAgeVerification: products.needsAgeVerification,
      isTaxable: products.isTaxable,
      isHidden: products.isHidden,
      customizations: products.customizations,
      productCategoryId: products.productCategoryId,
    })
    .from(products)
    .where(eq(products.storeId, sourceId))
    .orderBy(asc(products.id));
  for (const chunk of chunks(sourceProducts)) {
    await tx.insert(products).values(
      chunk.map((product) => ({
        ...product,
        storeId: cloneId,
        productCategoryId: product.productCategoryId
          ? (newCategoryId.get(product.productCategoryId) ?? null)
          : null,
      })),
    );
  }
  return { categories: categories.length, products: sourceProducts.length };
}

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    result.push(rows.slice(start, start + INSERT_CHUNK));
  }
  return result;
}
