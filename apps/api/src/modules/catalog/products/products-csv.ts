import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { formatDollars, toCsv, unprotectCell } from '../../../csv.js';
import { AppError } from '../../../errors.js';
import {
  CSV_NO_PRODUCTS,
  csvColumnMissing,
  csvColumnTwice,
  csvColumnUnknown,
  csvHeaderRequired,
  csvTooManyRows,
  csvUnreadable,
} from './messages.js';
import type { ManagedProductRow } from './product-records.js';

/**
 * A store's products as a CSV file: what export writes and import reads (docs/decisions/080).
 * Customizations are not in it: an import keeps a product's, and creates products without.
 */

export const CSV_COLUMNS = [
  'id',
  'productCategory',
  'name',
  'description',
  'price',
  'stock',
  'isHidden',
  'needsAgeVerification',
  'isTaxable',
  'images',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** An import may leave the other columns out: ids (every row new), descriptions, flags, images. */
const REQUIRED_COLUMNS = ['productCategory', 'name', 'price', 'stock'] as const;
export const IMPORT_ROWS_MAX = 2000;
export const IMAGE_SEPARATOR = ' | ';

/** The CSV file of these products, with a byte order mark so spreadsheets read it as UTF-8. */
export function productsToCsv(
  products: readonly (ManagedProductRow & { categoryName: string | null })[],
): string {
  const records = products.map((product) => [
    product.id,
    product.categoryName ?? '',
    product.name,
    product.description,
    formatDollars(product.priceCents),
    String(product.stock),
    String(product.isHidden),
    String(product.needsAgeVerification),
    String(product.isTaxable),
    product.images.join(IMAGE_SEPARATOR),
  ]);
  return toCsv(CSV_COLUMNS, records);
}

/** A data line of an import: its line in the file (header = 1) and its cells by column. */
export type CsvLine = {
  line: number;
  cells: Partial<Record<CsvColumn, string>>;
  /** How many cells the line has, when not as many as the header has columns. */
  cellCount: number | null;
};

export type ProductsCsv = { columns: CsvColumn[]; lines: CsvLine[] };

/**
 * Reads an import's text: a header naming the columns (any order, any case), then a product per
 * line; blank lines are skipped. A file that cannot be read as such is a 400 that says why.
 */
export async function readProductsCsv(csv: string): Promise<ProductsCsv> {
  const records = await parseRecords(csv, IMPORT_ROWS_MAX + 1);
  const [header, ...data] = records;
  if (!header) throw invalid(csvHeaderRequired(CSV_COLUMNS));
  const columns = header.cells.map((cell) => {
    const column = CSV_COLUMNS.find((name) => name.toLowerCase() === cell.toLowerCase());
    if (!column) {
      throw invalid(
        cell === '' ? csvHeaderRequired(CSV_COLUMNS) : csvColumnUnknown(cell, CSV_COLUMNS),
      );
    }
    return column;
  });
  for (const [index, column] of columns.entries()) {
    if (columns.indexOf(column) !== index) throw invalid(csvColumnTwice(column));
  }
  const missing = REQUIRED_COLUMNS.find((column) => !columns.includes(column));
  if (missing) throw invalid(csvColumnMissing(missing));
  if (data.length === 0) throw invalid(CSV_NO_PRODUCTS);
  if (data.length > IMPORT_ROWS_MAX) throw invalid(csvTooManyRows(IMPORT_ROWS_MAX));
  return {
    columns,
    lines: data.map(({ line, cells }) => ({
      line,
      cells: Object.fromEntries(
        columns.map((column, index) => {
          const cell = cells[index] ?? '';
          // Ids as the database writes them, whatever case a spreadsheet gave them.
          return [column, column === 'id' ? cell.toLowerCase() : cell];
        }),
      ),
      cellCount: cells.length === columns.length ? null : cells.length,
    })),
  };
}

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

type Parsed = { record: string[]; raw: string; info: { lines: number } };

/** A piece of the file the parser is given at a time. */
const CHUNK_BYTES = 1024;
/**
 * How long the parser runs before the process answers others again. Bounded by time, not bytes:
 * the parser's slowest input is a line of the wrong length (it builds an error object for each,
 * some 20 µs), and ",\n" lines cost a hundred times what product lines do.
 */
const TURN_MS = 10;

/**
 * Every non-blank record with the line it starts on, its cells trimmed and unprotected: at most
 * one more than `max`, since reading stops there. The file is parsed a chunk at a time, with a
 * turn of the event loop every TURN_MS, so a large file never holds the instance for long.
 */
async function parseRecords(
  csv: string,
  max: number,
): Promise<{ line: number; cells: string[] }[]> {
  // One kind of line end, so line numbers count as an editor shows them. Bytes, so a chunk may
  // end inside a character and the parser still reads it whole.
  const bytes = Buffer.from(csv.replace(/\r\n?/g, '\n'));
  const parser = parse({
    bom: true,
    info: true,
    raw: true,
    trim: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  });
  const parsed: Parsed[] = [];
  let failure: unknown;
  parser.on('data', (record: Parsed) => parsed.push(record));
  // The first error is the one that says why; writes after it fail as well.
  parser.on('error', (error) => {
    failure ??= error;
  });
  const ended = new Promise<void>((resolve) => parser.once('close', resolve));
  let turnStarted = performance.now();
  const reading = (at: number) =>
    at < bytes.length && !failure && !parser.destroyed && parsed.length <= max;
  for (let at = 0; reading(at); at += CHUNK_BYTES) {
    parser.write(bytes.subarray(at, at + CHUNK_BYTES));
    if (performance.now() - turnStarted >= TURN_MS) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
  if (failure || parsed.length > max) parser.destroy();
  else parser.end();
  await ended;
  if (failure instanceof CsvError) {
    throw invalid(
      csvUnreadable(Number(failure.lines) || 1, UNREADABLE[failure.code] ?? 'it is not valid CSV'),
    );
  }
  if (failure) throw failure;
  return parsed.slice(0, max + 1).map(({ record, raw, info }) => {
    // `lines` is where the record ends; a quoted cell may hold line breaks, and the raw text
    // starts with the blank lines skipped before it.
    const own = raw.replace(/^(?:[ \t]*\n)+/, '').replace(/\n$/, '');
    const breaks = own.split('\n').length - 1;
    return { line: info.lines - breaks, cells: record.map(unprotectCell) };
  });
}

const UNREADABLE: Partial<Record<CsvError['code'], string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted cell must be doubled ("")',
  INVALID_OPENING_QUOTE: 'a cell with a quote in it must be quoted, its quotes doubled',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows the closing quote of a cell',
};
