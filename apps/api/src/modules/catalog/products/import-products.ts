import type { ImportRow, RowError } from '@marketplace/contract/store-management';
import { eq, inArray } from 'drizzle-orm';
import { type Actor, holdsOnEveryRecord } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { productCategories, products } from '../../../db/schema.js';
import { AppError, isAppError } from '../../../errors.js';
import type { FileStorage } from '../../../providers/file-storage/file-storage.js';
import { checkImageUrls } from '../../uploads/check-images.js';
import { type CatalogChangeEntry, recordCatalogChanges } from '../audit/record-change.js';
import { productCategoryColumns } from '../catalog-json.js';
import type { CatalogWriteDeps } from '../management.js';
import {
  categoryEntry,
  insertCategory,
  storeToManage,
} from '../product-categories/category-records.js';
import { lockProducts } from '../stock.js';
import { imported, importPreview, ROWS_NOT_SAVED } from './messages.js';
import { type PlannedLine, planProductsImport } from './plan-products-import.js';
import {
  type ManagedProductRow,
  managedProductColumns,
  productAddedEntry,
  productChangedEntry,
} from './product-records.js';
import { type ProductsCsv, readProductsCsv } from './products-csv.js';
import {
  type ImportedProductValues,
  insertProducts,
  updateImportedProducts,
} from './write-products.js';

export type ImportAnswer = {
  message: string;
  dryRun: boolean;
  rows: ImportRow[];
  created: number;
  updated: number;
  unchanged: number;
};

/**
 * POST /api/store/{storeId}/products/import: a CSV file of products (products-csv.ts). A dry run
 * shows what each line would do and what is wrong with it, and saves nothing. Otherwise every
 * line is saved in one transaction, or, if any line has an error, none (400 naming the lines).
 */
export async function importProducts(
  deps: CatalogWriteDeps,
  input: { actor: Actor | null; storeId: string; csv: string; dryRun: boolean },
): Promise<ImportAnswer> {
  const { db } = deps;
  const { store, actor } = await storeToManage(db, input.actor, input.storeId);
  const file = await readProductsCsv(input.csv);
  const ids = file.lines.flatMap(({ cells }) => (cells.id && isUuid(cells.id) ? [cells.id] : []));
  const owner = await ownerOfImages(db, actor, store.id);

  if (input.dryRun) {
    const plan = await checkLineImages(
      deps.files,
      await planOn(db, store.id, file, { ids, lock: false }),
      owner,
    );
    const counts = count(plan);
    const withErrors = plan.filter((line) => line.errors.length > 0).length;
    return {
      message: importPreview({ ...counts, withErrors }),
      dryRun: true,
      rows: plan.map(toRow),
      ...counts,
    };
  }

  const plan = await db.transaction(async (tx) => {
    const planned = await checkLineImages(
      deps.files,
      await planOn(tx, store.id, file, { ids, lock: true }),
      owner,
    );
    const rows: RowError[] = planned.flatMap(({ line, fieldErrors }) =>
      fieldErrors.map(({ field, error }) => ({ row: String(line), field, error })),
    );
    if (rows.length > 0) {
      throw new AppError('VALIDATION_FAILED', ROWS_NOT_SAVED, { details: { rows } });
    }
    await recordCatalogChanges(tx, actor, await applyPlan(tx, store.id, planned));
    return planned;
  });
  await deps.catalogCache.settle();
  const counts = count(plan);
  return { message: imported(counts), dryRun: false, rows: plan.map(toRow), ...counts };
}

type ImageOwner = Parameters<typeof checkImageUrls>[2];

/**
 * A seller is held to their own uploads, and to the photos already in their store (a line may
 * keep or reuse one); staff may use any (docs/decisions/122).
 */
async function ownerOfImages(
  db: Executor,
  actor: Actor,
  storeId: string,
): Promise<ImageOwner | undefined> {
  if (holdsOnEveryRecord(actor, 'storeCatalog.update')) return undefined;
  const rows = await db
    .select({ images: products.images })
    .from(products)
    .where(eq(products.storeId, storeId));
  return { uploadedBy: actor.id, kept: rows.flatMap((row) => row.images) };
}

/**
 * Each line's uploaded photos are looked at as the product editor's are (checkImageUrls): one
 * that names no stored image is an error of that line, in the preview and when applying.
 */
