import { PRICE_MAX, STOCK_MAX } from '@marketplace/contract/store-management';

/** The sentences of the bulk editor and the CSV import; SPEC names none of them, so they are ours. */

const products = (count: number) => `${count} product${count === 1 ? '' : 's'}`;

export const bulkSaved = (count: number) => `Saved ${products(count)}.`;
export const ROWS_NOT_SAVED = 'Some rows could not be saved. Nothing was changed.';

/** Said after a save, in the preview's words: what was created, changed and left (issue #30). */
export const imported = (counts: { created: number; updated: number; unchanged: number }) =>
  `Imported: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged.`;
export const importPreview = (counts: {
  created: number;
  updated: number;
  unchanged: number;
  withErrors: number;
}) =>
  `Preview: ${counts.created} to create, ${counts.updated} to update, ${counts.unchanged} unchanged${counts.withErrors > 0 ? `, ${counts.withErrors} with errors to fix` : ''}. Nothing was saved.`;

export const PRICE_TOO_HIGH = `Price must be at most ${PRICE_MAX}.`;
export const STOCK_TOO_HIGH = `Stock must be at most ${STOCK_MAX}.`;
export const PRICE_NOT_A_NUMBER = 'Price must be a number of dollars, such as 12.50.';
export const PRODUCT_CATEGORY_REQUIRED = 'Product category is required.';
export const CSV_NO_PRODUCTS =
  'The CSV file has no products: add a line per product under the header.';
export const csvHeaderRequired = (columns: readonly string[]) =>
  `The first line of the CSV file must name its columns: ${columns.join(',')}.`;
export const csvColumnMissing = (column: string) => `The CSV file needs a ${column} column.`;
export const csvColumnUnknown = (column: string, columns: readonly string[]) =>
  `The CSV file has a column "${column}" that is not one of: ${columns.join(', ')}.`;
export const csvColumnTwice = (column: string) => `The CSV file has two ${column} columns.`;
export const csvTooManyRows = (max: number) =>
  `A CSV file can hold at most ${max} products; split it into smaller files.`;
export const csvUnreadable = (line: number, reason: string) =>
  `Line ${line} of the CSV file cannot be read: ${reason}.`;
export const csvCellCount = (cells: number, columns: number) =>
  `This line has ${cells} cells; the header has ${columns}.`;
export const csvProductTwice = (line: number) => `This product is also on line ${line}.`;
export const csvNotBoolean = (column: string) => `${column} must be true or false.`;
export const csvTooLong = (label: string, max: number) =>
  `${label} must be at most ${max} characters.`;
export const csvTooManyImages = (max: number) => `A product can have at most ${max} images.`;
