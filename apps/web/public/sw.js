// The app's service worker (issue #36): shows the push notifications the API sends — a new
// delivery for a driver, a new order for a seller, an order's progress for its buyer, a late
// delivery for an admin — and opens the page each is about when it is tapped. It answers no
// request: every page still comes from the network.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload the API sends: { title, body, url, tag } (packages/contract/src/push.ts). */
function readPayload(data) {
  try {
    const payload = data ? data.json() : {};
    return {
      title: typeof payload.title === 'string' ? payload.title : 'Order update',
      body: typeof payload.body === 'string' ? payload.body : '',
      url: typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
    };
  } catch {
    return { title: 'Order update', body: '', url: '/', tag: undefined };
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = readPayload(event.data);
  // One notification per order (its tag): a newer word on the same order replaces the older.
  event.waitUntil(
    self.registration.showNotification(title, { body, tag, renotify: Boolean(tag), data: { url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
