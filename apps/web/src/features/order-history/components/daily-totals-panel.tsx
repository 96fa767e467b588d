import type { DailyOrderTotal } from '@marketplace/contract/order-history';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { lazy, Suspense, useId } from 'react';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useDailyTotals } from '../api/get-daily-totals';
import styles from './daily-totals.module.css';
import { dayLabel, dollars } from './day-label';

const DailyChart = lazy(() =>
  import('./daily-chart').then((module) => ({ default: module.DailyChart })),
);

/** 'Last 30 days: 42 orders, $1,234.50 in sales' (at one store: '… at Corner Café'). */
export function dailySummary(days: readonly DailyOrderTotal[], storeName: string | null): string {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const cents = days.reduce((sum, day) => sum + dollarsToCents(day.sales), 0);
  const where = storeName ? ` at ${storeName}` : '';
  return `Last ${days.length} days${where}: ${orders} ${orders === 1 ? 'order' : 'orders'}, ${formatUsd(cents)} in sales`;
}

/**
 * The last 30 days of orders and sales (docs/decisions/093), for one store or all: a sentence, a
 * chart, and the numbers in a table for anyone who would rather read them.
 */
export function DailyTotalsPanel({
  storeId,
  storeName,
}: {
  storeId: string | null;
  storeName: string | null;
}) {
  const totals = useDailyTotals(storeId);
  const headingId = useId();
  const days = totals.data?.days ?? [];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        Orders and sales per day
      </h3>
      {totals.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          <span className="visually-hidden" role="status">
            Loading the last 30 days…
          </span>
          <Skeleton shape="block" height="100%" />
        </div>
      ) : totals.isError ? (
        <ErrorState
          compact
          headingLevel={3}
          title="We couldn’t load the last 30 days"
          onRetry={() => void totals.refetch()}
          retrying={totals.isFetching}
        />
      ) : (
        <>
          <p className={styles.summary}>
            {dailySummary(days, storeName)}
            <span className={styles.note}> (cancelled orders not counted)</span>
          </p>
          <Suspense fallback={<Skeleton shape="block" className={styles.chart} />}>
            <DailyChart days={days} />
          </Suspense>
          <details className={styles.numbers}>
            <summary>Show the numbers</summary>
            <table className={styles.table}>
              <caption className="visually-hidden">Orders and sales per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className={styles.end}>
                    Orders
                  </th>
                  <th scope="col" className={styles.end}>
                    Sales
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">
                      <time dateTime={day.date}>{dayLabel(day.date)}</time>
                    </th>
                    <td className={styles.end}>{day.orders}</td>
                    <td className={styles.end}>{dollars(day.sales)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
