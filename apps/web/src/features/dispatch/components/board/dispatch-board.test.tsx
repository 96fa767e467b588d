import type { BoardOrder, DispatchBoard, Driver } from '@marketplace/contract/dispatch';
import type { DispatchSuggestions } from '@marketplace/contract/runs';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminOrder } from '../../../../testing/build-order';
import { storeSession } from '../../../../testing/factories';
import { mockApi, sentBodies } from '../../../../testing/fetch-mock';
import { renderApp } from '../../../../testing/render-app';
import type { DriverOnShift } from '../../api/get-dispatch-board';
import { lateWarning } from '../../suggestion-text';
import type { BoardMapProps } from './board-map';

// jsdom has no WebGL: the MapLibre canvas is replaced by what it is handed, as lists, so these
// tests read what the map would draw. The real map runs in e2e (dispatch-map.spec.ts).
vi.mock('./board-map', () => ({
  default: (props: BoardMapProps) => (
    <div>
      <ul aria-label="Drawn orders">
        {props.orders.features.map((feature) => (
          <li key={String(feature.properties?.orderId)}>
            <button type="button" onClick={() => props.onSelectOrder(feature.properties?.orderId)}>
              {`Order ${feature.properties?.orderId} ${feature.properties?.colour}`}
            </button>
          </li>
        ))}
      </ul>
      <ul aria-label="Drawn drivers">
        {props.drivers.map((driver) => (
          <li
            key={driver.driverId}
          >{`${driver.name} at ${driver.latitude}, ${driver.longitude}`}</li>
        ))}
      </ul>
      <p>{`Pair: ${props.pair.features.length}`}</p>
    </div>
  ),
}));

const ORDERS = '/admindashboard/orders';
const ids = {
  later: 'bbbbbbb2-0000-4000-8000-000000000002',
  late: 'ccccccc3-0000-4000-8000-000000000003',
  carried: 'ddddddd4-0000-4000-8000-000000000004',
  returned: 'eeeeeee5-0000-4000-8000-000000000005',
};
const now = Date.now();
const iso = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const admin = buildAdminOrder({ deliveryWindowStart: iso(-5), deliveryWindowEnd: iso(25) });

function boardOrder(overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    _id: admin._id,
    storeId: 'store-1',
    storeName: 'Holly Street Coffee',
    adminStatus: 'unassigned',
    orderType: 'delivery',
    windowStart: iso(-5),
    windowEnd: iso(25),
    driverId: null,
    driverName: null,
    recipient: 'Maya Alvarez',
    pickUp: { latitude: 34.1459, longitude: -118.1503, precision: 'address' },
    dropOff: { latitude: 34.1562, longitude: -118.1226, precision: 'address' },
    ...overrides,
  };
}

const BOARD: DispatchBoard = {
  stores: [
    {
      _id: 'store-1',
      name: 'Holly Street Coffee',
      category: 'Coffee Shops',
      location: { latitude: 34.1459, longitude: -118.1503, precision: 'address' },
    },
    { _id: 'store-2', name: 'Lake Avenue Tacos', category: 'Restaurants', location: null },
  ],
  orders: [
    boardOrder(),
    boardOrder({
      _id: ids.late,
      storeId: 'store-2',
      storeName: 'Lake Avenue Tacos',
      adminStatus: 'assigned',
      windowStart: iso(-60),
      windowEnd: iso(-5),
      driverId: 'driver-rosa',
      driverName: 'Rosa Quintero',
    }),
    boardOrder({ _id: ids.later, windowStart: iso(90), windowEnd: iso(120) }),
  ],
  truncated: false,
  failedTexts: 0,
};

const ROSA: DriverOnShift = {
  driverId: 'driver-rosa',
  name: 'Rosa Quintero',
  onShift: true,
  startedAt: iso(-120),
  latitude: 34.14,
  longitude: -118.13,
  accuracyMeters: 10,
  at: iso(0),
  phone: '+16265550177',
};
const SAM: DriverOnShift = { ...ROSA, driverId: 'driver-sam', name: 'Sam Lee', at: iso(-5) };

const DRIVERS: Driver[] = [
  {
    _id: 'user-sam',
    driverId: 'driver-sam',
    firstName: 'Sam',
    lastName: 'Lee',
    phone: '+16265550199',
    openOrders: 0,
  } as Driver,
];

