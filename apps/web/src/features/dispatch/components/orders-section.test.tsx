import type { AdminOrder, Driver } from '@marketplace/contract/dispatch';
import type { OrderEvent } from '@marketplace/contract/orders';
import type { OrderRefund } from '@marketplace/contract/refunds';
import {
  ORDER_CANCEL_REASON_REQUIRED,
  orderCancelledRefunded,
  orderCancelledRefundFailed,
  orderRefunded,
  REFUND_REASON_REQUIRED,
  refundFailed,
  refundMoreThanLeft,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '../../../lib/format-order';
import { buildAdminOrder, buildOrderEvent } from '../../../testing/build-order';
import { buildUser, storeSession } from '../../../testing/factories';
import { fakeAudioContext } from '../../../testing/fake-audio-context';
import { type MockReply, mockApi, sentBodies } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';
import { CHOOSE_AN_ITEM, ENTER_AN_AMOUNT } from './refund-order';

const ORDERS = '/admindashboard/orders';

// The table as a phone shows it: the dispatch map above it on wider screens has its own tests
// (board/dispatch-board.test.tsx).
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
});

const adminOrder = buildAdminOrder;

const DRIVERS: Driver[] = [
  {
    driverId: 'driver-dan',
    firstName: 'Dan',
    lastName: 'Reyes',
    phone: '+16265550150',
    openOrders: 1,
  },
  {
    driverId: 'driver-eve',
    firstName: 'Eve',
    lastName: 'Park',
    phone: '+16265550151',
    openOrders: 0,
  },
];

/**
 * GET /api/drivers as the server answers it: `drivers` by name, matching `q` (a part of the
 * name), the first `limit`; every asked address is kept in `asked`.
 */
function driversApi(drivers: Driver[], asked: URL[] = [], total?: number) {
  return ({ url }: { url: URL }) => {
    asked.push(url);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const matching = drivers.filter((d) =>
      `${d.firstName} ${d.lastName}`.toLowerCase().includes(q),
    );
    const limit = Number(url.searchParams.get('limit'));
    return {
      body: {
        drivers: matching.slice(0, limit),
        total: total ?? matching.length,
        nextAfter: (total ?? matching.length) > limit ? 'more' : null,
      },
    };
  };
}

const page = (orders: AdminOrder[], nextBefore: string | null = null) => ({
  body: { orders, nextBefore },
});

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

/** Assign on the order's row, then the driver named `driverName` in the assign dialog. */
async function chooseDriver(
  user: ReturnType<typeof userEvent.setup>,
  order: AdminOrder,
  driverName: string,
) {
  const number = shortOrderId(order._id);
  await user.click(
    within(await rowOf(order)).getByRole('button', { name: `Assign order ${number}` }),
  );
  const dialog = screen.getByRole('dialog', { name: `Assign order ${number}` });
  await user.click(
    await within(dialog).findByRole('button', { name: `Assign order ${number} to ${driverName}` }),
  );
}

