import type { AdminOrderRow, AdminOrderStatus } from '@marketplace/contract/dispatch';
import { ORDER_SEARCH_HINT, ORDER_SEARCH_REFUSED } from '@marketplace/core/constants/messages';
import { parseOrderSearch } from '@marketplace/core/orders/order-search';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useViewportWidth } from '../../../hooks/use-viewport-width';
import { formatWindow, orderTypeLabel, shortOrderId } from '../../../lib/format-order';
import { paths } from '../../../lib/paths';
import { Button, ButtonLink } from '../../../ui/button';
import { DashboardSection } from '../../../ui/dashboard-shell';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ClipboardIcon, SearchIcon } from '../../../ui/icons';
import { LoadMore } from '../../../ui/load-more';
import { NewOrderSoundToggle, useChimeOnNewOrders } from '../../../ui/new-order-alerts';
import { PillButton, Pills } from '../../../ui/pills';
import { TableRowsSkeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { useAdminOrders } from '../api/get-admin-orders';
import { useDispatchSuggestions } from '../api/get-dispatch-suggestions';
import { lateWarning } from '../suggestion-text';
import { useLiveOrders } from '../use-live-orders';
import { adminOrderColumns } from './admin-order-table';
import { DispatchBoard } from './board/dispatch-board';
import { CustomerDetails } from './customer-details';
import { DriverCell } from './driver-cell';
import { OrderSummaryDialog } from './order-summary-dialog';
import styles from './orders-section.module.css';
import { SuggestedRuns } from './suggested-runs';
import suggestionStyles from './suggestions.module.css';

/** The filter pills, in the order an order moves; null is every open order (and today's). */
const FILTERS: readonly { status: AdminOrderStatus | null; label: string }[] = [
  { status: null, label: 'All open' },
  { status: 'unassigned', label: 'Unassigned' },
  { status: 'assigned', label: 'Assigned' },
  { status: 'picked_up', label: 'Picked up' },
  { status: 'ready_for_pickup', label: 'Ready for pickup' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'returning', label: 'Returning' },
  { status: 'returned', label: 'Returned' },
  { status: 'completed', label: 'Completed' },
  { status: 'cancelled', label: 'Cancelled' },
];

/** From this width (a tablet) the dispatch map shows above the table. */
export const BOARD_MIN_WIDTH = 768;

/**
 * The admin's Orders section (SPEC §2 /admindashboard/orders, docs/decisions/091): open orders
 * newest first, filtered by how the admin sees their status, with a driver assigned from each
 * delivery row, pickup orders made ready and completed, and the order summary and customer
 * details modals. Dispatch's suggestions (issue #34) are kept current here: suggested runs (in the
 * board's side column, or above the table on phones), and late ETAs on the rows.
 */
export function OrdersSection({ adminId }: { adminId: string }) {
  const [status, setStatus] = useState<AdminOrderStatus | null>(null);
  // By order number or phone (issue #30): sent once typing rests and it is something to find.
  const [typed, setTyped] = useState('');
  const searched = useDebouncedValue(typed.trim(), 300);
  const searchable = searched === '' || parseOrderSearch(searched) !== null;
  const orders = useAdminOrders({ status, ...(searched && searchable ? { q: searched } : {}) });
  const live = useLiveOrders();
  // On All open a new order is in the list already: nothing to point to (issue #30).
  const { newOrders, seen } = live;
  // Before the effect below marks them seen: a new order chimes on every filter (issue #36).
  useChimeOnNewOrders(newOrders);
  useEffect(() => {
    if (status === null && newOrders > 0) seen();
  }, [status, newOrders, seen]);
  // The map is for desktops and tablets; phones get the table alone (issue #33).
  const showBoard = useViewportWidth() >= BOARD_MIN_WIDTH;
  const [summaryOf, setSummaryOf] = useState<AdminOrderRow | null>(null);
  const suggestions = useDispatchSuggestions({ refresh: true });
  const { lateOf, bestIsLate } = useMemo(() => {
    const data = suggestions.data;
    return {
      lateOf: new Map(data?.late.map((late) => [late.orderId, late])),
      // Unassigned: even the best-placed driver would reach the door after its window.
      bestIsLate: new Set(
        data?.orders.filter((order) => order.suggestions[0]?.late).map((order) => order.orderId),
      ),
    };
  }, [suggestions.data]);
  const [customerOf, setCustomerOf] = useState<AdminOrderRow | null>(null);

  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const filterLabel = FILTERS.find((filter) => filter.status === status)?.label ?? 'All open';

  const columns: DataColumn<AdminOrderRow>[] = [
    adminOrderColumns.order,
    adminOrderColumns.placed,
    adminOrderColumns.store,
    {
      key: 'type',
      header: 'Type and window',
      cell: (order) => {
        const late = lateOf.get(order._id);
        return (
          <span className={styles.typeWindow}>
            <span>{orderTypeLabel(order.orderType)}</span>
            <span className={styles.window}>{formatWindow(order)}</span>
            {order.adminStatus === 'unassigned' && bestIsLate.has(order._id) && (
              <span>
                <span className={`${suggestionStyles.badge} ${suggestionStyles.lateBadge}`}>
                  late
                  <span className="visually-hidden"> even with the best-placed driver</span>
                </span>
              </span>
            )}
            {late && late.driverId === order.driverId && (
              <span className={suggestionStyles.lateWarning}>{lateWarning(late)}</span>
            )}
          </span>
        );
      },
    },
    adminOrderColumns.total,
    adminOrderColumns.status,
    {
      key: 'driver',
      // A delivery's driver, or a pickup's next step (Mark ready, Complete) (issue #30).
      header: 'Driver or pickup',
      cell: (order) => (
        <DriverCell order={order} adminId={adminId} orderLabel={shortOrderId(order._id)} />
      ),
    },
    {
      key: 'actions',
      header: 'Details',
      cell: (order) => (
        <span className={styles.actions}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Summary of order ${shortOrderId(order._id)}`}
            onClick={() => setSummaryOf(order)}
          >
            Summary
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Customer of order ${shortOrderId(order._id)}`}
            onClick={() => setCustomerOf(order)}
          >
            Customer
          </Button>
        </span>
      ),
    },
  ];

  return (
    <DashboardSection
      title="Orders"
      description="Open orders across every store, newest first. Assign a driver to each delivery."
      actions={
        <>
          <ButtonLink to={paths.adminDashboard.getHref('text-messages')} variant="secondary">
            Text messages
          </ButtonLink>
          <ButtonLink to={paths.adminDashboard.getHref('reconciliation')} variant="secondary">
            Reconciliation
          </ButtonLink>
        </>
      }
    >
      <div className={styles.section}>
        {showBoard ? <DispatchBoard adminId={adminId} /> : <SuggestedRuns placement="stacked" />}
        <div role="status" className={styles.newOrders}>
          {live.newOrders > 0 && status !== null && (
            <Button
              size="sm"
              onClick={() => {
                live.seen();
                setStatus(null);
              }}
            >
              {`${live.newOrders} new ${live.newOrders === 1 ? 'order' : 'orders'}: show all open`}
            </Button>
          )}
        </div>
        <NewOrderSoundToggle />
        <TextField
          label="Search orders"
          type="search"
          placeholder="Order number or phone"
          prefix={<SearchIcon size={18} />}
          hint={ORDER_SEARCH_HINT}
          value={typed}
          maxLength={40}
          error={searchable ? undefined : ORDER_SEARCH_REFUSED}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Pills label="Filter orders by status" wrap>
          {FILTERS.map((filter) => (
            <PillButton
              key={filter.status ?? 'all'}
              pressed={filter.status === status}
              onClick={() => setStatus(filter.status)}
            >
              {filter.label}
            </PillButton>
          ))}
        </Pills>

        {orders.isPending ? (
          <TableRowsSkeleton label="Loading orders…" />
        ) : orders.isError && rows.length === 0 ? (
          <ErrorState
            headingLevel={3}
            title="We couldn’t load the orders"
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : (
          <>
            <DataTable
              caption={status ? `Orders: ${filterLabel}` : 'Orders'}
              columns={columns}
              rows={rows}
              rowKey={(order) => order._id}
              empty={
                <EmptyState
                  icon={<ClipboardIcon size={28} />}
                  headingLevel={3}
                  title={
                    searched
                      ? `No open or today's orders match ${searched}.`
                      : status
                        ? `No ${filterLabel.toLowerCase()} orders.`
                        : 'No open orders right now.'
                  }
                  description={
                    searched
                      ? 'Check the number, or look in Order History for older orders.'
                      : status
                        ? 'Try another status, or All open.'
                        : 'New orders appear here as soon as they are paid.'
                  }
                />
              }
            />
            <LoadMore
              pages={orders}
              label="Load more orders"
              errorTitle="We couldn’t load more orders"
            />
          </>
        )}
      </div>

      <OrderSummaryDialog order={summaryOf} onClose={() => setSummaryOf(null)} />

      <Dialog
        open={customerOf !== null}
        onClose={() => setCustomerOf(null)}
        title="Customer"
        description={customerOf ? `Order ${shortOrderId(customerOf._id)}` : undefined}
        width={480}
      >
        {customerOf && <CustomerDetails customerId={customerOf.buyerId ?? customerOf.userId} />}
      </Dialog>
    </DashboardSection>
  );
}
