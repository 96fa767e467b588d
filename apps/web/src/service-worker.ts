// The app's service worker (issue #36, docs/decisions/147), built by vite-plugin-pwa's
// injectManifest into dist/sw.js, a classic script. The same script is registered under three
// scopes (lib/service-worker.ts):
// - /driverdashboard and /sellerdashboard, the installable apps: it precaches their code and
//   answers their pages from the network, falling back to the last good page, so the apps start
//   without a connection. Their data is the app's business (the driver's steps are kept in
//   IndexedDB): the API's answers pass by untouched.
// - /push/, every other page's: push notifications only. It caches nothing there and answers no
//   request (no page lives under that scope), so a buyer's page is never held up by it.
// Under every scope it shows the notifications the API pushes and opens their page on a tap.
import type { PushPayload } from '@marketplace/core/push/order-pushes';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { appIcons, BRAND_ICON } from './features/installable-app/app-assets';
import { installableApp } from './lib/installable-apps';

declare const self: ServiceWorkerGlobalScope;

const app = installableApp(new URL(self.registration.scope).pathname);

// A new version takes over at once, in open pages too: the dashboards' pages fetch their code
// when they open, and a page left open keeps the code it already has.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Past this, a page that the network is slow to send comes from the cache instead. */
const NETWORK_WAIT_SECONDS = 4;

if (app) {
  // The dashboards' code, as the build lists it (vite-plugins/dashboard-precache.ts).
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();

  // Every page of an app is the same server-rendered shell (the app draws the rest), so one copy
  // serves them all: the start page's, replaced by each page the network sends.
  const startUrl = new URL(app.scope, self.location.origin).href;
  const pages = new NetworkFirst({
    cacheName: `${app.key}-pages`,
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    plugins: [
      {
        cacheKeyWillBeUsed: async () => startUrl,
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && response.headers.get('content-type')?.startsWith('text/html')
            ? response
            : null,
      },
    ],
  });
  registerRoute(({ request }) => request.mode === 'navigate', pages);

  self.addEventListener('install', (event) => {
    // The page that registered the worker came before it: keep the start page now, so the very
    // next start can be offline. A failure here must not fail the install.
    const request = new Request(startUrl, { headers: { Accept: 'text/html' } });
    event.waitUntil(pages.handle({ event, request }).catch(() => undefined));
  });
  self.addEventListener('activate', (event) => {
    // Pages are asked for while the worker starts, not after (its strategy takes the answer).
    if (self.registration.navigationPreload) {
      event.waitUntil(self.registration.navigationPreload.enable());
    }
  });
}

/** The payload the API pushes (packages/core/src/push/order-pushes.ts); only our own pages. */
function readPayload(data: PushMessageData | null): Omit<PushPayload, 'tag'> & { tag?: string } {
  const fallback = { title: 'Order update', body: '', url: '/' };
  try {
    const payload: Partial<Record<keyof PushPayload, unknown>> = data ? data.json() : {};
    return {
      title: typeof payload.title === 'string' ? payload.title : fallback.title,
      body: typeof payload.body === 'string' ? payload.body : '',
      url: typeof payload.url === 'string' && /^\/(?!\/)/.test(payload.url) ? payload.url : '/',
      ...(typeof payload.tag === 'string' ? { tag: payload.tag } : {}),
    };
  } catch {
    return fallback;
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = readPayload(event.data);
  // One notification per order (its tag): a newer word on the same order replaces the older.
  // `renotify` (sound and vibration again for a replacement) is not in TypeScript's DOM types.
  const options: NotificationOptions & { renotify: boolean } = {
    body,
    tag,
    data: { url },
    icon: app ? appIcons(app).any192 : BRAND_ICON,
    renotify: Boolean(tag),
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path: unknown = event.notification.data?.url;
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
