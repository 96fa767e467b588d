import type { AdminOrder } from '@marketplace/contract/dispatch';
import type {
  DispatchSuggestions,
  DriverSuggestion,
  RunChangeAnswer,
  SuggestedRun,
} from '@marketplace/contract/runs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { shortOrderId } from '../../../lib/format-order';
import { buildAdminOrder } from '../../../testing/build-order';
import { storeSession } from '../../../testing/factories';
import { type MockReply, mockApi, sentBodies } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';
import type { DriverOnShift } from '../api/get-dispatch-board';

// Issue #34 on a phone: the suggested runs stacked above the Orders table, the assign dialog's
// suggested drivers, late ETAs on the rows and moving a run from a row. The board's side column
// (768 px and wider) has its own tests in board/dispatch-board.test.tsx.
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
});

const ORDERS = '/admindashboard/orders';
// January: Pacific Standard Time, UTC−8. 03:42Z the next day is 7:42 PM in the stores' zone.
const at = (utc: string) => `2026-01-15T${utc}:00.000Z`;

function suggestion(overrides: Partial<DriverSuggestion> = {}): DriverSuggestion {
  return {
    driverId: 'driver-dana',
    driverName: 'Dana Reyes',
    metersAway: 1931,
    free: true,
    freeAt: at('03:20'),
    arrivesAt: at('03:42'),
    late: false,
    stale: false,
    ...overrides,
  };
}

function run(orders: AdminOrder[], overrides: Partial<SuggestedRun> = {}): SuggestedRun {
  return {
    orderIds: orders.map((order) => order._id),
    storeNames: ['Café X'],
    windowStart: at('03:30'),
    windowEnd: at('03:50'),
    stops: [],
    meters: 6000,
    savedMeters: 3862,
    driver: suggestion(),
    ...overrides,
  };
}

function suggestions(overrides: Partial<DispatchSuggestions> = {}): DispatchSuggestions {
  return { computedAt: at('03:00'), orders: [], runs: [], late: [], ...overrides };
}

const page = (orders: AdminOrder[]) => ({ body: { orders, nextBefore: null } });

const orderRows = async () => {
  const table = await screen.findByRole('table', { name: /^Orders/ }, { timeout: 4000 });
  return within(table).getAllByRole('row').slice(1);
};

async function rowOf(order: AdminOrder): Promise<HTMLElement> {
  const rows = await orderRows();
  const row = rows.find((r) => r.textContent?.includes(shortOrderId(order._id)));
  if (!row) throw new Error(`No row for ${order._id}`);
  return row;
}

const runsRegion = () => screen.findByRole('region', { name: 'Suggested runs' });

function assigned(orders: AdminOrder[], driverName: string, driverId: string): RunChangeAnswer {
  return {
    message: `${orders.length} orders assigned to ${driverName} as one run.`,
    orders: orders.map((order) => ({
      ...order,
      orderStatus: 'assigned',
      adminStatus: 'assigned',
      driverId,
      driverName,
    })),
    kept: 0,
  };
}

describe('admin: an unassigned order’s row (issue #34)', () => {
  it('shows its best two drivers with distance and ETA, without opening anything', async () => {
    storeSession({ role: 'admin' });
    const order = buildAdminOrder();
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/dispatch/suggestions': {
        body: suggestions({
          orders: [
            {
              orderId: order._id,
              placed: true,
              suggestions: [
                suggestion(),
                suggestion({
                  driverId: 'driver-sam',
                  driverName: 'Sam Lee',
                  metersAway: 3862,
                  free: false,
                  freeAt: at('03:30'),
                  arrivesAt: at('04:05'),
                  late: true,
                }),
              ],
            },
          ],
        }),
      },
    });
    renderApp(ORDERS);
    const row = await rowOf(order);
    const listed = await within(row).findByRole('list', { name: 'Suggested drivers' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dana Reyes · 1.2 mi · free · arrives 7:42 PM',
      'Sam Lee · 2.4 mi · free at 7:30 PM · arrives 8:05 PM · late',
    ]);
  });
});

