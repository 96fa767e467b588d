import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../testing/factories';
import { mockApi } from '../../testing/fetch-mock';
import { renderWithRouter } from '../../testing/render-app';
import { DriverWork } from './components/driver-work';
import { offlineNotice, savedInstructions } from './saved-instructions';
import { buildOrderSteps, DRIVER } from './testing/build-driver-steps';

const STEPS_URL = `GET /api/instructions/${DRIVER}`;
const PICK_UP = `PATCH /api/drivers/${DRIVER}/orders/a/instructions/a-step-0`;
const STREAM = 'GET /api/orders/stream';

/** The API while the phone has a connection; without one every call fails as fetch does. */
function mockServer() {
  const server = { online: true, done: 0 };
  const reachable =
    <T,>(answer: () => T) =>
    () => {
      if (!server.online) throw new TypeError('Failed to fetch');
      return answer();
    };
  mockApi({
    [STREAM]: reachable(() => ({ events: 'retry: 60000\n\n' })),
    [STEPS_URL]: reachable(() => ({ body: buildOrderSteps({ orderId: 'a', done: server.done }) })),
    [PICK_UP]: reachable(() => {
      server.done = 1;
      return { body: { status: 'complete', instruction: buildOrderSteps({ orderId: 'a' })[0] } };
    }),
  });
  return server;
}

/** The browser's word on the connection, heard by TanStack Query and the outbox alike. */
function connection(online: boolean) {
  act(() => {
    // Set too: Query hears the browser's events only while a query client is mounted.
    onlineManager.setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the driver’s instructions kept on the phone (issue #36)', () => {
  it('starts offline with the last instructions, says from when, and sends what is done once back online', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    const server = mockServer();
    const online = renderWithRouter(<DriverWork driverId={DRIVER} />);
    expect(await screen.findByRole('region', { name: /^Pick up order at / })).toBeVisible();
    await waitFor(async () => expect(await savedInstructions(DRIVER)).toBeDefined());
    const { savedAt } = (await savedInstructions(DRIVER))!;
    online.unmount();

    // The app starts again with no connection: the server cannot be asked.
    server.online = false;
    connection(false);
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    const pickUp = await screen.findByRole('region', { name: /^Pick up order at / });
    expect(screen.getByText(offlineNotice(savedAt))).toBeVisible();
    expect(offlineNotice(savedAt)).toMatch(
      /^You are offline — showing your instructions from \d{1,2}:\d{2} [AP]M\.$/,
    );

    const user = userEvent.setup();
    await user.click(within(pickUp).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('region', { name: 'Bag the items' })).toBeVisible();
    expect(await screen.findByText(/^1 change waiting to be sent/)).toBeVisible();

    server.online = true;
    connection(true);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
    expect(server.done).toBe(1);
    await waitFor(() => expect(screen.queryByText(/^You are offline/)).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Bag the items' })).toBeVisible();
    // The server's answer replaces the phone's copy.
    await waitFor(async () =>
      expect((await savedInstructions(DRIVER))?.steps[0]?.status).toBe('complete'),
    );
  });

  it('says so when it starts offline with nothing kept', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    const server = mockServer();
    server.online = false;
    connection(false);
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeVisible();
    expect(
      screen.getByText('Your deliveries show here as soon as you are back online.'),
    ).toBeVisible();

    server.online = true;
    connection(true);
    expect(await screen.findByRole('region', { name: /^Pick up order at / })).toBeVisible();
  });

  it('reads the steps again when the connection returns, though nothing waits to be sent', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    const server = mockServer();
    const online = renderWithRouter(<DriverWork driverId={DRIVER} />);
    await waitFor(async () => expect(await savedInstructions(DRIVER)).toBeDefined());
    online.unmount();

    // Started offline, the browser announces nothing: the server just cannot be reached.
    server.online = false;
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    expect(await screen.findByText(/^You are offline — showing your instructions/)).toBeVisible();
    expect(screen.getByRole('region', { name: /^Pick up order at / })).toBeVisible();

    server.online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(/^You are offline/)).not.toBeInTheDocument());
  });

  it('keeps each driver’s own copy', async () => {
    storeSession({ role: 'driver', driverId: DRIVER });
    mockServer();
    renderWithRouter(<DriverWork driverId={DRIVER} />);
    await waitFor(async () => expect(await savedInstructions(DRIVER)).toBeDefined());
    expect(await savedInstructions('another-driver')).toBeUndefined();
  });
});
