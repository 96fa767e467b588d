import { PUSH_PAGES } from '@marketplace/core/push/order-pushes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { COULD_NOT_TURN_ON } from '../use-device-notifications';
import {
  DeviceNotificationsToggle,
  PUSH_BLOCKED,
  PUSH_UNSUPPORTED,
} from './device-notifications-toggle';

// Issue #36: "Notifications on this device", over a fake browser: a Notification permission, a
// service worker registration and its pushManager, which keep what the switch did.

const SERVER_KEY =
  'BPBBf1D0NWYWCn2al-C01szLGp7Rq9c1FsBxbM5OZO3fPlA7PzfgoFYI3BVnUBcntWMc6vy43gZykpEDPN4zw6Q';
const OLD_KEY =
  'BBFaXmiNeBAE4yitM7Ol0w5vv6-mHc3oDlVVb0ufFsnSnmj_NL53KeS3pC9H9oyM6_QGALK8nqX7mjiFR6nLifE';
const BROWSER_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

const bytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** A browser that takes push: what it was asked is kept for the test to read. */
function fakeBrowser(options: {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  subscribedWith?: string;
}) {
  let permission = options.permission ?? 'default';
  let subscription: PushSubscription | null = null;
  const subscriptionTo = (key: string) => {
    const made = {
      endpoint: `https://fcm.googleapis.com/fcm/send/device-${key.slice(1, 6)}`,
      options: { userVisibleOnly: true, applicationServerKey: bytes(key).buffer },
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: BROWSER_KEYS }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    return made as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
  };
  if (options.subscribedWith) subscription = subscriptionTo(options.subscribedWith);
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (asked: PushSubscriptionOptionsInit) => {
      subscription = subscriptionTo(
        btoa(String.fromCharCode(...(asked.applicationServerKey as Uint8Array)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, ''),
      );
      return subscription;
    }),
  };
  let registered = Boolean(options.subscribedWith);
  const registration = { scope: 'http://localhost/push/', pushManager };
  const serviceWorker = {
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  const requestPermission = vi.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  return {
    pushManager,
    serviceWorker,
    requestPermission,
    subscription: () => subscription as (PushSubscription & { unsubscribe: () => void }) | null,
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderToggle(route = '/driverdashboard') {
  storeSession({ role: 'driver' });
  renderWithRouter(<DeviceNotificationsToggle what="a delivery is given to you" />, route);
}

const toggle = () => screen.findByRole('checkbox', { name: /Notifications on this device/ });

describe('Notifications on this device', () => {
  it('explains, and shows no switch, where the browser cannot take notifications', async () => {
    mockApi({});
    renderToggle();
    expect(await screen.findByText(PUSH_UNSUPPORTED)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('sends nobody to the Home Screen from a page that is not an installable app', async () => {
    mockApi({});
    renderToggle('/dashboard/orders');
    expect(
      await screen.findByText(
        'This browser can’t get notifications from this site. A recent Chrome, Edge or Firefox can, and so can Safari on a Mac.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(PUSH_UNSUPPORTED)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says how to allow them where the person blocked them', async () => {
    fakeBrowser({ permission: 'denied' });
    mockApi({});
    renderToggle();
    expect(await screen.findByText(PUSH_BLOCKED)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('turns on from the keyboard: asks, subscribes with the server’s key, and sends the subscription', async () => {
    const browser = fakeBrowser({});
    const api = mockApi({
      'GET /api/push/key': { body: { publicKey: SERVER_KEY } },
      'POST /api/push/subscriptions': { body: { subscribed: true, deviceLabel: 'Chrome on Mac' } },
    });
    const user = userEvent.setup();
    renderToggle();
    const box = await toggle();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Off: turn it on to be told here when a delivery is given to you.',
    );
    // Nothing is registered or asked until the person turns it on.
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();

    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(
        'On: this device is told when a delivery is given to you, even with this page closed.',
      ),
    );
    expect(box).toHaveFocus();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/push/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: bytes(SERVER_KEY),
    });
    expect(sentBodies(api, '/api/push/subscriptions')).toEqual([
      { endpoint: browser.subscription()!.endpoint, keys: BROWSER_KEYS },
    ]);
  });

  it('shows the change under way, and stays off when the browser’s question is dismissed', async () => {
    let answer: (permission: NotificationPermission) => void = () => {};
    const browser = fakeBrowser({});
    browser.requestPermission.mockImplementation(
      () => new Promise<NotificationPermission>((resolve) => (answer = resolve)),
    );
    mockApi({});
    const user = userEvent.setup();
    renderToggle();
    const box = await toggle();
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveAccessibleDescription('Turning on…');
    answer('default');
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toHaveAccessibleDescription(
      'Your browser did not get an answer: turn this on again and choose Allow.',
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('turns off: the server forgets the device and the browser unsubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });
    const endpoint = browser.subscription()!.endpoint;
    const api = mockApi({
      'GET /api/push/key': { body: { publicKey: SERVER_KEY } },
      'POST /api/push/subscriptions': { body: { subscribed: true, deviceLabel: 'Chrome on Mac' } },
      'DELETE /api/push/subscriptions': { status: 204 },
    });
    const user = userEvent.setup();
    renderToggle();
    const box = await toggle();
    await waitFor(() => expect(box).toBeChecked());
    // Already on: the server hears of it again, for whoever is signed in now.
    await waitFor(() => expect(sentBodies(api, '/api/push/subscriptions')).toHaveLength(1));
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(
      api.mock.calls
        .filter(([, init]) => init?.method === 'DELETE')
        .map(([, init]) => JSON.parse(String(init?.body))),
    ).toEqual([{ endpoint }]);
    expect(browser.subscription()).toBeNull();
  });

  it('replaces a subscription to a key the server no longer signs with', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribedWith: OLD_KEY });
    const old = browser.subscription()!;
    const api = mockApi({
      'GET /api/push/key': { body: { publicKey: SERVER_KEY } },
      'POST /api/push/subscriptions': { body: { subscribed: true, deviceLabel: 'Chrome on Mac' } },
      'DELETE /api/push/subscriptions': {
        status: 404,
        body: { error: 'Gone.', code: 'NOT_FOUND' },
      },
    });
    renderToggle();
    const box = await toggle();
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(sentBodies(api, '/api/push/subscriptions')).toHaveLength(2));
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(sentBodies(api, '/api/push/subscriptions')).toEqual([
      { endpoint: old.endpoint },
      { endpoint: browser.subscription()!.endpoint, keys: BROWSER_KEYS },
    ]);
  });

  it('says so, and stays off, when the server does not keep the subscription', async () => {
    const browser = fakeBrowser({});
    mockApi({
      'GET /api/push/key': { body: { publicKey: SERVER_KEY } },
      'POST /api/push/subscriptions': {
        status: 400,
        body: {
          error: 'keys.p256dh must be a P-256 public key, base64url.',
          code: 'VALIDATION_FAILED',
        },
      },
    });
    const user = userEvent.setup();
    renderToggle();
    const box = await toggle();
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'keys.p256dh must be a P-256 public key, base64url.',
    );
    expect(box).not.toBeChecked();
    expect(browser.subscription()).toBeNull();
  });

  it('says the device could not subscribe when the browser refuses', async () => {
    const browser = fakeBrowser({});
    browser.pushManager.subscribe.mockRejectedValue(
      new DOMException('Registration failed - push service error', 'AbortError'),
    );
    mockApi({ 'GET /api/push/key': { body: { publicKey: SERVER_KEY } } });
    const user = userEvent.setup();
    renderToggle();
    const box = await toggle();
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(COULD_NOT_TURN_ON);
    expect(box).not.toBeChecked();
  });

  it('opens the pages the server’s notifications point at', () => {
    expect(PUSH_PAGES).toEqual({
      buyer: paths.buyerDashboard.getHref('orders'),
      seller: paths.sellerDashboard.getHref('orders'),
      driver: paths.driverDashboard.getHref(),
      admin: paths.adminDashboard.getHref('orders'),
    });
  });
});
