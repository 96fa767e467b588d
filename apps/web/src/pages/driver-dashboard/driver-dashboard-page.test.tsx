import type { DriverDelivery, DriverOrder, DriverStep } from '@marketplace/contract/driver';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { INSTRUCTION_COMPLETE_FAILED, idCheckFailed } from '@marketplace/core/constants/messages';
import { ageOn } from '@marketplace/core/orders/id-check';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEW_DELIVERY_ASSIGNED } from '../../features/driver/use-live-steps';
import { buildOrderEvent } from '../../testing/build-order';
import { storeSession } from '../../testing/factories';
import { mockApi, sentBodies } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

// The page is lazy-loaded by the router: loaded once here, so no test waits on its first import.
await import('./driver-dashboard-page');

const DRIVER = 'driver-priya';
const STEPS_URL = `GET /api/instructions/${DRIVER}`;
/** Every test here starts off shift: the shift panel's own tests are in features/shift. */
const OFF_SHIFT_API = {
  'GET /api/driver/shift': {
    body: {
      driverId: DRIVER,
      onShift: false,
      startedAt: null,
      latitude: null,
      longitude: null,
      accuracyMeters: null,
      at: null,
    },
  },
};
const HOME = {
  fullname: 'Maya Alvarez',
  contact: '6265550101',
  street1: '742',
  street2: 'N Mar Vista Ave',
  aptHouseNo: null,
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91104',
  latitude: null,
  longitude: null,
  coordinatesPrecision: null,
};

function order(id: string, overrides: Partial<DriverOrder> = {}): DriverOrder {
  return {
    _id: id,
    orderType: 'delivery',
    orderStatus: 'assigned',
    storeName: 'Casa Arroyo Taqueria',
    deliveryWindowStart: '2026-01-14T19:00:00.000Z',
    deliveryWindowEnd: '2026-01-14T20:00:00.000Z',
    items: [
      { name: 'Carne Asada Burrito', quantity: 2, unavailable: 0, options: ['Salsa: Verde'] },
    ],
    specialRequest: 'Extra salsa',
    driverTip: 4.5,
    needsIdCheck: false,
    ...overrides,
  };
}

const STORE = {
  ...HOME,
  fullname: 'Casa Arroyo Taqueria',
  street1: '55',
  street2: 'E Colorado Blvd',
};
const PLAIN: [DriverStep['kind'], string][] = [
  ['pick_up', 'Pick up order at Casa Arroyo Taqueria (2 items)'],
  ['bag', 'Bag the items'],
  ['deliver', 'Deliver to Maya Alvarez'],
];
/** A 21+ order: an ID check before the hand-over. */
const WITH_ID_CHECK: typeof PLAIN = [
  PLAIN[0]!,
  PLAIN[1]!,
  ['id_check', "Check the recipient's ID: 21+"],
  PLAIN[2]!,
];

/** An order's steps as GET /api/instructions answers them; `done` of them complete. */
function steps(
  orderId: string,
  done = 0,
  overrides: Partial<DriverOrder> = {},
  plan = PLAIN,
): DriverStep[] {
  return plan.map(([kind, instructionTitle], position) => ({
    _id: `${orderId}-step-${position}`,
    orderId,
    driverId: DRIVER,
    position,
    kind,
    instructionTitle,
    address: kind === 'pick_up' ? STORE : kind === 'deliver' || kind === 'id_check' ? HOME : null,
    bagIds: kind === 'bag' ? [] : null,
    status: position < done ? 'complete' : 'pending',
    runId: null,
    order: order(orderId, overrides),
  }));
}

const stepUrl = (orderId: string, position: number) =>
  `PATCH /api/drivers/${DRIVER}/orders/${orderId}/instructions/${orderId}-step-${position}`;

