import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildOrder } from '../../../testing/build-order';
import { storeSession } from '../../../testing/factories';
import { useFakeClock } from '../../../testing/fake-clock';
import { type MockReply, mockApi } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { OrderProgress } from './order-progress';
import type { TrackingMapProps } from './tracking-map';

// jsdom has no WebGL: the MapLibre map is replaced by what it is handed (e2e runs the real one).
vi.mock('./tracking-map', () => ({
  default: ({ driver, door }: TrackingMapProps) => (
    <p>{`Driver at ${driver.latitude}, ${driver.longitude}; door at ${door?.latitude}, ${door?.longitude}`}</p>
  ),
}));

const order = buildOrder({ _id: 'order-1' });
const door = { ...order.deliveryAddress!, latitude: 34.1562, longitude: -118.1226 };
const position = (latitude: number, longitude: number, at: string) => ({
  driverId: 'driver-1',
  onShift: true,
  startedAt: '2026-11-27T18:00:00.000Z',
  latitude,
  longitude,
  accuracyMeters: 10,
  at,
});

const NO_ETA = { arrivesAt: null, late: false };

function setUp(stream: string, eta: () => MockReply = () => ({ body: NO_ETA })) {
  storeSession({ role: 'buyer' });
  return mockApi({
    'GET /api/orders/order-1/timeline': { body: [] },
    'GET /api/orders/order-1/eta': eta,
    'GET /api/map-style': { body: { styleUrl: null } },
    'GET /api/orders/order-1/driver-position': {
      body: position(34.14, -118.13, new Date().toISOString()),
    },
    'GET /api/orders/order-1/driver-position/stream': { events: stream },
  });
}

describe('the buyer’s driver on the way (issue #33)', () => {
  it('shows the driver beside the door while the order is picked up, moving as positions arrive', async () => {
    const moved = position(34.15, -118.125, new Date(Date.now() + 1_000).toISOString());
    setUp(`retry: 60000\n\nevent: driver_position\ndata: ${JSON.stringify(moved)}\n\n`);
    renderWithRouter(
      <OrderProgress orderId="order-1" status="picked_up" timeZone="UTC" dropOff={door} />,
    );
    expect(await screen.findByRole('heading', { name: 'Your driver is on the way' })).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByText('Driver at 34.15, -118.125; door at 34.1562, -118.1226'),
      ).toBeVisible(),
    );
    expect(screen.getByText(/^Location updated/)).toBeVisible();
  });

  it('says when the driver’s location has not updated for two minutes', async () => {
    storeSession({ role: 'buyer' });
    mockApi({
      'GET /api/orders/order-1/timeline': { body: [] },
      'GET /api/orders/order-1/eta': { body: NO_ETA },
      'GET /api/map-style': { body: { styleUrl: null } },
      'GET /api/orders/order-1/driver-position': {
        body: position(34.14, -118.13, '2026-11-27T19:03:00.000Z'),
      },
      'GET /api/orders/order-1/driver-position/stream': { events: 'retry: 60000\n\n' },
    });
    renderWithRouter(
      <OrderProgress orderId="order-1" status="picked_up" timeZone="UTC" dropOff={door} />,
    );
    expect(
      await screen.findByText('Your driver’s location hasn’t updated since 7:03 PM.'),
    ).toBeVisible();
  });

  it('asks for no driver before pick-up or after delivery', async () => {
    const fetchMock = setUp('retry: 60000\n\n');
    for (const status of ['assigned', 'delivered']) {
      const { unmount } = renderWithRouter(
        <OrderProgress orderId="order-1" status={status} timeZone="UTC" dropOff={door} />,
      );
      await screen.findByRole('region', { name: 'Order progress' });
      expect(screen.queryByRole('heading', { name: 'Your driver is on the way' })).toBeNull();
      unmount();
    }
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('driver-position')),
    ).toEqual([]);
  });

  it('reads the ETA again when the driver moves, at most once every 5 seconds', async () => {
    useFakeClock();
    const moves = [1, 2].map((second) =>
      position(34.15, -118.125, new Date(Date.now() + second * 1_000).toISOString()),
    );
    // The first read, then the time the driver's moves make of it.
    const arrivals = ['2026-01-15T03:40:00.000Z', '2026-01-15T03:45:00.000Z'];
    let reads = 0;
    const fetchMock = setUp(
      `retry: 60000\n\n${moves
        .map((moved) => `event: driver_position\ndata: ${JSON.stringify(moved)}\n\n`)
        .join('')}`,
      () => {
        reads += 1;
        return { body: { arrivesAt: arrivals[Math.min(reads, 2) - 1], late: false } };
      },
    );
    renderWithRouter(
      <OrderProgress
        orderId="order-1"
        status="picked_up"
        timeZone="America/Los_Angeles"
        dropOff={door}
      />,
    );
    expect(await screen.findByText('Arriving around 7:40 PM')).toBeVisible();
    await waitFor(() => expect(screen.getByText(/^Location updated/)).toBeVisible());
    // Both moves came within 5 s of the first read: one read once those 5 s are up.
    expect(
      await screen.findByText('Arriving around 7:45 PM', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/eta'))).toHaveLength(2);
  });
});
