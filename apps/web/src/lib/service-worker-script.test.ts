import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/** public/sw.js run against a stand-in of the worker's global scope. */
function loadWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const openWindow = vi.fn(async (_url: string) => null);
  const focus = vi.fn(async () => null);
  const windows: { url: string; focus: typeof focus }[] = [];
  const self = {
    location: { origin: 'https://arroyo.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    clients: { claim: async () => undefined, matchAll: async () => windows, openWindow },
  };
  const source = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../public/sw.js'),
    'utf8',
  );
  new Function('self', source)(self);
  async function fire(type: string, fields: Record<string, unknown>) {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...fields, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  return { fire, shown, openWindow, focus, windows };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker (issue #36)', () => {
  it('shows the notification the API pushed, one per order', async () => {
    const worker = loadWorker();
    await worker.fire(
      'push',
      pushOf({
        title: 'New delivery',
        body: 'Order 5B0C1A52 from Casa Arroyo Taqueria is yours.',
        url: '/driverdashboard',
        tag: 'order-5b0c1a52',
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'New delivery',
        options: {
          body: 'Order 5B0C1A52 from Casa Arroyo Taqueria is yours.',
          tag: 'order-5b0c1a52',
          renotify: true,
          data: { url: '/driverdashboard' },
        },
      },
    ]);
  });

  it('opens only pages of this site, focusing one already open', async () => {
    const worker = loadWorker();
    await worker.fire('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.example/' }));
    expect(worker.shown[0]?.options.data).toEqual({ url: '/' });

    const close = vi.fn();
    const click = (url: string) => ({ notification: { close, data: { url } } });
    await worker.fire('notificationclick', click('/dashboard/orders'));
    expect(close).toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledWith('https://arroyo.example/dashboard/orders');

    worker.windows.push({
      url: 'https://arroyo.example/sellerdashboard/orders',
      focus: worker.focus,
    });
    await worker.fire('notificationclick', click('/sellerdashboard/orders'));
    expect(worker.focus).toHaveBeenCalledTimes(1);
    expect(worker.openWindow).toHaveBeenCalledTimes(1);
  });
});
