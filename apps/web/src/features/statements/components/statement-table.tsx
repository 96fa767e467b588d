import type { Statement, StatementTotal } from '@marketplace/contract/statements';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import styles from './statements.module.css';

/** One line of the table: a store's, or the total under them. */
type Line = StatementTotal & { key: string; name: string };

const COLUMNS: readonly DataColumn<Line>[] = [
  {
    key: 'store',
    header: 'Store',
    hideLabelOnPhone: true,
    cell: (line) => <span className={styles.store}>{line.name}</span>,
  },
  { key: 'orders', header: 'Orders', align: 'end', cell: (line) => line.orders },
  {
    key: 'gross',
    header: 'Gross sales',
    align: 'end',
    cell: (line) => formatUsd(line.grossSalesCents),
  },
  {
    key: 'refunds',
    header: 'Refunds',
    align: 'end',
    cell: (line) => formatUsd(line.refundsCents),
  },
  {
    key: 'tips',
    header: 'Seller tips',
    align: 'end',
    cell: (line) => formatUsd(line.sellerTipsCents),
  },
  {
    key: 'net',
    header: 'Net',
    align: 'end',
    cell: (line) => (
      <strong className={line.netCents < 0 ? styles.negative : undefined}>
        {formatUsd(line.netCents)}
      </strong>
    ),
  },
];

/**
 * A statement as a table (issue #35): one line per store with sales in the period, by name, and
 * their total. On a phone each store is a card, the total the last one.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const lines: Line[] = statement.stores.map((store) => ({
    ...store,
    key: store.storeId,
    name: store.storeName ?? 'A store since deleted',
  }));
  return (
    <DataTable
      caption={`Statement from ${statement.from} to ${statement.to}`}
      columns={COLUMNS}
      rows={lines}
      rowKey={(line) => line.key}
      footer={{ ...statement.total, key: 'total', name: 'Total' }}
    />
  );
}