const NO_SUGGESTIONS: DispatchSuggestions = { computedAt: iso(0), orders: [], runs: [], late: [] };

function boardApi(
  stream = 'retry: 60000\n\n',
  board: DispatchBoard = BOARD,
  suggestions: DispatchSuggestions = NO_SUGGESTIONS,
) {
  return mockApi({
    'GET /api/dispatch/suggestions': { body: suggestions },
    'GET /api/orders': { body: { orders: [admin], nextBefore: null } },
    'GET /api/orders/stream': { events: 'retry: 60000\n\n' },
    'GET /api/dispatch/board': { body: board },
    'GET /api/map-style': { body: { styleUrl: null } },
    'GET /api/dispatch/drivers-on-shift': { body: [ROSA, SAM] },
    'GET /api/dispatch/driver-positions/stream': () => ({ events: stream }),
    [`GET /api/orders/${admin._id}`]: { body: admin },
    'GET /api/drivers': { body: { drivers: DRIVERS, total: 1, nextAfter: null } },
    'POST /api/admin/assign-instructions': {
      body: { success: true, order: { ...admin, driverId: 'driver-sam', adminStatus: 'assigned' } },
    },
    'POST /api/dispatch/drivers/driver-rosa/move-run': {
      body: {
        message: '1 order moved to Sam Lee.',
        orders: [
          buildAdminOrder({
            _id: ids.late,
            orderStatus: 'assigned',
            driverId: 'driver-sam',
            driverName: 'Sam Lee',
          }),
        ],
        kept: 0,
      },
    },
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  storeSession({ role: 'admin', adminId: 'admin-1' });
});

describe('the dispatch board (issue #33)', () => {
  it('lists what needs attention, most urgent first, each with the action that resolves it', async () => {
    boardApi('retry: 60000\n\n', {
      ...BOARD,
      orders: [
        ...BOARD.orders,
        boardOrder({
          _id: ids.carried,
          adminStatus: 'picked_up',
          driverId: 'driver-sam',
          driverName: 'Sam Lee',
          windowStart: iso(0),
          windowEnd: iso(30),
        }),
        boardOrder({ _id: ids.returned, adminStatus: 'returned', driverId: 'driver-rosa' }),
      ],
      failedTexts: 2,
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const board = await screen.findByRole('region', { name: 'Dispatch board' });
    // The list waits for the board's data, the first time with the lazy map's import.
    const attention = await within(board).findByRole(
      'region',
      { name: 'Needs attention' },
      { timeout: 5_000 },
    );
    const items = await within(attention).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      `Order ${shortOrderId(ids.late)} · Lake Avenue Tacos: window ended 5 min ago (assigned)`,
      `Order ${shortOrderId(admin._id)} · Holly Street Coffee: window has started, no driver`,
      'Sam Lee’s position is stale while carrying an order',
      `Order ${shortOrderId(ids.returned)} · Holly Street Coffee was returned to the store: cancel it to refund the buyer`,
      '2 texts failed to send in the last 24 hours',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Reassign driver' })).toBeVisible();
    expect(within(items[2]!).getByRole('link', { name: 'Call Sam' })).toHaveAttribute(
      'href',
      'tel:+16265550177',
    );
    expect(within(items[4]!).getByRole('link', { name: 'Text messages' })).toHaveAttribute(
      'href',
      '/admindashboard/text-messages',
    );
    await user.click(within(items[1]!).getByRole('button', { name: 'Assign driver' }));
    expect(
      await screen.findByRole('dialog', { name: `Assign order ${shortOrderId(admin._id)}` }),
    ).toBeVisible();
  });

  it('draws the open deliveries by urgency and lists drivers on shift, free or carrying, stale after two minutes', async () => {
    boardApi();
    renderApp(ORDERS);
    const board = await screen.findByRole('region', { name: 'Dispatch board' });
    expect(await within(board).findByText('3 open deliveries · 2 drivers on shift')).toBeVisible();
    const drawn = await within(board).findByRole('list', { name: 'Drawn orders' });
    expect(within(drawn).getByRole('button', { name: `Order ${admin._id} #ef6c00` })).toBeVisible();
    expect(within(drawn).getByRole('button', { name: `Order ${ids.late} #c62828` })).toBeVisible();
    expect(within(drawn).getByRole('button', { name: `Order ${ids.later} #1565c0` })).toBeVisible();
    const rosa = within(board).getByText('Rosa Quintero').closest('li')!;
    expect(rosa).toHaveTextContent(/Carrying 1 · updated \d+ s ago/);
    const sam = within(board).getByText('Sam Lee').closest('li')!;
    expect(sam).toHaveTextContent(/Free · position stale since/);
    expect(within(board).getByText('1 store has no place yet')).toBeVisible();
  });

  it('filters by store and by window, in quarter hours', async () => {
    boardApi();
    const user = userEvent.setup();
    renderApp(ORDERS);
    const board = await screen.findByRole('region', { name: 'Dispatch board' });
    await within(board).findByText('3 open deliveries · 2 drivers on shift');
    await user.selectOptions(within(board).getByLabelText('Store'), 'Lake Avenue Tacos');
    expect(within(board).getByText('1 open delivery · 2 drivers on shift')).toBeVisible();
    expect(within(board).queryByRole('button', { name: new RegExp(admin._id) })).toBeNull();
    await user.selectOptions(within(board).getByLabelText('Store'), 'Every store');
    const windows = within(board).getByLabelText('Window starts by') as HTMLSelectElement;
    // Any time, then quarter hours.
    const steps = [...windows.options].slice(1).map((option) => Number(option.value));
    expect(steps[0]! % (15 * 60_000)).toBe(0);
    expect(steps[1]! - steps[0]!).toBe(15 * 60_000);
    await user.selectOptions(windows, String(steps[0]));
    // Windows that started already are kept; the one starting in an hour and a half is not.
    expect(within(board).getByText('2 open deliveries · 2 drivers on shift')).toBeVisible();
    expect(within(board).queryByRole('button', { name: new RegExp(ids.later) })).toBeNull();
    expect(within(board).getByRole('button', { name: new RegExp(`${ids.late} `) })).toBeVisible();
  });

  it('moves a driver as their position arrives, and drops one whose shift ended', async () => {
    const moved = { ...ROSA, latitude: 34.15, longitude: -118.12, at: iso(0) };
    const ended = { ...SAM, onShift: false, latitude: null, longitude: null, at: null };
    boardApi(
      `retry: 60000\n\nevent: driver_position\ndata: ${JSON.stringify(moved)}\n\nevent: driver_position\ndata: ${JSON.stringify(ended)}\n\n`,
    );
    renderApp(ORDERS);
    const drawn = await screen.findByRole('list', { name: 'Drawn drivers' });
    await waitFor(() =>
      expect(
        within(drawn)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Rosa Quintero at 34.15, -118.12']),
    );
  });

  it('selects an order on the map, draws its pick-up and drop-off, and assigns it from there', async () => {
    const fetchMock = boardApi();
    const user = userEvent.setup();
    renderApp(ORDERS);
    const board = await screen.findByRole('region', { name: 'Dispatch board' });
    expect(await within(board).findByText('Pair: 0')).toBeInTheDocument();
    await user.click(within(board).getByRole('button', { name: new RegExp(admin._id) }));
    const selected = within(board).getByLabelText('Selected order');
    expect(selected).toHaveTextContent(`Order ${shortOrderId(admin._id)}`);
    expect(selected).toHaveTextContent('Holly Street Coffee → Maya Alvarez');
    expect(within(board).getByText('Pair: 1')).toBeInTheDocument();

    await user.click(within(selected).getByRole('button', { name: 'Assign driver' }));
    const number = shortOrderId(admin._id);
    const dialog = await screen.findByRole('dialog', { name: `Assign order ${number}` });
    await user.click(
      await within(dialog).findByRole('button', { name: `Assign order ${number} to Sam Lee` }),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, '/api/admin/assign-instructions')).toEqual([
        expect.objectContaining({ orderId: admin._id, driverId: 'driver-sam' }),
      ]),
    );
  });
});

describe('the dispatch board: suggestions (issue #34)', () => {
  it('lists late ETAs under what needs attention, after the windows that passed', async () => {
    const carried = boardOrder({
      _id: ids.carried,
      adminStatus: 'assigned',
      driverId: 'driver-rosa',
      driverName: 'Rosa Quintero',
      windowStart: iso(0),
      windowEnd: iso(30),
    });
    const late = {
      orderId: ids.carried,
      driverId: 'driver-rosa',
      arrivesAt: iso(45),
      windowEnd: iso(30),
    };
    boardApi(
      'retry: 60000\n\n',
      { ...BOARD, orders: [...BOARD.orders, carried] },
      {
        ...NO_SUGGESTIONS,
        late: [
          late,
          // Its window passed already: listed once, as such.
          { orderId: ids.late, driverId: 'driver-rosa', arrivesAt: iso(10), windowEnd: iso(-5) },
        ],
      },
    );
    renderApp(ORDERS);
    const board = await screen.findByRole('region', { name: 'Dispatch board' });
    const attention = await within(board).findByRole(
      'region',
      { name: 'Needs attention' },
      { timeout: 5_000 },
    );
    await waitFor(() =>
      expect(
        within(attention)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('span')?.textContent),
      ).toEqual([
        `Order ${shortOrderId(ids.late)} · Lake Avenue Tacos: window ended 5 min ago (assigned)`,
        `Order ${shortOrderId(ids.carried)} · Holly Street Coffee: ${lateWarning(late)}`,
        `Order ${shortOrderId(admin._id)} · Holly Street Coffee: window has started, no driver`,
      ]),
    );
    const item = within(attention).getAllByRole('listitem')[1]!;
    expect(item).toHaveTextContent(/Late: arrives \d+:\d\d [AP]M, window ends \d+:\d\d [AP]M/);
    expect(within(item).getByRole('button', { name: 'Reassign driver' })).toBeVisible();
  });

  it('shows the suggested runs in the side column, with who is at each door', async () => {
    boardApi('retry: 60000\n\n', BOARD, {
      ...NO_SUGGESTIONS,
      runs: [
        {
          orderIds: [ids.later, admin._id],
          storeNames: ['Holly Street Coffee'],
          windowStart: null,
          windowEnd: null,
          stops: [],
          meters: 5000,
          savedMeters: 1609.344,
          driver: {
            driverId: 'driver-sam',
            driverName: 'Sam Lee',
            metersAway: 800,
            free: true,
            freeAt: iso(0),
            arrivesAt: iso(40),
            late: false,
            stale: true,
          },
        },
      ],
    });
    renderApp(ORDERS);
    const board = await screen.findByRole('region', { name: 'Dispatch board' });
    const runs = await within(board).findByRole('region', { name: 'Suggested runs' });
    const card = await within(runs).findByRole('listitem', {
      name: '2 orders from Holly Street Coffee → Sam Lee',
    });
    expect(card).toHaveTextContent('saves 1.0 mi');
    expect(within(card).getByText('position old')).toBeVisible();
    expect(
      within(within(card).getByRole('list', { name: 'Doors in order' }))
        .getAllByRole('listitem')
        .map((door) => door.textContent),
    ).toEqual([
      `${shortOrderId(ids.later)} · Maya Alvarez`,
      `${shortOrderId(admin._id)} · Maya Alvarez`,
    ]);
    expect(within(card).getByRole('button', { name: 'Assign run' })).toBeVisible();
  });

  it('says quietly when there is no run to suggest', async () => {
    boardApi();
    renderApp(ORDERS);
    const board = await screen.findByRole('region', { name: 'Dispatch board' });
    const runs = await within(board).findByRole('region', { name: 'Suggested runs' });
    expect(await within(runs).findByText('No runs to suggest right now.')).toBeVisible();
  });

  it("moves a carrying driver's run to another driver on shift, after confirming whom", async () => {
    const fetchMock = boardApi();
    const user = userEvent.setup();
    renderApp(ORDERS);
    const board = await screen.findByRole('region', { name: 'Dispatch board' });
    await within(board).findByText('3 open deliveries · 2 drivers on shift');
    // Sam carries nothing: nothing to move.
    expect(within(board).queryByRole('button', { name: 'Move run… of Sam Lee' })).toBeNull();
    await user.click(within(board).getByRole('button', { name: 'Move run… of Rosa Quintero' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Rosa Quintero’s run' });
    const choice = within(dialog).getByLabelText('Driver taking the run');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a driver', 'Sam Lee']);
    await user.selectOptions(choice, 'Sam Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Move run' }));
    expect(await screen.findByText('1 order moved to Sam Lee.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/dispatch/drivers/driver-rosa/move-run')).toEqual([
      { toDriverId: 'driver-sam' },
    ]);
  });
});