describe('driver dashboard', () => {
  it('shows the current step with what to collect, where to go and a map link', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: { body: [...steps('order-a'), ...steps('order-b')] },
    });
    renderApp('/driverdashboard');
    const step = await screen.findByRole('region', {
      name: 'Pick up order at Casa Arroyo Taqueria (2 items)',
    });
    expect(step).toHaveTextContent('Step 1 of 3');
    expect(step).toHaveTextContent('2 × Carne Asada Burrito');
    // The options chosen, so the right items are picked up (issue #30).
    expect(within(step).getByText('Salsa: Verde')).toBeVisible();
    // The buyer's note is for the door, not the counter.
    expect(step).not.toHaveTextContent('Extra salsa');
    expect(within(step).getByRole('link', { name: 'Call the store' })).toHaveAttribute(
      'href',
      `tel:+1${STORE.contact}`,
    );
    expect(step).toHaveTextContent('Tip $4.50 (100% yours)');
    expect(within(step).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      expect.stringContaining('55%20E%20Colorado%20Blvd'),
    );
    expect(screen.getByText('Order 1 of 2: 1 more after this one.')).toBeVisible();
  });

  it('adds and removes bag labels on the second step and sends them with Complete', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    let done = 1;
    const fetchMock = mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: () => ({ body: steps('order-a', done) }),
      [stepUrl('order-a', 1)]: ({ body }) => {
        done = 2;
        return {
          body: {
            status: 'complete',
            instruction: {
              ...steps('order-a', 2)[1],
              bagIds: (body as { bagIds: string[] }).bagIds,
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/driverdashboard');
    const step = await screen.findByRole('region', { name: 'Bag the items' });
    const label = within(step).getByRole('textbox', { name: 'Bag label' });
    for (const bag of ['BAG-7', 'BAG-8', 'BAG-9']) {
      await user.type(label, bag);
      await user.click(within(step).getByRole('button', { name: 'Add bag' }));
    }
    await user.click(within(step).getByRole('button', { name: 'Remove bag BAG-8' }));
    expect(
      within(within(step).getByRole('list', { name: 'Bags' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(within(step).getByRole('button', { name: 'Complete' }));
    expect(sentBodies(fetchMock, '/instructions/order-a-step-1')).toEqual([
      { bagIds: ['BAG-7', 'BAG-9'] },
    ]);
    expect(await screen.findByRole('region', { name: 'Deliver to Maya Alvarez' })).toBeVisible();
  });

  it("at the door: the buyer's note, a call or a text to the buyer", async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: { body: steps('order-a', 2) },
    });
    renderApp('/driverdashboard');
    const handOver = await screen.findByRole('region', { name: 'Deliver to Maya Alvarez' });
    expect(within(handOver).getByText("Buyer's note: Extra salsa")).toBeVisible();
    expect(within(handOver).getByRole('link', { name: 'Call the buyer' })).toHaveAttribute(
      'href',
      `tel:+1${HOME.contact}`,
    );
    expect(within(handOver).getByRole('link', { name: 'Text the buyer' })).toHaveAttribute(
      'href',
      `sms:+1${HOME.contact}`,
    );
  });

  it('offers the back camera for the photo at the hand-over, and only there', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: { body: steps('order-a', 2) },
    });
    renderApp('/driverdashboard');
    const handOver = await screen.findByRole('region', { name: 'Deliver to Maya Alvarez' });
    const photo = within(handOver).getByLabelText(/^Photo of the order where you left it/);
    expect(photo).toHaveAttribute('type', 'file');
    expect(photo).toHaveAttribute('capture', 'environment');
  });

  it("says SPEC's sentence when a step cannot be marked complete", async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: { body: steps('order-a') },
      [stepUrl('order-a', 0)]: { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
    });
    const user = userEvent.setup();
    renderApp('/driverdashboard');
    const step = await screen.findByRole('region', { name: /^Pick up order/ });
    await user.click(within(step).getByRole('button', { name: 'Complete' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent(INSTRUCTION_COMPLETE_FAILED);
  });

  it('after the last step: the review and Complete Order, then the history table', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    let completed = false;
    const delivered: DriverDelivery = {
      _id: 'order-a',
      deliveredAt: '2026-01-14T19:40:00.000Z',
      storeName: 'Casa Arroyo Taqueria',
      deliveryAddress: HOME,
      driverTip: 4.5,
      orderStatus: 'completed',
    };
    const fetchMock = mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: () => ({ body: completed ? [] : steps('order-a', 3, { needsIdCheck: true }) }),
      'PATCH /api/orders/order-a/complete': () => {
        completed = true;
        return { body: { status: 'complete', orderId: 'order-a', orderStatus: 'completed' } };
      },
      [`GET /api/drivers/${DRIVER}/deliveries`]: () => ({ body: completed ? [delivered] : [] }),
    });
    const user = userEvent.setup();
    renderApp('/driverdashboard');
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent('Check ID: 21+ at the door');
    await user.click(within(review).getByRole('button', { name: 'Complete Order' }));
    expect(sentBodies(fetchMock, '/api/orders/order-a/complete')).toEqual([{ driverId: DRIVER }]);
    expect(
      await screen.findByRole('heading', { name: 'No deliveries assigned right now' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your deliveries' });
    expect(table).toHaveTextContent('Casa Arroyo Taqueria');
    expect(table).toHaveTextContent('742 N Mar Vista Ave, Pasadena, CA 91104');
    expect(table).toHaveTextContent('$4.50');
  });

  it('offline: the step is queued, the screen moves on, and the outbox sends it when back online', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    let online = false;
    let done = 0;
    const fetchMock = mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: () => ({ body: steps('order-a', done) }),
      [stepUrl('order-a', 0)]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        done = 1;
        return { body: { status: 'complete', instruction: steps('order-a', 1)[0] } };
      },
    });
    const user = userEvent.setup();
    const { unmount } = renderApp('/driverdashboard');
    const pickUp = await screen.findByRole('region', { name: /^Pick up order/ });
    await user.click(within(pickUp).getByRole('button', { name: 'Complete' }));

    expect(await screen.findByRole('region', { name: 'Bag the items' })).toBeVisible();
    expect(
      await screen.findByText(
        '1 change waiting to be sent. It goes as soon as you are back online; keep going.',
      ),
    ).toBeVisible();

    // A reload keeps it: the outbox is on the phone.
    unmount();
    renderApp('/driverdashboard');
    expect(await screen.findByRole('region', { name: 'Bag the items' })).toBeVisible();
    expect(await screen.findByText(/^1 change waiting to be sent/)).toBeVisible();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
    // The replay sends what the route takes, nothing of the outbox's own bookkeeping.
    const sent = sentBodies(fetchMock, '/instructions/order-a-step-0');
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((body) => JSON.stringify(body)))).toEqual(new Set(['{}']));
    expect(done).toBe(1);
    expect(screen.getByRole('region', { name: 'Bag the items' })).toBeVisible();
  });

  it('the ID check at the door: both details required, then under 21 turns the hand-over into a return', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    let refused = false;
    const idOrder = { needsIdCheck: true, orderStatus: 'picked_up' as const };
    const fetchMock = mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: () => {
        const all = steps('order-a', refused ? 3 : 2, idOrder, WITH_ID_CHECK);
        if (!refused) return { body: all };
        all[3] = {
          ...all[3]!,
          kind: 'return',
          instructionTitle: 'Return the order to Casa Arroyo Taqueria',
          address: STORE,
        };
        return { body: all };
      },
      [stepUrl('order-a', 2)]: () => {
        refused = true;
        return {
          body: {
            status: 'complete',
            instruction: steps('order-a', 3, idOrder, WITH_ID_CHECK)[2],
            idCheck: { passed: false },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/driverdashboard');
    const check = await screen.findByRole('region', { name: "Check the recipient's ID: 21+" });
    expect(check).toHaveTextContent('Step 3 of 4');
    await user.click(within(check).getByRole('button', { name: 'Complete' }));
    expect(within(check).getByLabelText('Date of birth on the ID')).toHaveAccessibleDescription(
      'Enter the date of birth as it is printed on the ID.',
    );
    expect(within(check).getByLabelText('Type of ID')).toHaveAccessibleDescription(
      'Choose the type of ID.',
    );
    expect(sentBodies(fetchMock, '/instructions/order-a-step-2')).toEqual([]);

    // Someone who turns 21 only next year.
    const nextYear = new Date().getFullYear() - 20;
    await user.type(within(check).getByLabelText('Date of birth on the ID'), `${nextYear}-12-31`);
    await user.selectOptions(within(check).getByLabelText('Type of ID'), "Driver's license");
    await user.click(within(check).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, '/instructions/order-a-step-2')).toEqual([
        { idCheck: { dateOfBirth: `${nextYear}-12-31`, idType: 'drivers_license' } },
      ]),
    );
    const back = await screen.findByRole('region', {
      name: 'Return the order to Casa Arroyo Taqueria',
    });
    expect(within(back).getByRole('alert')).toHaveTextContent(
      'The ID check did not pass: do not leave the order. Bring every item back to the store.',
    );
    expect(back).toHaveTextContent('55 E Colorado Blvd');
    expect(within(back).queryByLabelText(/^Photo of the order/)).not.toBeInTheDocument();
    const age = ageOn(`${nextYear}-12-31`, localDateTime(Date.now(), DEFAULT_TIMEZONE).date)!;
    expect(await screen.findByText(idCheckFailed(age))).toBeVisible();
  });

  it('offline at the door: an ID check under 21 waits in the outbox and the way back shows at once', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: () => ({
        body: steps('order-a', 2, { needsIdCheck: true }, WITH_ID_CHECK),
      }),
      [stepUrl('order-a', 2)]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderApp('/driverdashboard');
    const check = await screen.findByRole('region', { name: "Check the recipient's ID: 21+" });
    const born = `${new Date().getFullYear() - 18}-01-01`;
    await user.type(within(check).getByLabelText('Date of birth on the ID'), born);
    await user.selectOptions(within(check).getByLabelText('Type of ID'), 'Passport');
    await user.click(within(check).getByRole('button', { name: 'Complete' }));
    const back = await screen.findByRole('region', {
      name: 'Return the order to Casa Arroyo Taqueria',
    });
    expect(back).toHaveTextContent('55 E Colorado Blvd');
    expect(await screen.findByText(/^1 change waiting to be sent/)).toBeVisible();
  });

  it('live: an order assigned in the console appears on the phone at once, with a notice', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    let assigned = false;
    mockApi({
      ...OFF_SHIFT_API,
      [STEPS_URL]: () => ({ body: assigned ? steps('order-a') : [] }),
      [`GET /api/drivers/${DRIVER}/deliveries`]: { body: [] },
      'GET /api/orders/stream': () => {
        assigned = true;
        const event = buildOrderEvent({
          _id: '9',
          orderId: 'order-a',
          action: 'assign',
          fromStatus: 'pending',
          toStatus: 'assigned',
          actorRole: 'admin',
          driverId: DRIVER,
        });
        return {
          events: `retry: 60000\n\nid: 9\nevent: order_event\ndata: ${JSON.stringify(event)}\n\n`,
        };
      },
    });
    renderApp('/driverdashboard');
    expect(await screen.findByRole('region', { name: /^Pick up order at / })).toBeVisible();
    expect(await screen.findByText(NEW_DELIVERY_ASSIGNED)).toBeVisible();
  });
});
