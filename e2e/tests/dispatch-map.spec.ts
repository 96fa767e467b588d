import { expect, test } from '@playwright/test';
import { placeDeliveryOrder } from '../support/buyer';
import { assignInConsole } from '../support/console';
import { DEMO_PHONES } from '../support/constants';
import { newDriver } from '../support/driver';
import { openWithSession, sessionOf } from '../support/login';

// Issue #33: a driver's phone on shift moves on the admin's map; the buyer sees the driver only
// while their order is out for delivery; ending the shift takes the driver off the map. Two
// (three) browser contexts, the driver's with emulated geolocation. Nothing here needs map tiles:
// the markers are elements the map places, read by their data.
const OLD_TOWN = { latitude: 34.1461, longitude: -118.1473 };
const CALTECH = { latitude: 34.1377, longitude: -118.1253 };

test('the admin watches a driver on shift move; the buyer sees them only while their order is on its way', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  const family = `Map${Date.now().toString(36)}`;
  const driver = await newDriver(request, admin, family);
  const driverId = driver.user.driverId as string;

  // The driver's phone starts a shift where it is.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: OLD_TOWN,
    permissions: ['geolocation'],
  });
  const phone = await phoneContext.newPage();
  await openWithSession(phone, driver, '/driverdashboard');
  await phone.getByRole('button', { name: 'Start shift' }).click();
  await expect(phone.getByText(/^Sharing your location with dispatch/)).toBeVisible();

  // The operations lead's board shows the driver there.
  const operations = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await openWithSession(operations, admin, '/admindashboard/orders');
  const board = operations.getByRole('region', { name: 'Dispatch board' });
  // The map's library is its own download, fetched only here: under load it takes a while.
  await expect(board.getByRole('region', { name: /^Dispatch map/ })).toBeVisible({
    timeout: 20_000,
  });
  const marker = operations.locator(`.maplibregl-marker[data-driver-id="${driverId}"]`);
  await expect(marker).toHaveAttribute('data-latitude', String(OLD_TOWN.latitude), {
    timeout: 15_000,
  });
  await expect(marker).toHaveAttribute('aria-label', `Omar ${family}, free`);

  // The phone moves; once it has shared the move, the marker follows within two seconds.
  const shared = phone.waitForResponse(
    (response) =>
      response.url().endsWith('/api/driver/position') && response.request().method() === 'PUT',
    { timeout: 30_000 },
  );
  await phoneContext.setGeolocation(CALTECH);
  expect((await shared).ok()).toBe(true);
  await expect(marker).toHaveAttribute('data-latitude', String(CALTECH.latitude), {
    timeout: 2_000,
  });

  // A buyer's order, given to this driver: no driver on the buyer's page until pick-up.
  const order = await placeDeliveryOrder(browser, request, {
    firstName: 'Lena',
    lastName: family,
    stay: true,
  });
  const buyer = order.buyer;
  const progress = buyer.getByRole('region', { name: 'Order progress' });
  const { orderId } = await assignInConsole(operations, order.number, `Omar ${family}`, {
    request,
    admin,
  });
  await expect(progress).toContainText('Assigned');
  const yourDriver = buyer.getByRole('region', { name: 'Your driver', exact: true });
  await expect(yourDriver).toHaveCount(0);

  // Picked up: the buyer sees the driver coming, where the phone is.
  const asDriver = { Authorization: `Bearer ${driver.token}` };
  const steps: { _id: string; orderId: string }[] = await (
    await request.get(`/api/instructions/${driverId}`, { headers: asDriver })
  ).json();
  const mine = steps.filter((step) => step.orderId === orderId);
  const complete = async (step: { _id: string }) => {
    const done = await request.patch(
      `/api/drivers/${driverId}/orders/${orderId}/instructions/${step._id}`,
      { headers: asDriver, data: {} },
    );
    expect(done.ok()).toBe(true);
  };
  await complete(mine[0]!);
  await expect(progress).toContainText('Picked up');
  await expect(yourDriver).toBeVisible({ timeout: 15_000 });
  const buyersView = buyer.locator('.maplibregl-marker[aria-label="Your driver"]');
  await expect(buyersView).toHaveAttribute('data-latitude', String(CALTECH.latitude), {
    timeout: 15_000,
  });

  // Delivered: the driver is gone from the buyer's page.
  for (const step of mine.slice(1)) await complete(step);
  await expect(progress).toContainText('Delivered');
  await expect(yourDriver).toHaveCount(0);
  await expect(buyersView).toHaveCount(0);

  // The shift ends: the marker leaves the admin's map.
  await phone.getByRole('button', { name: 'End shift' }).click();
  await expect(phone.getByText('You’re off shift')).toBeVisible();
  await expect(marker).toHaveCount(0, { timeout: 5_000 });
  await buyer.close();
  await operations.close();
  await phoneContext.close();
});

test('staff drag a store’s pin from its zip code’s centre to its door and save it', async ({
  page,
  request,
}) => {
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  const seller = await sessionOf(request, DEMO_PHONES.seller);
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  const created = await request.post('/api/store/create', {
    headers: asAdmin,
    data: {
      sellerId: seller.user.sellerId,
      storeData: {
        name: `Pinned Coffee ${Date.now().toString(36)}`,
        contact: '6265550142',
        category: 'Coffee Shops',
        address: {
          street1: '88',
          street2: 'E Colorado Blvd',
          city: 'Pasadena',
          state: 'CA',
          zipcode: '91101',
        },
      },
    },
  });
  expect(created.ok()).toBe(true);
  const storeId: string = (await created.json()).store._id;

  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithSession(page, admin, `/admindashboard/store-management?store=${storeId}&tab=place`);
  // The local geocoder knows zip codes only, and says so.
  await expect(
    page.getByText(
      'Placed at its zip code’s centre, not its door. Drag the pin to the door, then save.',
    ),
  ).toBeVisible();
  const latitude = page.getByLabel('Latitude');
  const before = await latitude.inputValue();
  const pin = page.locator('.maplibregl-marker');
  await expect(pin).toBeVisible({ timeout: 20_000 });
  await page.getByRole('region', { name: 'Map of the store’s place' }).scrollIntoViewIfNeeded();
  // Where the pin rests once the map has settled (it sizes itself to its frame as it loads).
  let box = (await pin.boundingBox())!;
  await expect(async () => {
    const now = (await pin.boundingBox())!;
    const still = now.x === box.x && now.y === box.y;
    box = now;
    expect(still).toBe(true);
  }).toPass({ intervals: [250, 250, 500, 500, 1000], timeout: 15_000 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 90, box.y + box.height / 2 - 60, { steps: 8 });
  await page.mouse.up();
  await expect(latitude).not.toHaveValue(before);
  const dropped = Number(await latitude.inputValue());
  expect(dropped).toBeGreaterThan(Number(before));
  await page.getByRole('button', { name: 'Save place' }).click();
  await expect(page.getByText('Store placed on the map.')).toBeVisible();
  await expect(
    page.getByText('Placed at the building. Drag the pin if the door is elsewhere, then save.'),
  ).toBeVisible();
  const listed = await (
    await request.get(`/api/stores-for-admin?storeId=${storeId}`, { headers: asAdmin })
  ).json();
  expect(listed.stores[0]).toMatchObject({
    latitude: dropped,
    longitude: Number(await page.getByLabel('Longitude').inputValue()),
    coordinatesPrecision: 'address',
  });
});
