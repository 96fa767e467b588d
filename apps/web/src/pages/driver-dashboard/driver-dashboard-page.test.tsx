import type { DriverDelivery, DriverOrder, DriverStep } from '@marketplace/contract/driver';
import { INSTRUCTION_COMPLETE_FAILED } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../testing/factories';
import { mockApi, sentBodies } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

const DRIVER = 'driver-priya';
const STEPS_URL = `GET /api/instructions/${DRIVER}`;
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
};

function order(id: string, overrides: Partial<DriverOrder> = {}): DriverOrder {
  return {
    _id: id,
    orderType: 'delivery',
    orderStatus: 'assigned',
    storeName: 'Casa Arroyo Taqueria',
    deliveryWindowStart: '2026-01-14T19:00:00.000Z',
    deliveryWindowEnd: '2026-01-14T20:00:00.000Z',
    items: [{ name: 'Carne Asada Burrito', quantity: 2 }],
    specialRequest: 'Extra salsa',
    driverTip: 4.5,
    needsIdCheck: false,
    ...overrides,
  };
}

/** An order's three steps as GET /api/instructions answers them; `done` of them complete. */
function steps(orderId: string, done = 0, overrides: Partial<DriverOrder> = {}): DriverStep[] {
  const titles = [
    'Pick up order at Casa Arroyo Taqueria (2 items)',
    'Bag the items',
    'Deliver to Maya Alvarez',
  ];
  return titles.map((instructionTitle, position) => ({
    _id: `${orderId}-step-${position}`,
    orderId,
    driverId: DRIVER,
    position,
    instructionTitle,
    address: position === 1 ? null : HOME,
    bagIds: position === 1 ? [] : null,
    status: position < done ? 'complete' : 'pending',
    order: order(orderId, overrides),
  }));
}

const stepUrl = (orderId: string, position: number) =>
  `PATCH /api/drivers/${DRIVER}/orders/${orderId}/instructions/${orderId}-step-${position}`;

describe('driver dashboard', () => {
  it('shows the current step with what to collect, where to go and a map link', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({ [STEPS_URL]: { body: [...steps('order-a'), ...steps('order-b')] } });
    renderApp('/driverdashboard');
    const step = await screen.findByRole('region', {
      name: 'Pick up order at Casa Arroyo Taqueria (2 items)',
    });
    expect(step).toHaveTextContent('Step 1 of 3');
    expect(step).toHaveTextContent('2 × Carne Asada Burrito');
    expect(step).toHaveTextContent('Note: Extra salsa');
    expect(step).toHaveTextContent('Tip $4.50 (100% yours)');
    expect(within(step).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      expect.stringContaining('742%20N%20Mar%20Vista%20Ave'),
    );
    expect(screen.getByText('Order 1 of 2: 1 more after this one.')).toBeVisible();
  });

  it('adds and removes bag labels on the second step and sends them with Complete', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    let done = 1;
    const fetchMock = mockApi({
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

  it('offers the back camera for the photo at the hand-over, and only there', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({ [STEPS_URL]: { body: steps('order-a', 2) } });
    renderApp('/driverdashboard');
    const handOver = await screen.findByRole('region', { name: 'Deliver to Maya Alvarez' });
    const photo = within(handOver).getByLabelText(/^Photo of the order where you left it/);
    expect(photo).toHaveAttribute('type', 'file');
    expect(photo).toHaveAttribute('capture', 'environment');
  });

  it("says SPEC's sentence when a step cannot be marked complete", async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({
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
    expect(sentBodies(fetchMock, '/instructions/order-a-step-0').length).toBeGreaterThanOrEqual(2);
    expect(done).toBe(1);
    expect(screen.getByRole('region', { name: 'Bag the items' })).toBeVisible();
  });
});
