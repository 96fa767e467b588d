import type { DriverStep } from '@marketplace/contract/driver';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { buildOrderSteps, buildPlace, DRIVER, inRunOrder } from '../testing/build-driver-steps';
import { DriverWork } from './driver-work';

const STEPS_URL = `GET /api/instructions/${DRIVER}`;
const QUIET_STREAM = { 'GET /api/orders/stream': { events: 'retry: 60000\n\n' } };

/** A run of two orders from two stores, B's door before A's, and a lone order after it. */
function runThenLone(): DriverStep[] {
  const a = buildOrderSteps({ orderId: 'a', runId: 'run-1', door: buildPlace('Ana Ruiz', '12') });
  const b = buildOrderSteps({
    orderId: 'b',
    runId: 'run-1',
    store: buildPlace('Kettle Coffee', '80'),
    door: buildPlace('Ben Cho', '34'),
  });
  return [...inRunOrder([a, b], ['b', 'a']), ...buildOrderSteps({ orderId: 'c' })];
}

describe('the driver’s current delivery', () => {
  it('in a run, goes from the last pick-up to the first door and counts the stops left', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    // Both of A's store steps and B's pick-up are done: B's bag is next.
    let done = ['a-step-0', 'a-step-1', 'b-step-0'];
    const answer = () =>
      runThenLone().map((step) =>
        done.includes(step._id) ? { ...step, status: 'complete' as const } : step,
      );
    mockApi({
      ...QUIET_STREAM,
      [STEPS_URL]: () => ({ body: answer() }),
      [`PATCH /api/drivers/${DRIVER}/orders/b/instructions/b-step-1`]: () => {
        done = [...done, 'b-step-1'];
        return {
          body: { status: 'complete', instruction: answer().find((s) => s._id === 'b-step-1') },
        };
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    const bag = await screen.findByRole('region', { name: 'Bag the items' });
    expect(within(bag).getByText('Order B')).toBeVisible();
    expect(
      screen.getByText('Run of 2 orders: 2 more stops after this one. Then 1 more order.'),
    ).toBeVisible();
    await user.click(within(bag).getByRole('button', { name: 'Complete' }));
    // B's door comes before A's in the run, though A was picked up first.
    expect(await screen.findByRole('region', { name: 'Deliver to Ben Cho' })).toBeVisible();
    expect(
      screen.getByText('Run of 2 orders: 1 more stop after this one. Then 1 more order.'),
    ).toBeVisible();
  });

  it('says when the stop at hand is the run’s last', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    // Two orders to the same door: one stop.
    const door = buildPlace('Ana Ruiz', '12');
    const a = buildOrderSteps({ orderId: 'a', runId: 'run-1', door, done: 2 });
    const b = buildOrderSteps({ orderId: 'b', runId: 'run-1', door, done: 2 });
    mockApi({ ...QUIET_STREAM, [STEPS_URL]: { body: inRunOrder([a, b], ['a', 'b']) } });
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    expect(await screen.findByRole('region', { name: 'Deliver to Ana Ruiz' })).toBeVisible();
    expect(screen.getByText('Run of 2 orders: this is the last stop.')).toBeVisible();
  });

  it('keeps saying which order of how many for lone orders', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockApi({
      ...QUIET_STREAM,
      [STEPS_URL]: {
        body: [...buildOrderSteps({ orderId: 'a', done: 1 }), ...buildOrderSteps({ orderId: 'b' })],
      },
    });
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    const bag = await screen.findByRole('region', { name: 'Bag the items' });
    expect(within(bag).getByText('Order A')).toBeVisible();
    expect(screen.getByText('Order 1 of 2: 1 more after this one.')).toBeVisible();
  });
});
