import {
  CATEGORY_NAME_MAX,
  DESCRIPTION_MAX,
  IMAGE_URL_MAX,
  type ImportRow,
  imageUrlSchema,
  PRICE_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  STOCK_MAX,
} from '@marketplace/contract/store-management';
import { PRICE_DECIMALS, STOCK_NEGATIVE } from '@marketplace/core/constants/messages';
import { priceToCents } from '@marketplace/core/validation/price-to-cents';
import { validateProduct } from '@marketplace/core/validation/validate-product';
import type { ProductCategoryRow } from '../catalog-json.js';
import {
  csvCellCount,
  csvNotBoolean,
  csvProductTwice,
  csvTooLong,
  csvTooManyImages,
  PRICE_NOT_A_NUMBER,
  PRICE_TOO_HIGH,
  PRODUCT_CATEGORY_REQUIRED,
  STOCK_TOO_HIGH,
} from './messages.js';
import { type ManagedProductRow, PRODUCT_NOT_FOUND } from './product-records.js';
import type { CsvColumn, CsvLine } from './products-csv.js';

/** The values of a product an import sets; the category by id, or by the name of a new one. */
export type ImportedFields = {
  category: { id: string } | { newName: string };
  name: string;
  description: string;
  priceCents: number;
  stock: number;
  isHidden: boolean;
  needsAgeVerification: boolean;
  isTaxable: boolean;
  images: string[];
};

/** A line of the import: what the preview shows, and what applying it writes. */
export type PlannedLine = ImportRow & {
  fieldErrors: { field: string | null; error: string }[];
  product: ManagedProductRow | null;
  fields: ImportedFields | null;
};

type Field = { field: CsvColumn | null; error: string };

/**
 * What each line of an import would do to the store: create (no id), update (an id of this
 * store's product; only the columns present are compared), or nothing; and what is wrong with
 * it, by column, with core's sentences where SPEC §5 has them. Categories are matched by name,
 * whatever the case; an unknown one is to be created, once.
 */
export function planProductsImport(input: {
  columns: readonly CsvColumn[];
  lines: readonly CsvLine[];
  categories: readonly ProductCategoryRow[];
  products: ReadonlyMap<string, ManagedProductRow>;
}): PlannedLine[] {
  const categories = new Map<string, ProductCategoryRow>();
  // The first of two categories whose names differ only in case is the one shown first.
  for (const category of input.categories) {
    const key = category.name.toLowerCase();
    if (!categories.has(key)) categories.set(key, category);
  }
  const firstLineOf = new Map<string, number>();
  const has = (column: CsvColumn) => input.columns.includes(column);

  return input.lines.map(({ line, cells, cellCount }) => {
    const id = cells.id ?? '';
    const categoryName = cells.productCategory ?? '';
    const category = categories.get(categoryName.toLowerCase());
    const base = {
      line,
      action: id === '' ? ('create' as const) : ('update' as const),
      productId: id === '' ? null : id,
      name: cells.name ?? '',
      productCategory: category?.name ?? categoryName,
      newCategory: categoryName !== '' && !category,
      changes: [] as string[],
    };
    const failed = (fieldErrors: Field[]): PlannedLine => ({
      ...base,
      errors: fieldErrors.map((each) => each.error),
      fieldErrors,
      product: null,
      fields: null,
    });
    if (cellCount !== null) {
      return failed([{ field: null, error: csvCellCount(cellCount, input.columns.length) }]);
    }

    const errors: Field[] = [];
    const product = id === '' ? null : (input.products.get(id) ?? null);
    if (id !== '') {
      const first = firstLineOf.get(id);
      if (first !== undefined) errors.push({ field: 'id', error: csvProductTwice(first) });
      else firstLineOf.set(id, line);
      if (!product) errors.push({ field: 'id', error: PRODUCT_NOT_FOUND });
    }
    if (categoryName === '') {
      errors.push({ field: 'productCategory', error: PRODUCT_CATEGORY_REQUIRED });
    } else if (categoryName.length > CATEGORY_NAME_MAX) {
      errors.push({
        field: 'productCategory',
        error: csvTooLong('Product category', CATEGORY_NAME_MAX),
      });
    }
    const name = cells.name ?? '';
    if (name.length > PRODUCT_NAME_MAX) {
      errors.push({ field: 'name', error: csvTooLong('Name', PRODUCT_NAME_MAX) });
    }
    const description = has('description')
      ? (cells.description ?? '')
      : (product?.description ?? '');
    if (description.length > DESCRIPTION_MAX) {
      errors.push({ field: 'description', error: csvTooLong('Description', DESCRIPTION_MAX) });
    }
    const price = readPrice(cells.price ?? '');
    if ('error' in price) errors.push({ field: 'price', error: price.error });
    const stock = readStock(cells.stock ?? '');
    if ('error' in stock) errors.push({ field: 'stock', error: stock.error });
    const flag = (column: 'isHidden' | 'needsAgeVerification' | 'isTaxable', fallback: boolean) => {
      const read = readBoolean(cells[column] ?? '');
      if (read === null) errors.push({ field: column, error: csvNotBoolean(column) });
      return read ?? product?.[column] ?? fallback;
    };
    const isHidden = flag('isHidden', false);
    const needsAgeVerification = flag('needsAgeVerification', false);
    const isTaxable = flag('isTaxable', true);
    const images = has('images')
      ? readImages(cells.images ?? '')
      : { value: product?.images ?? [] };
    if ('error' in images) errors.push({ field: 'images', error: images.error });

    // SPEC §5's rule over what the row makes of the product; a description may stay empty, as
    // the seller's quick add leaves it.
    const checked = validateProduct(
      {
        name,
        description,
        price: 'value' in price ? price.value : 1,
        stock: 'value' in stock ? stock.value : 0,
      },
      { requireDescription: false },
    );
    if (!checked.ok) {
      for (const [field, error] of Object.entries(checked.errors) as [CsvColumn, string][]) {
        if (!errors.some((each) => each.field === field)) errors.push({ field, error });
      }
    }
    if (
      errors.length > 0 ||
      !checked.ok ||
      !('value' in price) ||
      !('value' in stock) ||
      !('value' in images)
    ) {
      return failed(errors);
    }

    const fields: ImportedFields = {
      category: category ? { id: category.id } : { newName: categoryName },
      name: checked.value.name,
      description: checked.value.description,
      priceCents: price.value,
      stock: stock.value,
      isHidden,
      needsAgeVerification,
      isTaxable,
      images: images.value,
    };
    const changes = product
      ? changedColumns(product, fields)
      : input.columns.filter((column) => column !== 'id');
    return {
      ...base,
      name: fields.name,
      action: product && changes.length === 0 ? 'unchanged' : base.action,
      changes,
      errors: [],
      fieldErrors: [],
      product,
      fields,
    };
  });
}

