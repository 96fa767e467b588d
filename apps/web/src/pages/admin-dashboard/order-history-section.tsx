import { ADMIN_ORDER_STATUSES, type AdminOrderRow } from '@marketplace/contract/dispatch';
import type { OrderHistoryFilters } from '@marketplace/contract/order-history';
import { ORDER_HISTORY_DATES_REVERSED } from '@marketplace/core/constants/messages';
import { ORDER_TYPES } from '@marketplace/core/constants/order-types';
import { ORDER_STATUS_WORDS } from '@marketplace/core/orders/order-lifecycle';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, mutationErrorMessage } from '../../api/client';
import { adminOrderColumns } from '../../features/dispatch/components/admin-order-table';
import { OrderSummaryDialog } from '../../features/dispatch/components/order-summary-dialog';
import { useExportOrderHistory } from '../../features/order-history/api/export-order-history';
import { useOrderHistory } from '../../features/order-history/api/get-order-history';
import { DailyTotalsPanel } from '../../features/order-history/components/daily-totals-panel';
import { useStoreChoices } from '../../features/store-management/api/get-managed-stores';
import { orderTypeLabel, shortOrderId } from '../../lib/format-order';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/button';
import { DashboardSection } from '../../ui/dashboard-shell';
import { type DataColumn, DataTable } from '../../ui/data-table';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { HistoryIcon } from '../../ui/icons';
import { LoadMore } from '../../ui/load-more';
import { Select, type SelectOption } from '../../ui/select';
import { TableRowsSkeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import styles from './order-history-section.module.css';

/** SPEC §8, verbatim. */
export const ORDER_HISTORY_FAILED = 'Failed to load order history';

const STATUS_OPTIONS: SelectOption[] = [
  { value: '', label: 'All statuses' },
  ...ADMIN_ORDER_STATUSES.map((status) => {
    const words = status === 'unassigned' ? 'unassigned' : ORDER_STATUS_WORDS[status];
    return { value: status, label: words.charAt(0).toUpperCase() + words.slice(1) };
  }),
];

const TYPE_OPTIONS: SelectOption[] = [
  { value: '', label: 'All types' },
  ...ORDER_TYPES.map((type) => ({ value: type, label: orderTypeLabel(type) })),
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['status', 'storeId', 'orderType', 'from', 'to'] as const;

/** The filters the URL holds (so a refresh or a shared link keeps them); a bad value is ignored. */
function filtersFrom(params: URLSearchParams): OrderHistoryFilters {
  const status = params.get('status');
  const orderType = params.get('orderType');
  const storeId = params.get('storeId');
  const from = params.get('from');
  const to = params.get('to');
  return {
    ...(ADMIN_ORDER_STATUSES.find((each) => each === status) ? { status: status as never } : {}),
    ...(ORDER_TYPES.find((each) => each === orderType) ? { orderType: orderType as never } : {}),
    ...(storeId && storeId.length <= 64 ? { storeId } : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
  };
}

/**
 * The admin's Order History (SPEC §2 /admindashboard/order-history, docs/decisions/093): every
 * order of every status and day, filtered by status, store, type and days, newest first, a page
 * at a time; the filtered list as CSV; and the last 30 days of orders and sales as a chart.
 */
export function OrderHistorySection() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  // Days the wrong way round are said at the field, and nothing is asked (issue #30).
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const history = useOrderHistory(filters, { enabled: !reversed });
  const stores = useStoreChoices();
  const exporter = useExportOrderHistory();
  const [summaryOf, setSummaryOf] = useState<AdminOrderRow | null>(null);

  const rows = history.data?.pages.flatMap((page) => page.orders) ?? [];
  const storeList = stores.data ?? [];
  const storeName = storeList.find((store) => store._id === filters.storeId)?.name ?? null;
  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const storeOptions: SelectOption[] = [
    { value: '', label: 'All stores' },
    ...storeList.map((store) => ({ value: store._id, label: store.name })),
    // A store from the URL that the list does not (yet) hold still reads as chosen.
    ...(filters.storeId && !storeName ? [{ value: filters.storeId, label: 'This store' }] : []),
  ];

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };
  const clearFilters = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of FILTER_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  const columns: DataColumn<AdminOrderRow>[] = [
    adminOrderColumns.order,
    adminOrderColumns.placed,
    adminOrderColumns.store,
    { key: 'type', header: 'Type', cell: (order) => orderTypeLabel(order.orderType) },
    adminOrderColumns.status,
    adminOrderColumns.total,
    {
      key: 'actions',
      header: 'Details',
      hideLabelOnPhone: true,
      cell: (order) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Summary of order ${shortOrderId(order._id)}`}
          onClick={() => setSummaryOf(order)}
        >
          Summary
        </Button>
      ),
    },
  ];

  return (
    <DashboardSection
      title="Order History"
      description="Every order across the marketplace, newest first. Days are Pasadena time."
      actions={
        <div className={styles.actions}>
          <ButtonLink variant="ghost" to={paths.adminDashboard.getHref('statements')}>
            Statements
          </ButtonLink>
          <Button
            variant="secondary"
            onClick={() => exporter.mutate(filters)}
            loading={exporter.isPending}
          >
            Export CSV
          </Button>
        </div>
      }
    >
      <div className={styles.section}>
        {exporter.isError && (
          <p role="alert" className={styles.exportError}>
            {mutationErrorMessage(exporter.error)}
          </p>
        )}

        <fieldset className={styles.filters}>
          <legend className="visually-hidden">Filter the order history</legend>
          <Select
            label="Status"
            options={STATUS_OPTIONS}
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          />
          <Select
            label="Store"
            options={storeOptions}
            value={filters.storeId ?? ''}
            onChange={(event) => setFilter('storeId', event.target.value)}
          />
          <Select
            label="Type"
            options={TYPE_OPTIONS}
            value={filters.orderType ?? ''}
            onChange={(event) => setFilter('orderType', event.target.value)}
          />
          <TextField
            label="From"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => setFilter('from', event.target.value)}
          />
          <TextField
            label="To"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            error={reversed ? ORDER_HISTORY_DATES_REVERSED : undefined}
            onChange={(event) => setFilter('to', event.target.value)}
          />
          <Button
            variant="ghost"
            className={styles.clear}
            onClick={clearFilters}
            disabled={!filtered}
          >
            Clear filters
          </Button>
        </fieldset>

        <DailyTotalsPanel storeId={filters.storeId ?? null} storeName={storeName} />

        {reversed ? null : history.isPending ? (
          <TableRowsSkeleton label="Loading the order history…" />
        ) : history.isError && rows.length === 0 ? (
          <ErrorState
            headingLevel={3}
            title={ORDER_HISTORY_FAILED}
            description={errorMessage(history.error, 'Please try again.')}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : (
          <>
            <DataTable
              caption="Order history"
              columns={columns}
              rows={rows}
              rowKey={(order) => order._id}
              empty={
                <EmptyState
                  icon={<HistoryIcon size={28} />}
                  headingLevel={3}
                  title={filtered ? 'No orders match these filters.' : 'No orders yet.'}
                  description={
                    filtered
                      ? 'Try other filters, or clear them to see every order.'
                      : 'Every paid order will be listed here.'
                  }
                  action={
                    filtered ? (
                      <Button variant="secondary" onClick={clearFilters}>
                        Clear filters
                      </Button>
                    ) : undefined
                  }
                />
              }
            />
            <LoadMore pages={history} label="Load more orders" errorTitle={ORDER_HISTORY_FAILED} />
          </>
        )}
      </div>

      <OrderSummaryDialog order={summaryOf} onClose={() => setSummaryOf(null)} />
    </DashboardSection>
  );
}
