import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export type DataColumn<Row> = {
  /** Stable key of the column. */
  key: string;
  /** The header; on phones also the label in front of each value. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Hidden from the phone card (the row's title already says it, or actions sit elsewhere). */
  hideLabelOnPhone?: boolean;
};

type DataTableProps<Row> = {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the table when there are no rows. */
  empty?: ReactNode;
  /** Marks a row (a pending change, a failed row). */
  rowTone?: (row: Row) => 'changed' | 'error' | 'muted' | undefined;
  /** A last row under the others, drawn with the same columns in the table's foot: a total. */
  footer?: Row;
};

/**
 * The one table of the dashboards: a real `<table>` from 768 px, and below it each row becomes a
 * card whose cells carry their column's name, so nothing scrolls sideways on a phone.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  rowTone,
  footer,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? styles.end : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const tone = rowTone?.(row);
            return (
              <tr key={rowKey(row)} className={tone ? styles[tone] : undefined}>
                <Cells columns={columns} row={row} />
              </tr>
            );
          })}
        </tbody>
        {footer !== undefined && (
          <tfoot className={styles.footer}>
            <tr>
              <Cells columns={columns} row={footer} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function Cells<Row>({ columns, row }: { columns: readonly DataColumn<Row>[]; row: Row }) {
  return columns.map((column) => (
    <td
      key={column.key}
      data-label={column.hideLabelOnPhone ? undefined : headerText(column.header)}
      className={column.align === 'end' ? styles.end : undefined}
    >
      {column.cell(row)}
    </td>
  ));
}

function headerText(header: ReactNode): string | undefined {
  return typeof header === 'string' ? header : undefined;
}
