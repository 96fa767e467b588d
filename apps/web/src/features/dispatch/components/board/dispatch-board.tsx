import type { BoardOrder } from '@marketplace/contract/dispatch';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { isPositionStale } from '@marketplace/core/geo/driver-position';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useMapStyle } from '../../../../api/get-map-style';
import { useNow } from '../../../../hooks/use-now';
import { Button } from '../../../../ui/button';
import { ErrorState } from '../../../../ui/error-state';
import { OrderStatusBadge } from '../../../../ui/order-status-badge';
import { Select } from '../../../../ui/select';
import { Skeleton } from '../../../../ui/skeleton';
import { useAdminOrder } from '../../api/get-admin-order';
import { useDispatchBoard, useDriversOnShift } from '../../api/get-dispatch-board';
import { useDispatchSuggestions } from '../../api/get-dispatch-suggestions';
import {
  BOARD_COLOURS,
  filterBoardOrders,
  loadByDriver,
  orderFeatures,
  pairFeatures,
  storeFeatures,
  urgencyOf,
  windowSteps,
} from '../../board-view';
import { AssignDriverDialog } from '../assign-driver-dialog';
import { MoveRunDialog } from '../move-run-dialog';
import { OrderSummaryDialog } from '../order-summary-dialog';
import { SuggestedRuns } from '../suggested-runs';
import styles from './dispatch-board.module.css';
import { type ExceptionAction, ExceptionsList } from './exceptions-list';

// MapLibre is large: only a screen that shows the board loads it (issue #33).
const BoardMap = lazy(() => import('./board-map'));

const time = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIMEZONE,
});
const ANY = '';

const windowText = (order: BoardOrder) =>
  order.windowStart && order.windowEnd
    ? `${time.format(new Date(order.windowStart))} – ${time.format(new Date(order.windowEnd))}`
    : 'No window';

/** "updated 2 min ago", or that it is stale (issue #33: older than two minutes). */
function positionAge(at: string | null, now: number): string {
  if (at === null) return 'no position yet';
  if (isPositionStale(Date.parse(at), now))
    return `position stale since ${time.format(new Date(at))}`;
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  return seconds < 60 ? `updated ${seconds} s ago` : `updated ${Math.round(seconds / 60)} min ago`;
}

/**
 * The dispatch board (issue #33): a live map of every store, open delivery and driver on shift
 * beside the Orders table, filtered by window (quarter hours) and store, with the selected order's
 * pick-up and drop-off drawn as a pair and assigned from here as from the table. Its side column
 * holds what needs attention (late ETAs among it), the suggested runs and the drivers on shift,
 * each of whose run can be moved to another (issue #34). Phones get the table alone: this is only
 * rendered on wider screens.
 */