async function checkLineImages(
  files: FileStorage,
  plan: PlannedLine[],
  owner: ImageOwner | undefined,
): Promise<PlannedLine[]> {
  return Promise.all(
    plan.map(async (line) => {
      if (!line.fields) return line;
      try {
        await checkImageUrls(files, line.fields.images, owner);
        return line;
      } catch (error) {
        if (!isAppError(error)) throw error;
        const refusal = { field: 'images', error: error.message };
        return {
          ...line,
          errors: [...line.errors, refusal.error],
          fieldErrors: [...line.fieldErrors, refusal],
          fields: null,
        };
      }
    }),
  );
}

/**
 * The plan against the store as it is. To apply it, the store's categories and the named
 * products are locked first (categories before products, as deleting a category does), so
 * nothing it was planned against changes before it is written.
 */
async function planOn(
  tx: Executor,
  storeId: string,
  file: ProductsCsv,
  options: { ids: string[]; lock: boolean },
): Promise<PlannedLine[]> {
  const categoriesQuery = tx
    .select(productCategoryColumns)
    .from(productCategories)
    .where(eq(productCategories.storeId, storeId))
    .orderBy(productCategories.position, productCategories.name, productCategories.id);
  const categories = await (options.lock ? categoriesQuery.for('key share') : categoriesQuery);
  const found: ManagedProductRow[] = options.lock
    ? await lockProducts(tx, options.ids)
    : options.ids.length === 0
      ? []
      : await tx
          .select(managedProductColumns)
          .from(products)
          .where(inArray(products.id, options.ids));
  const ofStore = found.filter((product) => product.storeId === storeId);
  return planProductsImport({
    ...file,
    categories,
    products: new Map(ofStore.map((product) => [product.id, product])),
  });
}

/**
 * Writes the plan: new categories first, then the products, a statement for the new ones and one
 * for the changed ones whatever their number (issue #32); answers the audit entries.
 */
async function applyPlan(
  tx: Executor,
  storeId: string,
  plan: readonly PlannedLine[],
): Promise<CatalogChangeEntry[]> {
  const entries: CatalogChangeEntry[] = [];
  const created = new Map<string, string>();
  for (const { fields } of plan) {
    if (!fields || 'id' in fields.category) continue;
    const key = fields.category.newName.toLowerCase();
    if (created.has(key)) continue;
    const category = await insertCategory(tx, { storeId, name: fields.category.newName });
    created.set(key, category.id);
    entries.push(categoryEntry('import', category));
  }
  const toAdd: (typeof products.$inferInsert)[] = [];
  const toChange: ImportedProductValues[] = [];
  for (const { action, product, fields } of plan) {
    if (!fields || action === 'unchanged') continue;
    const { category, ...values } = fields;
    const productCategoryId =
      'id' in category ? category.id : created.get(category.newName.toLowerCase())!;
    if (product) toChange.push({ ...values, productCategoryId, id: product.id });
    else toAdd.push({ ...values, productCategoryId, storeId });
  }
  const changed = await updateImportedProducts(tx, toChange);
  for (const { action, product, fields } of plan) {
    if (!fields || action === 'unchanged' || !product) continue;
    entries.push(productChangedEntry('import', product, changed.get(product.id)!));
  }
  for (const added of await insertProducts(tx, toAdd)) {
    entries.push(productAddedEntry('import', added));
  }
  return entries;
}

/** What the lines would do; a line with errors does nothing. */
function count(plan: readonly PlannedLine[]) {
  const of = (action: ImportRow['action']) =>
    plan.filter((line) => line.action === action && line.errors.length === 0).length;
  return { created: of('create'), updated: of('update'), unchanged: of('unchanged') };
}

/** The most of a cell an answer shows back: a file may hold a cell of most of a megabyte. */
const SHOWN_CELL_MAX = 200;
const shown = (cell: string) =>
  cell.length > SHOWN_CELL_MAX
    ? `${Array.from(cell)
        .slice(0, SHOWN_CELL_MAX - 1)
        .join('')}…`
    : cell;

/** A line as the answer shows it. */
function toRow(line: PlannedLine): ImportRow {
  const { action, productId, name, productCategory, newCategory, changes, errors } = line;
  return {
    line: line.line,
    action,
    productId,
    name: shown(name),
    productCategory: shown(productCategory),
    newCategory,
    changes,
    errors,
  };
}
