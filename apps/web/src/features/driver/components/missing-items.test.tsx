import { itemsMarkedUnavailable } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { buildOrderSteps, DRIVER } from '../testing/build-driver-steps';
import { DriverWork } from './driver-work';

// Issue #35: at the pick-up, the store hands over less than the list.

const ORDER = '2a1e2f30-0000-4000-8000-000000000001';
const ITEMS = [
  { name: 'Carne Asada Burrito', quantity: 2, unavailable: 0, options: ['Salsa: Verde'] },
  { name: 'Horchata', quantity: 1, unavailable: 0, options: [] },
];

describe('the driver’s pick-up: items missing at the store', () => {
  it('marks the units the store could not hand over before the pick-up is completed', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    let reads = 0;
    const message = itemsMarkedUnavailable('2A1E2F30', '$3.82');
    const fetchMock = mockApi({
      'GET /api/orders/stream': { events: 'retry: 60000\n\n' },
      [`GET /api/instructions/${DRIVER}`]: () => {
        reads += 1;
        return { body: buildOrderSteps({ orderId: ORDER, order: { items: ITEMS } }) };
      },
      [`POST /api/orders/${ORDER}/unavailable-lines`]: { body: { status: 200, message } },
    });
    const user = userEvent.setup();
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    const pickUp = await screen.findByRole('region', { name: /^Pick up order at/ });
    await user.click(within(pickUp).getByRole('button', { name: 'Items missing at the store?' }));
    const dialog = screen.getByRole('dialog', { name: 'Items unavailable on order #2A1E2F30' });
    expect(within(dialog).getByText('Salsa: Verde')).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: 'Increase unavailable units of Horchata' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark 1 item unavailable' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `/api/orders/${ORDER}/unavailable-lines`)).toEqual([
      { lines: [{ line: 1, quantity: 1 }] },
    ]);
    await waitFor(() => expect(reads).toBe(2));
    // The pick-up is still to complete.
    expect(within(pickUp).getByRole('button', { name: 'Complete' })).toBeEnabled();
  });

  it('is offered at the pick-up only', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({
      'GET /api/orders/stream': { events: 'retry: 60000\n\n' },
      [`GET /api/instructions/${DRIVER}`]: {
        body: buildOrderSteps({ orderId: ORDER, done: 1, order: { items: ITEMS } }),
      },
    });
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    await screen.findByRole('region', { name: 'Bag the items' });
    expect(screen.queryByRole('button', { name: 'Items missing at the store?' })).toBeNull();
  });

  it('leaves what the store did not have off the list to collect', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    const items = [{ ...ITEMS[0]!, unavailable: 1 }, ITEMS[1]!];
    mockApi({
      'GET /api/orders/stream': { events: 'retry: 60000\n\n' },
      [`GET /api/instructions/${DRIVER}`]: {
        body: buildOrderSteps({ orderId: ORDER, order: { items } }),
      },
    });
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    const pickUp = await screen.findByRole('region', { name: /^Pick up order at/ });
    const burrito = within(pickUp).getByText('1 × Carne Asada Burrito');
    expect(burrito.closest('li')).toHaveTextContent('1 not available at the store');
  });
});