describe('admin: orders their stores have not acknowledged (issue #31)', () => {
  it('flags a new order its store has not acknowledged ten minutes after it was paid', async () => {
    storeSession({ role: 'admin' });
    const waiting = adminOrder({
      acknowledgedAt: null,
      createdAt: new Date(Date.now() - 12 * 60_000).toISOString(),
    });
    const fresh = adminOrder({ acknowledgedAt: null, createdAt: new Date().toISOString() });
    const acknowledged = adminOrder({
      createdAt: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    mockApi({
      'GET /api/orders': page([waiting, fresh, acknowledged]),
      'GET /api/drivers': driversApi(DRIVERS),
    });
    renderApp(ORDERS);
    expect(await rowOf(waiting)).toHaveTextContent('Store hasn’t acknowledged');
    expect(await rowOf(fresh)).not.toHaveTextContent('Store hasn’t acknowledged');
    expect(await rowOf(acknowledged)).not.toHaveTextContent('Store hasn’t acknowledged');
  });
});

describe('admin: orders', () => {
  it('lists orders newest first with store, type, window, total and SPEC §4 admin colours', async () => {
    storeSession({ role: 'admin' });
    const unassigned = adminOrder({ orderType: '20mindelivery' });
    const assigned = adminOrder({
      orderStatus: 'assigned',
      driverId: 'driver-dan',
      driverName: 'Dan Reyes',
    });
    const pickup = adminOrder({ orderType: 'pickup', deliveryAddress: null });
    const delivered = adminOrder({
      orderStatus: 'delivered',
      driverId: 'driver-eve',
      driverName: 'Eve Park',
    });
    const cancelled = adminOrder({ orderStatus: 'cancelled' });
    const fetchMock = mockApi({
      'GET /api/orders': page([unassigned, assigned, pickup, delivered, cancelled]),
      'GET /api/drivers': driversApi(DRIVERS),
    });
    renderApp(ORDERS);

    const rows = await orderRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      [unassigned, assigned, pickup, delivered, cancelled].map(
        (o) => `Order ${shortOrderId(o._id)}`,
      ),
    );
    const first = await rowOf(unassigned);
    expect(first).toHaveTextContent('Colorado Coffee');
    expect(first).toHaveTextContent('20-minute delivery');
    expect(first).toHaveTextContent('$24.88');
    expect(first).toHaveTextContent('11:00 AM – 12:00 PM');

    const badge = async (order: AdminOrder, word: string) =>
      within(await rowOf(order)).getAllByText(word)[0];
    expect(await badge(unassigned, 'Unassigned')).toHaveAttribute('data-colour', 'grey');
    expect(await badge(assigned, 'Assigned')).toHaveAttribute('data-colour', 'blue');
    expect(await badge(pickup, 'Pending')).toHaveAttribute('data-colour', 'orange');
    expect(await badge(delivered, 'Delivered')).toHaveAttribute('data-colour', 'blue');
    expect(await badge(cancelled, 'Cancelled')).toHaveAttribute('data-colour', 'red');

    await waitFor(async () => expect(await rowOf(assigned)).toHaveTextContent('Dan Reyes'));
    // Reassigning is offered while the order is assigned, never after.
    expect(
      within(await rowOf(assigned)).getByRole('button', { name: /^Reassign order/ }),
    ).toBeInTheDocument();
    expect(
      within(await rowOf(delivered)).queryByRole('button', { name: /^Reassign order/ }),
    ).toBeNull();
    expect(await rowOf(delivered)).toHaveTextContent('Eve Park');
    expect(
      fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.startsWith('/api/orders')),
    ).toBe('/api/orders?limit=50');
    // The rows name their drivers: no list of drivers is read until someone assigns.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/drivers'),
    );
  });

  it('filters by status through the API and says when nothing is open', async () => {
    storeSession({ role: 'admin' });
    const urls: string[] = [];
    const fetchMock = mockApi({
      'GET /api/orders': () => page([]),
      'GET /api/drivers': driversApi(DRIVERS),
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    expect(
      await screen.findByRole('heading', { name: 'No open orders right now.' }, { timeout: 4000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ready for pickup' }));
    expect(
      await screen.findByRole('heading', { name: 'No ready for pickup orders.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ready for pickup' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const [input] of fetchMock.mock.calls) urls.push(String(input));
    expect(urls.filter((u) => u.startsWith('/api/orders'))).toEqual([
      '/api/orders?limit=50',
      '/api/orders?limit=50&status=ready_for_pickup',
    ]);
  });

  it('shows a skeleton, then an error with Try again, and loads more with nextBefore', async () => {
    storeSession({ role: 'admin' });
    const older = adminOrder();
    const newer = adminOrder();
    let calls = 0;
    const fetchMock = mockApi({
      'GET /api/orders': () => {
        calls += 1;
        if (calls <= 2) return { status: 500, body: { error: 'boom', code: 'INTERNAL' } };
        return calls === 3 ? page([newer], newer._id) : page([older]);
      },
      'GET /api/drivers': driversApi(DRIVERS),
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    expect(await screen.findByText('Loading orders…', {}, { timeout: 4000 })).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('We couldn’t load the orders')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await orderRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await waitFor(async () => expect(await orderRows()).toHaveLength(2));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      `/api/orders?limit=50&before=${newer._id}`,
    );
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });
});

describe('admin: assigning a driver', () => {
  it('sends the order, the driver, the admin and null as the driver shown, then shows Assigned', async () => {
    const admin = storeSession({ role: 'admin' });
    const order = adminOrder();
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      'POST /api/admin/assign-instructions': {
        body: {
          isAssigned: true,
          order: {
            ...order,
            orderStatus: 'assigned',
            driverId: 'driver-eve',
            driverName: 'Eve Park',
            adminStatus: 'assigned',
          },
          instructions: [],
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await chooseDriver(user, order, 'Eve Park');

    expect(
      await screen.findByText(`Order ${shortOrderId(order._id)} assigned successfully!`),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/admin/assign-instructions')).toEqual([
      {
        driverId: 'driver-eve',
        orderId: order._id,
        adminId: admin.adminId,
        currentDriverId: null,
      },
    ]);
    const row = await rowOf(order);
    expect(within(row).getByText('Assigned')).toHaveAttribute('data-colour', 'blue');
    expect(row).toHaveTextContent('Eve Park');
    expect(within(row).queryByText('Unassigned')).not.toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: `Reassign order ${shortOrderId(order._id)}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds a driver by name on the server, and says when none matches', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder();
    const asked: URL[] = [];
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS, asked, 1200),
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const number = shortOrderId(order._id);
    await user.click(
      within(await rowOf(order)).getByRole('button', { name: `Assign order ${number}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Assign order ${number}` });
    expect(dialog).toHaveAccessibleDescription('Choose the driver who delivers it.');
    // The search takes the focus: typing a name is the first thing done here.
    expect(within(dialog).getByLabelText('Find a driver')).toHaveFocus();
    expect(await within(dialog).findByText('Dan Reyes')).toBeVisible();
    expect(within(dialog).getByText('1 open order')).toBeVisible();
    expect(within(dialog).getByText('0 open orders')).toBeVisible();
    expect(
      within(dialog).getByText('The first 2 of 1,200 drivers by name: search to find another.'),
    ).toBeVisible();

    await user.type(within(dialog).getByLabelText('Find a driver'), 'eve');
    await waitFor(() => expect(within(dialog).queryByText('Dan Reyes')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Eve Park')).toBeVisible();
    // Typing rests before the search is sent: one request for "eve".
    expect(asked.map((url) => url.searchParams.get('q'))).toEqual([null, 'eve']);

    await user.clear(within(dialog).getByLabelText('Find a driver'));
    await user.type(within(dialog).getByLabelText('Find a driver'), 'zed');
    expect(await within(dialog).findByText('No drivers match “zed”.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reassigns an assigned order, sending the driver the screen showed', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({
      orderStatus: 'assigned',
      driverId: 'driver-dan',
      driverName: 'Dan Reyes',
    });
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      'POST /api/admin/assign-instructions': {
        body: {
          isAssigned: true,
          order: { ...order, driverId: 'driver-eve', driverName: 'Eve Park' },
          instructions: [],
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const number = shortOrderId(order._id);
    await user.click(
      within(await rowOf(order)).getByRole('button', { name: `Reassign order ${number}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Reassign order ${number}` });
    expect(dialog).toHaveAccessibleDescription('Now with Dan Reyes. Choose who takes it over.');
    await user.click(
      await within(dialog).findByRole('button', { name: `Reassign order ${number} to Eve Park` }),
    );
    // The driver it already has is not offered.
    expect(within(dialog).queryByText('Dan Reyes')).not.toBeInTheDocument();
    expect(
      await screen.findByText(`Order ${shortOrderId(order._id)} reassigned successfully!`),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/admin/assign-instructions')).toMatchObject([
      { driverId: 'driver-eve', currentDriverId: 'driver-dan' },
    ]);
    await waitFor(async () => expect(await rowOf(order)).toHaveTextContent('Eve Park'));
  });

  it("shows 'Failed to assign order:' with the server's sentence", async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder();
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      'POST /api/admin/assign-instructions': {
        status: 404,
        body: { error: 'Driver not found.', code: 'NOT_FOUND' },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await chooseDriver(user, order, 'Dan Reyes');
    expect(
      await screen.findByText('Failed to assign order: Driver not found.'),
    ).toBeInTheDocument();
    expect(within(await rowOf(order)).getAllByText('Unassigned')[0]).toBeInTheDocument();
  });

  it.each<[string, () => MockReply]>([
    [
      'the network fails',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    [
      'another admin assigned it first (409)',
      () => ({
        status: 409,
        body: { error: 'This order already has a driver; reassign it instead.', code: 'CONFLICT' },
      }),
    ],
  ])("says 'Error assigning driver. Please refresh and try again.' when %s", async (_, reply) => {
    storeSession({ role: 'admin' });
    const order = adminOrder();
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      'POST /api/admin/assign-instructions': reply,
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await chooseDriver(user, order, 'Dan Reyes');
    expect(
      await screen.findByText('Error assigning driver. Please refresh and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Failed to assign order/)).not.toBeInTheDocument();
  });
});

describe('admin: pickup orders', () => {
  it('marks a pending pickup order ready, then completes it', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ orderType: '20minpickup', deliveryAddress: null });
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`PATCH /api/orders/${order._id}/status`]: ({ body }) => {
        const to =
          (body as { action: string }).action === 'mark_ready' ? 'ready_for_pickup' : 'completed';
        return { body: { ...order, orderStatus: to, adminStatus: to } };
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const label = shortOrderId(order._id);
    const row = await rowOf(order);
    expect(within(row).queryByRole('button', { name: /^Assign order/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Mark ready order ${label}` }));
    expect(await within(await rowOf(order)).findByText('Ready for pickup')).toHaveAttribute(
      'data-colour',
      'blue',
    );
    await user.click(
      within(await rowOf(order)).getByRole('button', { name: `Complete order ${label}` }),
    );
    expect(await within(await rowOf(order)).findByText('Completed')).toHaveAttribute(
      'data-colour',
      'green',
    );
    expect(sentBodies(fetchMock, `/api/orders/${order._id}/status`)).toEqual([
      { action: 'mark_ready' },
      { action: 'complete' },
    ]);
  });

  it('a 21+ pickup order is completed after the ID check; under 21 it is refused in the dialog', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({
      orderType: 'pickup',
      deliveryAddress: null,
      orderStatus: 'ready_for_pickup',
      adminStatus: 'ready_for_pickup',
      needsIdCheck: true,
    });
    const year = new Date().getFullYear();
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`PATCH /api/orders/${order._id}/status`]: ({ body }) => {
        const { idCheck } = body as { idCheck: { dateOfBirth: string } };
        return idCheck.dateOfBirth.startsWith(String(year - 19))
          ? {
              status: 409,
              body: {
                error:
                  'Under 21 at the ID check: do not hand over the order. Cancel it to refund the buyer.',
                code: 'CONFLICT',
              },
            }
          : { body: { ...order, orderStatus: 'completed', adminStatus: 'completed' } };
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const label = shortOrderId(order._id);
    await user.click(
      within(await rowOf(order)).getByRole('button', { name: `Complete order ${label}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Check the ID: order ${label}` });
    // Nothing is sent until the ID is read in.
    await user.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    expect(await within(dialog).findByText('Choose the type of ID.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `/api/orders/${order._id}/status`)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Date of birth on the ID'), `${year - 19}-03-01`);
    await user.selectOptions(within(dialog).getByLabelText('Type of ID'), 'drivers_license');
    await user.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    expect(
      await within(dialog).findByText(
        'Under 21 at the ID check: do not hand over the order. Cancel it to refund the buyer.',
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Date of birth on the ID'));
    await user.type(within(dialog).getByLabelText('Date of birth on the ID'), `${year - 30}-03-01`);
    await user.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await within(await rowOf(order)).findByText('Completed')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `/api/orders/${order._id}/status`)).toEqual([
      {
        action: 'complete',
        idCheck: { dateOfBirth: `${year - 19}-03-01`, idType: 'drivers_license' },
      },
      {
        action: 'complete',
        idCheck: { dateOfBirth: `${year - 30}-03-01`, idType: 'drivers_license' },
      },
    ]);
  });

  it("shows the lifecycle's refusal", async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ orderType: 'pickup', deliveryAddress: null });
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`PATCH /api/orders/${order._id}/status`]: {
        status: 409,
        body: { error: 'This order is already ready for pickup.', code: 'CONFLICT' },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await user.click(
      within(await rowOf(order)).getByRole('button', {
        name: `Mark ready order ${shortOrderId(order._id)}`,
      }),
    );
    expect(await screen.findByText('This order is already ready for pickup.')).toBeInTheDocument();
  });
});

describe('admin: order summary and customer', () => {
  it('shows the order details and its timeline: who, when and why', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ orderStatus: 'cancelled' });
    const event = (overrides: Partial<OrderEvent>) =>
      buildOrderEvent({ orderId: order._id, ...overrides });
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: order },
      [`GET /api/orders/${order._id}/timeline`]: {
        body: [
          event({}),
          event({
            _id: '2',
            fromStatus: 'pending',
            toStatus: 'assigned',
            action: 'assign',
            actorUserId: 'user-ops',
            actorRole: 'admin',
            driverId: 'driver-dan',
            driverName: 'Dan Reyes',
            at: '2026-01-14T18:10:00.000Z',
          }),
          event({
            _id: '3',
            fromStatus: 'assigned',
            toStatus: 'cancelled',
            action: 'cancel',
            actorUserId: 'user-ops',
            actorRole: 'admin',
            actorName: 'Olivia Ops',
            reason: 'Store closed early',
            at: '2026-01-14T18:30:00.000Z',
          }),
        ],
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await user.click(
      within(await rowOf(order)).getByRole('button', {
        name: `Summary of order ${shortOrderId(order._id)}`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: `Order ${shortOrderId(order._id)}` });
    // The row opens it; the whole order is read then (issue #32).
    await waitFor(() => expect(dialog).toHaveTextContent('Café Latte'));
    expect(dialog).toHaveTextContent('Size: 16 oz');
    expect(dialog).toHaveTextContent('Ring the bell');
    expect(dialog).toHaveTextContent('140 S Lake Ave, Apt 4');
    expect(dialog).toHaveTextContent('$24.88');
    const history = await within(dialog).findByRole('list', { name: 'Order history' });
    const events = within(history).getAllByRole('listitem');
    expect(events.map((li) => li.firstChild?.textContent)).toEqual([
      'Paid',
      'Assigned to Dan Reyes',
      'Cancelled',
    ]);
    expect(events[0]).toHaveTextContent('By the payment system · Jan 14, 10:05 AM PST');
    expect(events[2]).toHaveTextContent('By Olivia Ops (admin) · Jan 14, 10:30 AM PST');
    expect(events[2]).toHaveTextContent('Reason: Store closed early');
  });

  it('says when the order cannot be read, and reads it again on Try again', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder();
    let down = true;
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: () =>
        down
          ? { status: 404, body: { error: 'Order not found.', code: 'NOT_FOUND' } }
          : { body: order },
      [`GET /api/orders/${order._id}/timeline`]: { body: [] },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await user.click(
      within(await rowOf(order)).getByRole('button', {
        name: `Summary of order ${shortOrderId(order._id)}`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: `Order ${shortOrderId(order._id)}` });
    const failed = await within(dialog).findByRole('alert');
    expect(failed).toHaveTextContent('We couldn’t load this order');
    expect(failed).toHaveTextContent('Order not found.');
    down = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Café Latte'));
  });

  it("shows the customer's name, phone with +1 and e-mail", async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ buyerId: 'buyer-maya' });
    const customer = buildUser({
      firstName: 'Maya',
      lastName: 'Alvarez',
      phone: '+16265550101',
      email: 'maya@example.com',
    });
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: order },
      'GET /api/user-buyer/buyer-maya': { body: customer },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await user.click(
      within(await rowOf(order)).getByRole('button', {
        name: `Customer of order ${shortOrderId(order._id)}`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Customer' });
    expect(await within(dialog).findByText('Maya Alvarez')).toBeVisible();
    expect(dialog).toHaveTextContent('+1 (626) 555-0101');
    expect(dialog).toHaveTextContent('maya@example.com');
  });

  it("says 'Customer not found.' when there is no such customer", async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ buyerId: 'buyer-gone' });
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: order },
      'GET /api/user-buyer/buyer-gone': {
        status: 404,
        body: { error: 'Customer not found.', code: 'NOT_FOUND' },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await user.click(
      within(await rowOf(order)).getByRole('button', {
        name: `Customer of order ${shortOrderId(order._id)}`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Customer' });
    expect(await within(dialog).findByText('Customer not found.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });
});

/** Opens the order's summary from its row. */
async function openSummary(user: ReturnType<typeof userEvent.setup>, order: AdminOrder) {
  await user.click(
    within(await rowOf(order)).getByRole('button', {
      name: `Summary of order ${shortOrderId(order._id)}`,
    }),
  );
  return screen.getByRole('dialog', { name: `Order ${shortOrderId(order._id)}` });
}

/** A refund of the whole order as the API answers it (succeeded unless told). */
function refundOf(overrides: Partial<OrderRefund> = {}): OrderRefund {
  return {
    _id: 'refund-1',
    cause: 'cancel',
    amountCents: 2488,
    lines: [],
    reason: 'Store closed early',
    state: 'succeeded',
    error: null,
    requestedAt: '2026-01-14T18:29:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

describe('admin: cancelling an order', () => {
  it('asks why, cancels, and shows the refund the server made', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({
      orderStatus: 'assigned',
      driverId: 'driver-dan',
      driverName: 'Dan Reyes',
    });
    const name = shortOrderId(order._id);
    const message = orderCancelledRefunded(name, '$24.88');
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: order },
      [`GET /api/orders/${order._id}/timeline`]: { body: [] },
      [`POST /api/orders/${order._id}/cancel`]: {
        body: {
          status: 200,
          message,
          order: {
            ...order,
            orderStatus: 'cancelled',
            adminStatus: 'cancelled',
            refunds: [refundOf({ settledAt: '2026-01-14T18:30:00.000Z' })],
            refundableCents: 0,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const dialog = await openSummary(user, order);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const submit = within(dialog).getByRole('button', { name: `Cancel order ${name}` });
    await user.click(submit);
    expect(await within(dialog).findByText(ORDER_CANCEL_REASON_REQUIRED)).toBeVisible();
    expect(sentBodies(fetchMock, '/cancel')).toEqual([]);

    const reason = within(dialog).getByRole('textbox', { name: /Why is this order cancelled/ });
    // Whoever types it knows who reads it (issue #30).
    expect(reason).toHaveAccessibleDescription(
      /^The buyer reads it: it is texted to them and shown on their order\./,
    );
    await user.type(reason, '  Store closed early  ');
    await user.click(submit);

    // The toast fades in: visible once sonner has mounted it, which a busy machine delays.
    await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    expect(sentBodies(fetchMock, '/cancel')).toEqual([{ reason: 'Store closed early' }]);
    expect(within(dialog).getByText('Cancelled')).toHaveAttribute('data-colour', 'red');
    expect(
      within(dialog).getByText(/^Refunded \$24\.88 for the cancelled order on Jan 14, 2026/),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(await rowOf(order)).getByText('Cancelled')).toBeVisible();
    expect(within(await rowOf(order)).getByText('Was with Dan Reyes')).toBeVisible();
  });

  it('tells a failed refund, keeps the order cancelled and tries the refund again', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ orderType: 'pickup', deliveryAddress: null });
    const name = shortOrderId(order._id);
    const failed = orderCancelledRefundFailed(name, 'Stripe is having a bad day.');
    const cancelled = { ...order, orderStatus: 'cancelled', adminStatus: 'cancelled' as const };
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: order },
      [`GET /api/orders/${order._id}/timeline`]: { body: [] },
      [`POST /api/orders/${order._id}/cancel`]: {
        status: 502,
        body: {
          code: 'PAYMENT_PROVIDER_FAILED',
          error: failed,
          order: {
            ...cancelled,
            refunds: [
              refundOf({ state: 'failed', error: 'Stripe is having a bad day.', settledAt: null }),
            ],
            refundableCents: 2488,
          },
        },
      },
      [`POST /api/orders/${order._id}/refunds/refund-1/retry`]: {
        body: {
          status: 200,
          message: orderRefunded(name, '$24.88'),
          order: {
            ...cancelled,
            refunds: [refundOf({ settledAt: '2026-01-14T18:31:00.000Z' })],
            refundableCents: 0,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const dialog = await openSummary(user, order);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why is this order cancelled/ }),
      'Buyer called: wrong address',
    );
    await user.click(within(dialog).getByRole('button', { name: `Cancel order ${name}` }));

    expect(await screen.findByText(failed)).toBeVisible();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('The refund of $24.88 failed: Stripe is having a bad day.');
    await user.click(within(alert).getByRole('button', { name: 'Try the refund again' }));
    expect(await screen.findByText(orderRefunded(name, '$24.88'))).toBeVisible();
    expect(within(dialog).getByText(/^Refunded \$24\.88 for the cancelled order/)).toBeVisible();
    expect(sentBodies(fetchMock, '/retry')).toHaveLength(1);
  });

  it('offers no cancel once an order is delivered, completed or cancelled', async () => {
    storeSession({ role: 'admin' });
    const orders = (['delivered', 'completed', 'cancelled'] as const).map((orderStatus) =>
      adminOrder({ orderStatus, driverId: 'driver-dan' }),
    );
    mockApi({
      'GET /api/orders': page(orders),
      'GET /api/drivers': driversApi(DRIVERS),
      ...Object.fromEntries(orders.map((o) => [`GET /api/orders/${o._id}/timeline`, { body: [] }])),
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    for (const order of orders) {
      const dialog = await openSummary(user, order);
      expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull();
      await user.keyboard('{Escape}');
    }
  });

  it('live: a newly paid order appears without a reload and is counted until looked at', async () => {
    storeSession({ role: 'admin' });
    const earlier = adminOrder();
    const fresh = adminOrder();
    const paidEvent = buildOrderEvent({ _id: '41', orderId: fresh._id });
    const fetchMock = mockApi({
      'GET /api/orders': () => page([earlier]),
      'GET /api/drivers': driversApi(DRIVERS),
      // The one order is read; the list is not (issue #32).
      [`GET /api/orders/${fresh._id}`]: { body: fresh },
      'GET /api/orders/stream': () => ({
        events: `retry: 60000\n\nid: 41\nevent: order_event\ndata: ${JSON.stringify(paidEvent)}\n\n`,
      }),
    });
    renderApp(ORDERS);
    await rowOf(fresh);
    // On All open the new order is in the list already: no notice points to it (issue #30).
    expect(screen.queryByRole('button', { name: /new order/ })).not.toBeInTheDocument();
    expect(
      (await orderRows()).map((row) => within(row).getByText(/^[0-9A-F]{8}$/).textContent),
    ).toEqual([`Order ${shortOrderId(fresh._id)}`, `Order ${shortOrderId(earlier._id)}`]);
    expect(listReads(fetchMock)).toBe(1);
  });

  it('live: a changed order changes in its row, read alone (issue #32)', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder();
    const other = adminOrder();
    const assigned = {
      ...order,
      orderStatus: 'assigned',
      adminStatus: 'assigned',
      driverId: 'driver-eve',
      driverName: 'Eve Park',
    } as const;
    const event = buildOrderEvent({
      _id: '43',
      orderId: order._id,
      fromStatus: 'pending',
      toStatus: 'assigned',
      action: 'assign',
      driverId: 'driver-eve',
    });
    const fetchMock = mockApi({
      'GET /api/orders': () => page([order, other]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: assigned },
      [`GET /api/orders/${order._id}/timeline`]: { body: [] },
      'GET /api/orders/stream': () => ({
        events: `retry: 60000\n\nid: 43\nevent: order_event\ndata: ${JSON.stringify(event)}\n\n`,
      }),
    });
    renderApp(ORDERS);
    const row = await rowOf(order);
    expect(await within(row).findByText('Assigned')).toBeInTheDocument();
    expect(row).toHaveTextContent('Eve Park');
    expect(await orderRows()).toHaveLength(2);
    expect(listReads(fetchMock)).toBe(1);
  });

  it('live: while a filter is on, a newly paid order is counted until looked at', async () => {
    storeSession({ role: 'admin' });
    const earlier = adminOrder({ orderStatus: 'assigned', adminStatus: 'assigned' });
    const fresh = adminOrder();
    let filtered = false;
    let paid = false;
    const paidEvent = buildOrderEvent({ _id: '42', orderId: fresh._id });
    mockApi({
      'GET /api/orders': () => page(paid ? [fresh, earlier] : [earlier]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${fresh._id}`]: { body: fresh },
      // The event comes once the admin has a filter on; until then the stream reconnects.
      'GET /api/orders/stream': () => {
        if (!filtered) return { events: 'retry: 30\n\n' };
        paid = true;
        return {
          events: `retry: 60000\n\nid: 42\nevent: order_event\ndata: ${JSON.stringify(paidEvent)}\n\n`,
        };
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await rowOf(earlier);
    await user.click(screen.getByRole('button', { name: 'Assigned' }));
    filtered = true;
    const notice = await screen.findByRole('button', { name: '1 new order: show all open' });
    await user.click(notice);
    expect(notice).not.toBeInTheDocument();
    expect(await orderRows()).toHaveLength(2);
  });
});

describe('admin: the new-order chime (issue #36)', () => {
  it('chimes for a newly paid order once the admin turns the sound on, on this device', async () => {
    const played: number[] = [];
    vi.stubGlobal('AudioContext', fakeAudioContext(played));
    storeSession({ role: 'admin' });
    const fresh = adminOrder();
    let streams = 0;
    mockApi({
      'GET /api/orders': () => page([]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${fresh._id}`]: { body: fresh },
      // The first stream hears nothing; the one opened after the reload hears a paid order.
      'GET /api/orders/stream': () => {
        streams += 1;
        if (streams === 1) return { events: 'retry: 60000\n\n' };
        const paid = buildOrderEvent({ _id: '44', orderId: fresh._id });
        return {
          events: `retry: 60000\n\nid: 44\nevent: order_event\ndata: ${JSON.stringify(paid)}\n\n`,
        };
      },
    });
    const user = userEvent.setup();
    const first = renderApp(ORDERS);
    const sound = await screen.findByRole('checkbox', {
      name: /^Play a sound when an order comes in/,
    });
    expect(sound).not.toBeChecked();
    await user.click(sound);
    // Turning it on plays it once, so the admin hears what it sounds like.
    await waitFor(() => expect(played).toEqual([880, 1318.5]));
    first.unmount();

    played.length = 0;
    renderApp(ORDERS);
    await rowOf(fresh);
    await waitFor(() => expect(played).toEqual([880, 1318.5]));
    vi.unstubAllGlobals();
  });
});

describe('admin: refunding part of an order (issue #35)', () => {
  it('refunds chosen units of a line with a reason, and shows what is left', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ refundableCents: 1500 });
    const name = shortOrderId(order._id);
    const made = refundOf({
      cause: 'lines',
      amountCents: 606,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'Arrived cold.',
      settledAt: '2026-01-14T18:40:00.000Z',
    });
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: order },
      [`GET /api/orders/${order._id}/timeline`]: { body: [] },
      [`POST /api/orders/${order._id}/refunds`]: {
        body: {
          status: 200,
          message: orderRefunded(name, '$6.06'),
          order: { ...order, refunds: [made], refundableCents: 894 },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const dialog = await openSummary(user, order);
    await user.click(within(dialog).getByRole('button', { name: 'Refund…' }));
    const form = within(dialog).getByRole('form', { name: 'Refund' });
    await user.click(within(form).getByRole('button', { name: 'Refund to the card' }));
    expect(await within(form).findByText(CHOOSE_AN_ITEM)).toBeVisible();
    expect(within(form).getByText(REFUND_REASON_REQUIRED)).toBeVisible();
    expect(sentBodies(fetchMock, '/refunds')).toEqual([]);

    const units = within(form).getByRole('spinbutton', { name: 'Café Latte (2 left)' });
    await user.clear(units);
    await user.type(units, '1');
    await user.type(
      within(form).getByRole('textbox', { name: /Why is this refunded/ }),
      'Arrived cold.',
    );
    await user.click(within(form).getByRole('button', { name: 'Refund to the card' }));

    await waitFor(() => expect(screen.getByText(orderRefunded(name, '$6.06'))).toBeVisible());
    expect(sentBodies(fetchMock, '/refunds')).toEqual([
      { reason: 'Arrived cold.', lines: [{ line: 0, quantity: 1 }] },
    ]);
    expect(within(dialog).getByText(/^Refunded \$6\.06 for items on Jan 14, 2026/)).toBeVisible();
    expect(within(dialog).getByText('Reason: Arrived cold.')).toBeVisible();
    expect(within(dialog).getByText('$8.94 is left to refund.')).toBeVisible();
    expect(within(dialog).queryByRole('form', { name: 'Refund' })).toBeNull();
  });

  it('refunds an amount, never more than is left, and says a refusal verbatim', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ refundableCents: 1500 });
    const refused = refundFailed(shortOrderId(order._id), '$15.00', 'Stripe is having a bad day.');
    const fetchMock = mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: order },
      [`GET /api/orders/${order._id}/timeline`]: { body: [] },
      [`POST /api/orders/${order._id}/refunds`]: {
        status: 502,
        body: {
          code: 'PAYMENT_PROVIDER_FAILED',
          error: refused,
          order: {
            ...order,
            refunds: [
              refundOf({
                cause: 'amount',
                amountCents: 1500,
                state: 'failed',
                error: 'Stripe is having a bad day.',
              }),
            ],
            refundableCents: 1500,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const dialog = await openSummary(user, order);
    await user.click(within(dialog).getByRole('button', { name: 'Refund…' }));
    const form = within(dialog).getByRole('form', { name: 'Refund' });
    await user.click(within(form).getByRole('radio', { name: 'An amount' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '15.01');
    await user.type(
      within(form).getByRole('textbox', { name: /Why is this refunded/ }),
      'Goodwill',
    );
    await user.click(within(form).getByRole('button', { name: 'Refund to the card' }));
    expect(await within(form).findByText(refundMoreThanLeft('$15.00'))).toBeVisible();
    await user.clear(amount);
    await user.type(amount, 'ten');
    expect(await within(form).findByText(ENTER_AN_AMOUNT)).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(within(form).getByRole('button', { name: 'Refund to the card' }));

    await waitFor(() => expect(screen.getByText(refused)).toBeVisible());
    expect(sentBodies(fetchMock, '/refunds')).toEqual([{ reason: 'Goodwill', amountCents: 1500 }]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The refund of $15.00 failed: Stripe is having a bad day.',
    );
  });

  it('leads to reconciliation, where refunds left waiting are settled', async () => {
    storeSession({ role: 'admin' });
    mockApi({ 'GET /api/orders': page([]), 'GET /api/drivers': driversApi(DRIVERS) });
    renderApp(ORDERS);
    expect(await screen.findByRole('link', { name: 'Reconciliation' })).toHaveAttribute(
      'href',
      '/admindashboard/reconciliation',
    );
  });

  it('offers no refund when nothing is left to refund', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder({ refundableCents: 0 });
    mockApi({
      'GET /api/orders': page([order]),
      'GET /api/drivers': driversApi(DRIVERS),
      [`GET /api/orders/${order._id}`]: { body: order },
      [`GET /api/orders/${order._id}/timeline`]: { body: [] },
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    const dialog = await openSummary(user, order);
    expect(await within(dialog).findByRole('button', { name: 'Cancel order' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Refund…' })).toBeNull();
  });
});

/** How many times the orders list was read. */
function listReads(fetchMock: ReturnType<typeof mockApi>): number {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/orders',
  ).length;
}

describe('admin: searching orders (issue #30)', () => {
  it('finds by order number or phone, says what it searches by, and when nothing matches', async () => {
    storeSession({ role: 'admin' });
    const order = adminOrder();
    const fetchMock = mockApi({
      'GET /api/orders': () => ({ body: { orders: [order], nextBefore: null } }),
      'GET /api/drivers': driversApi(DRIVERS),
    });
    const user = userEvent.setup();
    renderApp(ORDERS);
    await rowOf(order);
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAccessibleDescription(
      'An order number (8 letters and digits) or a phone number.',
    );
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/orders')
        .map((url) => url.searchParams.get('q'));

    await user.type(search, 'tacos');
    expect(
      await screen.findByText(
        'Search by an order number (8 letters and digits) or by at least 4 digits of a phone number.',
      ),
    ).toBeVisible();
    await user.clear(search);
    await user.type(search, shortOrderId(order._id));
    await waitFor(() => expect(asked()).toContain(shortOrderId(order._id)));
    expect(asked()).not.toContain('tacos');
  });
});