/** The columns whose values the line changes, of a product it updates. */
function changedColumns(product: ManagedProductRow, fields: ImportedFields): CsvColumn[] {
  const differs: Record<Exclude<CsvColumn, 'id'>, boolean> = {
    productCategory: !('id' in fields.category) || fields.category.id !== product.productCategoryId,
    name: fields.name !== product.name,
    description: fields.description !== product.description,
    price: fields.priceCents !== product.priceCents,
    stock: fields.stock !== product.stock,
    isHidden: fields.isHidden !== product.isHidden,
    needsAgeVerification: fields.needsAgeVerification !== product.needsAgeVerification,
    isTaxable: fields.isTaxable !== product.isTaxable,
    images: JSON.stringify(fields.images) !== JSON.stringify(product.images),
  };
  return (Object.keys(differs) as Exclude<CsvColumn, 'id'>[]).filter((column) => differs[column]);
}

type Read<T> = { value: T } | { error: string };

/** Dollars as a spreadsheet may write them ('12.5', '12.50', '$1,200.00'), as cents; core says
 * whether the amount is a price. */
function readPrice(cell: string): Read<number> {
  const plain = cell.replace(/^(-?)\$/, '$1').replaceAll(',', '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return { error: PRICE_NOT_A_NUMBER };
  const dollars = Number(plain);
  if (dollars > PRICE_MAX) return { error: PRICE_TOO_HIGH };
  const cents = priceToCents(dollars);
  if (cents === null) return { error: PRICE_DECIMALS };
  return { value: cents };
}

/** A whole number ('12.0' too, as spreadsheets may write it); core says whether it is a stock. */
function readStock(cell: string): Read<number> {
  if (!/^-?\d+(\.0*)?$/.test(cell)) return { error: STOCK_NEGATIVE };
  const stock = Number(cell);
  if (stock > STOCK_MAX) return { error: STOCK_TOO_HIGH };
  return { value: stock };
}

const TRUE = ['true', 'yes', '1'];
const FALSE = ['false', 'no', '0'];

/** true/false (yes/no, 1/0, any case); an empty cell keeps the product's, or the default. */
function readBoolean(cell: string): boolean | null | undefined {
  const text = cell.toLowerCase();
  if (text === '') return undefined;
  if (TRUE.includes(text)) return true;
  if (FALSE.includes(text)) return false;
  return null;
}

/** Images separated by |, each a path on this site or an https link. */
function readImages(cell: string): Read<string[]> {
  const images = cell
    .split('|')
    .map((image) => image.trim())
    .filter(Boolean);
  if (images.length > PRODUCT_IMAGES_MAX) return { error: csvTooManyImages(PRODUCT_IMAGES_MAX) };
  for (const image of images) {
    if (image.length > IMAGE_URL_MAX) return { error: csvTooLong('An image link', IMAGE_URL_MAX) };
    const checked = imageUrlSchema.safeParse(image);
    if (!checked.success) return { error: checked.error.issues[0]!.message };
  }
  return { value: images };
}
