import type { StatementQuery } from '@marketplace/contract/statements';
import type { Actor } from '../../../access.js';
import { formatDollars, toCsv } from '../../../csv.js';
import type { Executor } from '../../../db/client.js';
import { readStatement } from './read-statement.js';

export const STATEMENT_CSV_COLUMNS = [
  'storeName',
  'storeId',
  'orders',
  'grossSales',
  'refunds',
  'sellerTips',
  'net',
] as const;

/**
 * GET /api/statements.csv (issue #35, docs/decisions/141): the statement the same query reads, as
 * a CSV file: a line per store, money in dollars, and a Total line, for the books.
 */
export async function exportStatement(
  deps: { db: Executor },
  input: StatementQuery & { actor: Actor | null },
): Promise<{ fileName: string; csv: string }> {
  const statement = await readStatement(deps, input);
  const sums = (row: typeof statement.total) => [
    String(row.orders),
    formatDollars(row.grossSalesCents),
    formatDollars(row.refundsCents),
    formatDollars(row.sellerTipsCents),
    formatDollars(row.netCents),
  ];
  const records = [
    ...statement.stores.map((store) => [store.storeName ?? '', store.storeId, ...sums(store)]),
    ['Total', '', ...sums(statement.total)],
  ];
  return {
    fileName: `statement-${statement.from}-to-${statement.to}.csv`,
    csv: toCsv(STATEMENT_CSV_COLUMNS, records),
  };
}