describe('admin: suggested drivers in the assign dialog (issue #34)', () => {
  it('shows the best two, each on one line, and assigns the one chosen from the keyboard', async () => {
    const admin = storeSession({ role: 'admin' });
    const order = buildAdminOrder();
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/dispatch/suggestions': {
        body: suggestions({
          orders: [
            {
              orderId: order._id,
              placed: true,
              suggestions: [
                suggestion(),
                suggestion({
                  driverId: 'driver-sam',
                  driverName: 'Sam Lee',
                  metersAway: 3862,
                  free: false,
                  freeAt: at('03:30'),
                  arrivesAt: at('04:05'),
                  late: true,
                  stale: true,
                }),
              ],
            },
          ],
        }),
      },
      'GET /api/drivers': { body: { drivers: [], total: 0, nextAfter: null } },
      'POST /api/admin/assign-instructions': {
        body: {
          isAssigned: true,
          order: { ...order, driverId: 'driver-dana', driverName: 'Dana Reyes' },
          instructions: [],
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const number = shortOrderId(order._id);
    await user.click(
      within(await rowOf(order)).getByRole('button', { name: `Assign order ${number}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Assign order ${number}` });
    const suggested = await within(dialog).findByRole('region', { name: 'Suggested' });
    const lines = within(suggested).getAllByRole('button');
    expect(lines.map((line) => line.firstElementChild?.textContent)).toEqual([
      'Dana Reyes · 1.2 mi · free · arrives 7:42 PM',
      'Sam Lee · 2.4 mi · free at 7:30 PM · arrives 8:05 PM',
    ]);
    expect(within(lines[0]!).queryByText('late')).toBeNull();
    expect(within(lines[1]!).getByText('late')).toBeVisible();
    expect(within(lines[1]!).getByText('position old')).toBeVisible();

    lines[0]!.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Order ${number} assigned successfully!`)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/admin/assign-instructions')).toEqual([
      {
        driverId: 'driver-dana',
        orderId: order._id,
        adminId: admin.adminId,
        currentDriverId: null,
      },
    ]);
  });

  it('suggests nothing for an order the suggestions cannot place, and keeps the full list', async () => {
    storeSession({ role: 'admin' });
    const order = buildAdminOrder();
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/dispatch/suggestions': {
        body: suggestions({ orders: [{ orderId: order._id, placed: false, suggestions: [] }] }),
      },
      'GET /api/drivers': {
        body: {
          drivers: [
            {
              driverId: 'driver-eve',
              firstName: 'Eve',
              lastName: 'Park',
              phone: '+16265550151',
              openOrders: 0,
            },
          ],
          total: 1,
          nextAfter: null,
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const number = shortOrderId(order._id);
    await user.click(
      within(await rowOf(order)).getByRole('button', { name: `Assign order ${number}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Assign order ${number}` });
    expect(
      await within(dialog).findByRole('button', { name: `Assign order ${number} to Eve Park` }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('region', { name: 'Suggested' })).toBeNull();
  });
});

describe('admin: suggested runs (issue #34)', () => {
  it('shows each run with what it saves and its doors in order, and assigns it in one click', async () => {
    storeSession({ role: 'admin' });
    const [first, second, third, alone1, alone2] = Array.from({ length: 5 }, () =>
      buildAdminOrder(),
    ) as [AdminOrder, AdminOrder, AdminOrder, AdminOrder, AdminOrder];
    const runOrders = [third, first, second];
    const fetchMock = mockApi({
      'GET /api/orders': page([first, second, third, alone1, alone2]),
      'GET /api/dispatch/suggestions': {
        body: suggestions({
          runs: [
            run(runOrders),
            run([alone1, alone2], {
              storeNames: ['Taco Y', 'Café X', 'Taco Y'],
              windowStart: null,
              windowEnd: null,
              driver: null,
            }),
          ],
        }),
      },
      'POST /api/dispatch/runs': { body: assigned(runOrders, 'Dana Reyes', 'driver-dana') },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const region = await runsRegion();
    const card = await within(region).findByRole('listitem', {
      name: '3 orders from Café X, 7:30–7:50 PM → Dana Reyes',
    });
    expect(card).toHaveTextContent('saves 2.4 mi');
    const doors = within(card).getByRole('list', { name: 'Doors in order' });
    expect(
      within(doors)
        .getAllByRole('listitem')
        .map((door) => door.textContent),
    ).toEqual(runOrders.map((order) => shortOrderId(order._id)));
    const driverless = within(region).getByRole('listitem', {
      name: '2 orders from Taco Y and Café X',
    });
    expect(driverless).toHaveTextContent('No driver on shift can take this run now.');
    expect(within(driverless).queryByRole('button', { name: 'Assign run' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Assign run' }));
    expect(
      await screen.findByText('3 orders assigned to Dana Reyes as one run.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/dispatch/runs')).toEqual([
      { driverId: 'driver-dana', orderIds: runOrders.map((order) => order._id) },
    ]);
    // The rows change in place, as after one assignment.
    await waitFor(async () => expect(await rowOf(first)).toHaveTextContent('Dana Reyes'));
  });

  it("shows the server's message when an order of the run was taken meanwhile, and reads the suggestions again", async () => {
    storeSession({ role: 'admin' });
    const orders = [buildAdminOrder(), buildAdminOrder()];
    let reads = 0;
    mockApi({
      'GET /api/orders': page(orders),
      'GET /api/dispatch/suggestions': () => {
        reads += 1;
        return { body: suggestions({ runs: reads === 1 ? [run(orders)] : [] }) };
      },
      'POST /api/dispatch/runs': {
        status: 409,
        body: {
          error: 'One of these orders is no longer waiting for a driver; refresh and try again.',
          code: 'CONFLICT',
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const region = await runsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Assign run' }));
    expect(
      await screen.findByText(
        'One of these orders is no longer waiting for a driver; refresh and try again.',
      ),
    ).toBeInTheDocument();
    // Read again: the run is gone, and on a phone an empty list takes no room.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suggested runs' })).toBeNull(),
    );
    expect(reads).toBe(2);
  });

  it('says quietly when the suggestions cannot be read, and reads them again on Try again', async () => {
    storeSession({ role: 'admin' });
    const orders = [buildAdminOrder(), buildAdminOrder()];
    let broken = true;
    mockApi({
      'GET /api/orders': page(orders),
      'GET /api/dispatch/suggestions': (): MockReply =>
        broken
          ? { status: 500, body: { error: 'boom', code: 'INTERNAL' } }
          : { body: suggestions({ runs: [run(orders)] }) },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const region = await runsRegion();
    expect(
      await within(region).findByText('Suggestions could not be worked out right now.', {
        exact: false,
      }),
    ).toBeVisible();
    broken = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('button', { name: 'Assign run' })).toBeVisible();
  });
});

describe('admin: late deliveries (issue #34)', () => {
  it('warns on the row of an assigned order that will miss its window, and marks an unassigned one whose best driver is late', async () => {
    storeSession({ role: 'admin' });
    const carried = buildAdminOrder({
      orderStatus: 'assigned',
      driverId: 'driver-dana',
      driverName: 'Dana Reyes',
    });
    const waiting = buildAdminOrder();
    const fine = buildAdminOrder();
    mockApi({
      'GET /api/orders': page([carried, waiting, fine]),
      'GET /api/dispatch/suggestions': {
        body: suggestions({
          orders: [
            { orderId: waiting._id, placed: true, suggestions: [suggestion({ late: true })] },
            { orderId: fine._id, placed: true, suggestions: [suggestion()] },
          ],
          late: [
            {
              orderId: carried._id,
              driverId: 'driver-dana',
              arrivesAt: at('03:58'),
              windowEnd: at('03:45'),
            },
          ],
        }),
      },
    });
    renderApp(ORDERS);
    await waitFor(async () =>
      expect(
        within(await rowOf(carried)).getByText('Late: arrives 7:58 PM, window ends 7:45 PM'),
      ).toBeVisible(),
    );
    expect(within(await rowOf(waiting)).getByText('late')).toBeVisible();
    expect(await rowOf(waiting)).not.toHaveTextContent('Late: arrives');
    expect(within(await rowOf(fine)).queryByText('late')).toBeNull();
  });
});

describe('admin: moving a run from a row (issue #34)', () => {
  const DANA: DriverOnShift = {
    driverId: 'driver-dana',
    name: 'Dana Reyes',
    onShift: true,
    startedAt: at('01:00'),
    latitude: 34.14,
    longitude: -118.13,
    accuracyMeters: 10,
    at: at('03:00'),
    phone: '+16265550150',
  };
  const SAM: DriverOnShift = { ...DANA, driverId: 'driver-sam', name: 'Sam Lee' };

  it('confirms the driver taking the run, sends them and shows the answer', async () => {
    storeSession({ role: 'admin' });
    const order = buildAdminOrder({
      orderStatus: 'assigned',
      driverId: 'driver-dana',
      driverName: 'Dana Reyes',
    });
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/dispatch/suggestions': { body: suggestions() },
      'GET /api/dispatch/drivers-on-shift': { body: [DANA, SAM] },
      'POST /api/dispatch/drivers/driver-dana/move-run': {
        body: {
          message: '2 orders moved to Sam Lee. 1 already started stays with the first driver.',
          orders: [{ ...order, driverId: 'driver-sam', driverName: 'Sam Lee' }],
          kept: 1,
        } satisfies RunChangeAnswer,
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await user.click(
      within(await rowOf(order)).getByRole('button', { name: 'Move run… of Dana Reyes' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Move Dana Reyes’s run' });
    expect(dialog).toHaveAccessibleDescription(
      'Every order they have not started goes to the driver you choose. Orders already started stay with them.',
    );
    const choice = await within(dialog).findByLabelText('Driver taking the run');
    // The driver whose run it is cannot take it.
    expect(within(choice).queryByRole('option', { name: 'Dana Reyes' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Move run' })).toBeDisabled();
    await user.selectOptions(choice, 'Sam Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Move run' }));
    expect(
      await screen.findByText(
        '2 orders moved to Sam Lee. 1 already started stays with the first driver.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/dispatch/drivers/driver-dana/move-run')).toEqual([
      { toDriverId: 'driver-sam' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () => expect(await rowOf(order)).toHaveTextContent('Sam Lee'));
  });

  it("keeps the dialog open with the server's message when there is nothing to move", async () => {
    storeSession({ role: 'admin' });
    const order = buildAdminOrder({
      orderStatus: 'assigned',
      driverId: 'driver-dana',
      driverName: 'Dana Reyes',
    });
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/dispatch/suggestions': { body: suggestions() },
      'GET /api/dispatch/drivers-on-shift': { body: [DANA, SAM] },
      'POST /api/dispatch/drivers/driver-dana/move-run': {
        status: 409,
        body: { error: 'This driver has no orders they have not started.', code: 'CONFLICT' },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await user.click(
      within(await rowOf(order)).getByRole('button', { name: 'Move run… of Dana Reyes' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Move Dana Reyes’s run' });
    await user.selectOptions(
      await within(dialog).findByLabelText('Driver taking the run'),
      'Sam Lee',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move run' }));
    expect(
      await screen.findByText('This driver has no orders they have not started.'),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
