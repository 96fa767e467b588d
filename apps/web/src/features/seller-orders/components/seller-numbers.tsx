import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { SELLER_PERIODS, type SellerPeriod } from '@marketplace/core/orders/seller-periods';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { PillButton, Pills } from '../../../ui/pills';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { exportSellerOrders, useSellerNumbers } from '../api/get-seller-numbers';
import styles from './seller-numbers.module.css';

const PERIOD_LABELS: Record<SellerPeriod, string> = {
  1: 'Today',
  7: 'Last 7 days',
  30: 'Last 30 days',
};

/**
 * The seller's numbers (issue #31): orders, sales and tips of their stores today, over 7 or 30
 * days, what sold most, and the period's orders as a CSV file.
 */
export function SellerNumbers() {
  const [days, setDays] = useState<SellerPeriod>(7);
  const numbers = useSellerNumbers(days);
  const [exporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      await exportSellerOrders(days);
    } catch (cause) {
      toast.error(errorMessage(cause, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className={styles.numbers}>
      <div className={styles.toolbar}>
        <Pills label="Period">
          {SELLER_PERIODS.map((period) => (
            <PillButton key={period} pressed={period === days} onClick={() => setDays(period)}>
              {PERIOD_LABELS[period]}
            </PillButton>
          ))}
        </Pills>
        <Button variant="secondary" size="sm" onClick={download} loading={exporting}>
          Export orders (CSV)
        </Button>
      </div>
      {numbers.isPending ? (
        <div className={styles.tiles} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your numbers…
          </span>
          <Skeleton shape="block" height={88} />
          <Skeleton shape="block" height={88} />
          <Skeleton shape="block" height={88} />
        </div>
      ) : numbers.isError ? (
        <ErrorState
          headingLevel={3}
          title="We couldn’t load your numbers"
          description={errorMessage(numbers.error, 'Please try again.')}
          onRetry={() => void numbers.refetch()}
          retrying={numbers.isFetching}
        />
      ) : (
        <>
          <dl className={styles.tiles} aria-label={`${PERIOD_LABELS[days]}`}>
            <div className={styles.tile}>
              <dt>Orders</dt>
              <dd>{numbers.data.orders}</dd>
            </div>
            <div className={styles.tile}>
              <dt>Sales</dt>
              <dd>{formatUsd(dollarsToCents(numbers.data.sales))}</dd>
            </div>
            <div className={styles.tile}>
              <dt>Tips</dt>
              <dd>{formatUsd(dollarsToCents(numbers.data.tips))}</dd>
            </div>
          </dl>
          <section aria-labelledby="top-products" className={styles.top}>
            <h3 id="top-products" className={styles.heading}>
              Sold most
            </h3>
            {numbers.data.topProducts.length === 0 ? (
              <p className={styles.muted}>Nothing sold yet in this period.</p>
            ) : (
              <ol className={styles.list}>
                {numbers.data.topProducts.map((product) => (
                  <li key={product.name}>
                    <span>{product.name}</span>
                    <span className={styles.quantity}>{product.quantity} sold</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <p className={styles.muted}>
            Sales are the items’ prices before tax, tips and fees; cancelled orders are not counted.
            Tips go 100% to your store.
          </p>
        </>
      )}
    </div>
  );
}
