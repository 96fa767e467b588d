import type { DriverShift } from '@marketplace/contract/shifts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { ShiftPanel } from './shift-panel';

const OFF: DriverShift = {
  driverId: 'driver-1',
  onShift: false,
  startedAt: null,
  latitude: null,
  longitude: null,
  accuracyMeters: null,
  at: null,
};
const ON: DriverShift = { ...OFF, onShift: true, startedAt: '2026-11-27T19:02:00.000Z' };

/** A phone's Geolocation: the test moves it, or refuses it, by hand. */
function fakeGeolocation() {
  let onPosition: PositionCallback | null = null;
  let onError: PositionErrorCallback | null | undefined = null;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback, error?: PositionErrorCallback | null) => {
      onPosition = success;
      onError = error;
      return 7;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    geolocation,
    move(latitude: number, longitude: number) {
      act(() =>
        onPosition?.({
          coords: { latitude, longitude, accuracy: 8 },
          timestamp: Date.now(),
        } as GeolocationPosition),
      );
    },
    deny() {
      act(() =>
        onError?.({ code: 1, PERMISSION_DENIED: 1 } as unknown as GeolocationPositionError),
      );
    },
  };
}

let now = Date.parse('2026-11-27T19:05:00Z');
beforeEach(() => {
  now = Date.parse('2026-11-27T19:05:00Z');
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  storeSession({ role: 'driver', driverId: 'driver-1' });
});
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the driver’s shift', () => {
  it('shares nothing off shift; on shift it sends positions as core allows, and stops at the end', async () => {
    let shift = OFF;
    const fetchMock = mockApi({
      'GET /api/driver/shift': () => ({ body: shift }),
      'POST /api/driver/shift/start': () => {
        shift = ON;
        return { body: ON };
      },
      'POST /api/driver/shift/end': () => {
        shift = OFF;
        return { body: OFF };
      },
      'PUT /api/driver/position': { body: { kept: true } },
    });
    const phone = fakeGeolocation();
    const user = userEvent.setup();
    renderWithRouter(<ShiftPanel />);

    expect(await screen.findByText('You’re off shift')).toBeVisible();
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Start shift' }));
    expect(await screen.findByText(/^On shift since/)).toBeVisible();
    expect(screen.getByText('Finding your location…')).toBeVisible();
    expect(phone.geolocation.watchPosition).toHaveBeenCalledTimes(1);

    phone.move(34.1461, -118.1473);
    expect(
      await screen.findByText(/^Sharing your location with dispatch · last sent/),
    ).toBeVisible();
    // 5 s and 30 m later: too soon and too near to send again; 11 s and 100 m later, it goes.
    now += 5_000;
    phone.move(34.1464, -118.1473);
    now += 6_000;
    phone.move(34.1473, -118.1473);
    await waitFor(() => expect(sentBodies(fetchMock, '/api/driver/position')).toHaveLength(2));
    expect(sentBodies(fetchMock, '/api/driver/position')).toEqual([
      { latitude: 34.1461, longitude: -118.1473, accuracyMeters: 8 },
      { latitude: 34.1473, longitude: -118.1473, accuracyMeters: 8 },
    ]);

    await user.click(screen.getByRole('button', { name: 'End shift' }));
    expect(await screen.findByText('You’re off shift')).toBeVisible();
    expect(phone.geolocation.clearWatch).toHaveBeenCalledWith(7);
  });

  it('sends a move held back by the gap once the gap is over, and a still phone at the heartbeat', async () => {
    const fetchMock = mockApi({
      'GET /api/driver/shift': { body: ON },
      'PUT /api/driver/position': { body: { kept: true } },
    });
    const phone = fakeGeolocation();
    renderWithRouter(<ShiftPanel />);
    await screen.findByText(/^On shift since/);
    phone.move(34.1461, -118.1473);
    await waitFor(() => expect(sentBodies(fetchMock, '/api/driver/position')).toHaveLength(1));
    now += 4_000;
    phone.move(34.1473, -118.1473);
    // No new reading from the phone: the held-back move goes once 10 s have passed…
    now += 6_000;
    await waitFor(() => expect(sentBodies(fetchMock, '/api/driver/position')).toHaveLength(2), {
      timeout: 4_000,
    });
    // …and standing still, the same place again after 15 s, so dispatch never sees it stale.
    now += 15_000;
    await waitFor(() => expect(sentBodies(fetchMock, '/api/driver/position')).toHaveLength(3), {
      timeout: 4_000,
    });
    expect(sentBodies(fetchMock, '/api/driver/position').slice(1)).toEqual([
      { latitude: 34.1473, longitude: -118.1473, accuracyMeters: 8 },
      { latitude: 34.1473, longitude: -118.1473, accuracyMeters: 8 },
    ]);
  });

  it('drops positions while offline instead of queueing them, and says so', async () => {
    const fetchMock = mockApi({ 'GET /api/driver/shift': { body: ON } });
    const phone = fakeGeolocation();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderWithRouter(<ShiftPanel />);
    await screen.findByText(/^On shift since/);
    phone.move(34.1461, -118.1473);
    expect(
      screen.getByText('You are offline: your location is not being shared until you are back.'),
    ).toBeVisible();
    expect(sentBodies(fetchMock, '/api/driver/position')).toEqual([]);
  });

  it('tells the driver when the browser blocks their location', async () => {
    mockApi({ 'GET /api/driver/shift': { body: ON } });
    const phone = fakeGeolocation();
    renderWithRouter(<ShiftPanel />);
    await screen.findByText(/^On shift since/);
    phone.deny();
    expect(
      screen.getByText(
        'Location is blocked for this site: allow it in your browser settings so dispatch can see where you are.',
      ),
    ).toBeVisible();
  });

  it('started without a connection, says so in one line and reads the shift again on a tap', async () => {
    let online = false;
    mockApi({
      'GET /api/driver/shift': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: OFF };
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<ShiftPanel />);
    expect(await screen.findByText('Your shift shows here when you are back online')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'We couldn’t load your shift' })).toBeNull();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You’re off shift')).toBeVisible();
  });
});
