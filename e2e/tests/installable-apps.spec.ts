import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { expect, type Page, test } from '@playwright/test';
import { placeDeliveryOrder } from '../support/buyer';
import { timelineActions } from '../support/console';
import { DEMO_PHONES } from '../support/constants';
import { newDriver } from '../support/driver';
import { openWithSession, sessionOf } from '../support/login';

// Issue #36 (docs/decisions/147): the driver's dashboard is an app with a service worker; started
// without a connection it shows the last instructions, and what the driver does meanwhile waits
// in the outbox until the connection is back. Buyers' pages are never the worker's.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 375, height: 812 } });

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('the driver’s app starts offline with its last instructions and sends the step done offline once back online', async ({
  page,
  context,
  browser,
  request,
}) => {
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  const family = `Signal${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const driver = await newDriver(request, admin, family);
  const order = await placeDeliveryOrder(browser, request, { firstName: 'Ines', lastName: family });
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  const listed = await (await request.get('/api/orders?limit=100', { headers: asAdmin })).json();
  const orderId: string = listed.orders.find(
    (o: { _id: string }) => shortOrderId(o._id) === order.number,
  )._id;
  const assigned = await request.post('/api/admin/assign-instructions', {
    headers: asAdmin,
    data: { adminId: admin.user.adminId, orderId, driverId: driver.user.driverId },
  });
  expect(assigned.ok()).toBe(true);

  // Online: the app registers its worker, which takes the page over.
  await openWithSession(page, driver, '/driverdashboard');
  const pickUp = page.getByRole('region', { name: /^Pick up order at / });
  await expect(pickUp).toContainText(order.store.name);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/driver.webmanifest');
  await expect.poll(() => controlled(page), { timeout: 20_000 }).toBe(true);

  // No signal (the worker's own requests fail too): the app starts all the same, its page from
  // the worker's cache and its steps from the phone.
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(pickUp).toContainText(order.store.name);
  await expect(
    page.getByText(/^You are offline — showing your instructions from \d{1,2}:\d{2} [AP]M\.$/),
  ).toBeVisible();
  await pickUp.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('region', { name: 'Bag the items' })).toBeVisible();
  await expect(page.getByText(/^1 change waiting to be sent/)).toBeVisible();
  expect(await timelineActions(request, admin, orderId)).toEqual(['pay', 'assign']);

  // The signal is back: the outbox sends the step, and the server has it.
  await context.setOffline(false);
  await expect(page.getByText(/waiting to be sent/)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(/^You are offline/)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Bag the items' })).toBeVisible();
  expect(await timelineActions(request, admin, orderId)).toEqual(['pay', 'assign', 'pick_up']);
});

test('a buyer’s pages are never the worker’s, and link no manifest', async ({ page, request }) => {
  const driver = await sessionOf(request, DEMO_PHONES.driver);
  await openWithSession(page, driver, '/driverdashboard');
  await expect.poll(() => controlled(page), { timeout: 20_000 }).toBe(true);

  for (const path of ['/', '/stores/Restaurants']) {
    await page.goto(path);
    expect(await controlled(page), path).toBe(false);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveCount(0);
  }
  const scopes = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
  );
  expect(scopes).toEqual(['/driverdashboard']);

  // The worker is asked for again at each visit; the manifest names the app.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const manifest = await (await request.get('/driver.webmanifest')).json();
  expect(manifest).toMatchObject({
    start_url: '/driverdashboard',
    scope: '/driverdashboard',
    display: 'standalone',
  });
});
