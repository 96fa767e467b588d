import { describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://arroyo.example';

/** src/service-worker.ts run against a stand-in of the worker's global scope, at `scope`. */
async function loadWorker(scope: string) {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const openWindow = vi.fn(async (_url: string) => null);
  const focus = vi.fn(async () => null);
  const windows: { url: string; focus: typeof focus }[] = [];
  vi.stubGlobal('self', {
    location: new URL('/sw.js', ORIGIN),
    // Workbox's development logs, which would fail the test (testing/console-guard.ts).
    __WB_DISABLE_DEV_LOGS: true,
    // What the build injects; empty here.
    __WB_MANIFEST: [],
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: async () => undefined,
    registration: {
      scope: new URL(scope, ORIGIN).href,
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    clients: { claim: async () => undefined, matchAll: async () => windows, openWindow },
  });
  vi.resetModules();
  await import('./service-worker');
  async function fire(type: string, fields: Record<string, unknown>) {
    const done: Promise<unknown>[] = [];
    for (const listener of listeners.get(type) ?? []) {
      listener({ ...fields, waitUntil: (promise: Promise<unknown>) => done.push(promise) });
    }
    await Promise.all(done);
  }
  return { fire, listeners, shown, openWindow, focus, windows };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker (issue #36)', () => {
  it('on a buyer’s push-only scope, shows what the API pushed and answers no request', async () => {
    const worker = await loadWorker('/push/');
    expect(worker.listeners.has('fetch')).toBe(false);
    await worker.fire(
      'push',
      pushOf({
        title: 'Your order is on its way',
        body: 'Order 5B0C1A52 from Casa Arroyo Taqueria left the store.',
        url: '/dashboard/orders',
        tag: 'order-5b0c1a52',
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Your order is on its way',
        options: {
          body: 'Order 5B0C1A52 from Casa Arroyo Taqueria left the store.',
          tag: 'order-5b0c1a52',
          // A newer word on the same order replaces the older, and is heard.
          renotify: true,
          data: { url: '/dashboard/orders' },
          icon: '/icons/brand-192.png',
        },
      },
    ]);
  });

  it('in the driver’s app, answers its pages and shows notifications with the app’s icon', async () => {
    const worker = await loadWorker('/driverdashboard');
    expect(worker.listeners.has('fetch')).toBe(true);
    await worker.fire(
      'push',
      pushOf({ title: 'New delivery', body: 'Order 5B0C1A52 is yours.', url: '/driverdashboard' }),
    );
    expect(worker.shown[0]?.options).toMatchObject({
      icon: '/icons/driver-192.png',
      renotify: false,
      data: { url: '/driverdashboard' },
    });
  });

  it('opens only pages of this site, focusing one already open', async () => {
    const worker = await loadWorker('/push/');
    await worker.fire('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.example/' }));
    await worker.fire('push', pushOf({ title: 'x', body: 'y', url: '//evil.example/' }));
    await worker.fire('push', { data: { json: () => JSON.parse('not json') } });
    expect(worker.shown.map(({ options }) => options.data)).toEqual([
      { url: '/' },
      { url: '/' },
      { url: '/' },
    ]);
    expect(worker.shown[2]?.title).toBe('Order update');

    const close = vi.fn();
    const click = (url: string) => ({ notification: { close, data: { url } } });
    await worker.fire('notificationclick', click('/dashboard/orders'));
    expect(close).toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard/orders`);

    worker.windows.push({ url: `${ORIGIN}/sellerdashboard/orders`, focus: worker.focus });
    await worker.fire('notificationclick', click('/sellerdashboard/orders'));
    expect(worker.focus).toHaveBeenCalledTimes(1);
    expect(worker.openWindow).toHaveBeenCalledTimes(1);
  });
});