export function DispatchBoard({ adminId }: { adminId: string }) {
  const board = useDispatchBoard(true);
  const mapStyle = useMapStyle();
  const drivers = useDriversOnShift(true);
  const now = useNow(15_000).getTime();
  const [storeId, setStoreId] = useState<string>(ANY);
  const [startingBy, setStartingBy] = useState<string>(ANY);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // An order opened to assign it or to read its summary (from the map or the exceptions).
  const [opened, setOpened] = useState<ExceptionAction | null>(null);
  const openedOrder = useAdminOrder(opened?.orderId ?? null);
  const suggestions = useDispatchSuggestions();
  const [moving, setMoving] = useState<{ driverId: string; name: string } | null>(null);

  const data = board.data;
  const shown = useMemo(
    () =>
      filterBoardOrders(data?.orders ?? [], {
        storeId: storeId || null,
        startingBy: startingBy ? Number(startingBy) : null,
      }),
    [data, storeId, startingBy],
  );
  const load = useMemo(() => loadByDriver(data?.orders ?? []), [data]);
  const recipients = useMemo(
    () =>
      new Map(
        data?.orders.flatMap((order) =>
          order.recipient ? [[order._id, order.recipient] as const] : [],
        ),
      ),
    [data],
  );
  const selected = shown.find((order) => order._id === selectedId) ?? null;
  const onShift = (drivers.drivers ?? []).map((driver) => ({
    ...driver,
    load: load.get(driver.driverId) ?? 0,
  }));

  if (board.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title="We couldn’t load the dispatch map"
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  }

  const stores = data?.stores ?? [];
  const unplaced = stores.filter((store) => store.location === null).length;
  return (
    <section className={styles.board} aria-label="Dispatch board">
      <div className={styles.filters}>
        <Select
          label="Store"
          value={storeId}
          onChange={(event) => setStoreId(event.target.value)}
          options={[
            { value: ANY, label: 'Every store' },
            ...stores.map((store) => ({ value: store._id, label: store.name })),
          ]}
        />
        <Select
          label="Window starts by"
          value={startingBy}
          onChange={(event) => setStartingBy(event.target.value)}
          options={[
            { value: ANY, label: 'Any time' },
            ...windowSteps(now).map((step) => ({
              value: String(step.getTime()),
              label: time.format(step),
            })),
          ]}
        />
        <p className={styles.counts} role="status">
          {data
            ? `${shown.length} open ${shown.length === 1 ? 'delivery' : 'deliveries'} · ${onShift.length} ${onShift.length === 1 ? 'driver' : 'drivers'} on shift${data.truncated ? ' · showing the 1,000 soonest' : ''}`
            : 'Loading the map…'}
        </p>
      </div>
      <div className={styles.layout}>
        <div className={styles.mapFrame}>
          {data && mapStyle.data ? (
            <Suspense fallback={<Skeleton shape="block" height="100%" />}>
              <BoardMap
                styleUrl={mapStyle.data.styleUrl}
                stores={storeFeatures(stores)}
                orders={orderFeatures(shown, now)}
                pair={pairFeatures(selected)}
                drivers={onShift}
                now={now}
                onSelectOrder={setSelectedId}
              />
            </Suspense>
          ) : (
            <Skeleton shape="block" height="100%" />
          )}
        </div>
        <aside className={styles.side}>
          {selected && (
            <section className={styles.selected} aria-label="Selected order">
              <p className={styles.selectedTitle}>
                <strong>Order {shortOrderId(selected._id)}</strong>
                <OrderStatusBadge status={selected.adminStatus} view="admin" />
              </p>
              <p>
                {selected.storeName} → {selected.recipient || 'the buyer'}
              </p>
              <p>
                <span
                  className={styles.swatch}
                  style={{ background: BOARD_COLOURS[urgencyOf(selected, now)] }}
                />
                {windowText(selected)}
                {urgencyOf(selected, now) === 'late' && ' · window passed'}
              </p>
              {selected.driverName && <p>Driver: {selected.driverName}</p>}
              <div className={styles.selectedActions}>
                {(selected.adminStatus === 'unassigned' || selected.adminStatus === 'assigned') && (
                  <Button
                    size="sm"
                    loading={opened?.orderId === selected._id && openedOrder.isPending}
                    onClick={() => setOpened({ orderId: selected._id, open: 'assign' })}
                  >
                    {selected.driverId ? 'Reassign driver' : 'Assign driver'}
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => setSelectedId(null)}>
                  Close
                </Button>
              </div>
            </section>
          )}
          {/* The runs first: accepting one clears most of what needs attention below. */}
          <SuggestedRuns placement="side" recipients={recipients} />
          {data && (
            <ExceptionsList
              orders={data.orders}
              drivers={drivers.drivers ?? []}
              failedTexts={data.failedTexts}
              late={suggestions.data?.late ?? []}
              now={now}
              onAction={(action) => {
                setSelectedId(action.orderId);
                setOpened(action);
              }}
            />
          )}
          <h3 className={styles.sideTitle}>Drivers on shift</h3>
          {drivers.isPending ? (
            <Skeleton width="80%" />
          ) : onShift.length === 0 ? (
            <p className={styles.muted}>No drivers on shift right now.</p>
          ) : (
            <ul className={styles.drivers}>
              {onShift.map((driver) => (
                <li key={driver.driverId} data-driver-id={driver.driverId}>
                  <strong>{driver.name}</strong>
                  <span className={styles.muted}>
                    {driver.load === 0 ? 'Free' : `Carrying ${driver.load}`} ·{' '}
                    {positionAge(driver.at, now)}
                  </span>
                  {driver.load > 0 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className={styles.driverAction}
                      onClick={() => setMoving({ driverId: driver.driverId, name: driver.name })}
                    >
                      Move run… <span className="visually-hidden">of {driver.name}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3 className={styles.sideTitle}>Key</h3>
          <ul className={styles.key}>
            <li>
              <span className={styles.swatch} style={{ background: BOARD_COLOURS.late }} />
              Window passed
            </li>
            <li>
              <span className={styles.swatch} style={{ background: BOARD_COLOURS.soon }} />
              Window closes within 30 min
            </li>
            <li>
              <span className={styles.swatch} style={{ background: BOARD_COLOURS.later }} />
              Later
            </li>
            <li>
              <span className={styles.swatch} style={{ background: BOARD_COLOURS.store }} />
              Store
            </li>
            <li className={styles.muted}>
              Filled: unassigned · ring: assigned · halo: approximate
            </li>
            {unplaced > 0 && (
              <li className={styles.muted}>
                {`${unplaced} ${unplaced === 1 ? 'store has' : 'stores have'} no place yet`}
              </li>
            )}
          </ul>
        </aside>
      </div>
      {opened?.open === 'assign' && openedOrder.data && (
        <AssignDriverDialog
          order={openedOrder.data}
          open
          adminId={adminId}
          onClose={() => setOpened(null)}
        />
      )}
      <OrderSummaryDialog
        order={opened?.open === 'summary' ? (openedOrder.data ?? null) : null}
        onClose={() => setOpened(null)}
      />
      <MoveRunDialog driver={moving} onShift={drivers.drivers} onClose={() => setMoving(null)} />
    </section>
  );
}
