import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { timelineActions } from '../support/console';
import { DEMO_PHONES } from '../support/constants';
import { newDriver, photographHandOver } from '../support/driver';
import { openWithSession, sessionOf } from '../support/login';

// Issue #14 (first steps): the demo driver works the order the seed assigned them, on a phone.
// The seeded order has the earliest window, so it is the driver's first whatever other specs add.

test.use({ viewport: { width: 375, height: 812 } });

test('the demo driver works every step of their order, bags included, completes it and sees it in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const driver = await sessionOf(request, DEMO_PHONES.driver);
  await openWithSession(page, driver, '/driverdashboard');

  const pickUp = page.getByRole('region', { name: /^Pick up order at / });
  await expect(pickUp).toContainText('Step 1 of 3');
  await expect(pickUp.getByRole('link', { name: 'Open in Maps' })).toBeVisible();
  await expectAccessible(page);
  await pickUp.getByRole('button', { name: 'Complete' }).click();

  const bagging = page.getByRole('region', { name: 'Bag the items' });
  for (const bag of ['BAG-101', 'BAG-102']) {
    await bagging.getByRole('textbox', { name: 'Bag label' }).fill(bag);
    await bagging.getByRole('button', { name: 'Add bag' }).click();
  }
  await expect(bagging.getByRole('list', { name: 'Bags' }).getByRole('listitem')).toHaveCount(2);
  await bagging.getByRole('button', { name: 'Complete' }).click();

  const handOver = page.getByRole('region', { name: /^Deliver to / });
  await expect(handOver).toContainText('Step 3 of 3');
  await photographHandOver(handOver);
  await handOver.getByRole('button', { name: 'Complete' }).click();

  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toContainText('Bags: BAG-101, BAG-102');
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Complete Order' }).click();

  await expect(review).toBeHidden();
  // Other specs may have given the demo driver more orders since; this one is in their history.
  const user = driver.user as { driverId: string };
  const deliveries = await request.get(`/api/drivers/${user.driverId}/deliveries`, {
    headers: { Authorization: `Bearer ${driver.token}` },
  });
  const delivered = (await deliveries.json()).find(
    (d: { storeName: string }) => d.storeName === 'Arroyo Greens Farm',
  );
  expect(delivered).toMatchObject({ orderStatus: 'completed' });
  // The buyer sees the photo on their order (the demo buyer's session).
  const buyer = await sessionOf(request, DEMO_PHONES.buyer);
  const seen = await request.get(`/api/order/${delivered._id}`, {
    headers: { Authorization: `Bearer ${buyer.token}` },
  });
  // A buyer's door is private: the buyer reads the photo with their login, nobody without one.
  const photoPath: string = (await seen.json()).deliveryPhoto;
  expect(photoPath).toBe(`/api/order/${delivered._id}/delivery-photo`);
  const photo = await request.get(photoPath, {
    headers: { Authorization: `Bearer ${buyer.token}` },
  });
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/png');
  expect((await request.get(photoPath)).status()).toBe(401);
  const next = page.getByRole('region', { name: /^Pick up order at / });
  const empty = page.getByRole('heading', { name: 'No deliveries assigned right now' });
  await expect(next.or(empty)).toBeVisible();
  if (await empty.isVisible()) {
    await expect(page.getByRole('table', { name: 'Your deliveries' })).toContainText(
      'Arroyo Greens Farm',
    );
  }
});

test('a new driver loses the connection mid-order: the steps and Complete Order wait on the phone and reach the server once, in order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  const driver = await newDriver(request, admin, `Driver${Date.now().toString(36)}`);
  // The seeded order waiting for a driver (Green Street Kitchen) goes to them.
  const unassigned = await (
    await request.get('/api/orders?status=unassigned&limit=100', { headers: asAdmin })
  ).json();
  const order = unassigned.orders.find(
    (o: { store: { name: string } | null }) => o.store?.name === 'Green Street Kitchen',
  );
  const assigned = await request.post('/api/admin/assign-instructions', {
    headers: asAdmin,
    data: { adminId: admin.user.adminId, orderId: order._id, driverId: driver.user.driverId },
  });
  expect(assigned.ok()).toBe(true);

  await openWithSession(page, driver, '/driverdashboard');
  // The pick-up reaches the server before the connection goes: only what follows waits.
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/instructions/'),
    ),
    page
      .getByRole('region', { name: /^Pick up order at / })
      .getByRole('button', { name: 'Complete' })
      .click(),
  ]);

  await context.setOffline(true);
  const bagging = page.getByRole('region', { name: 'Bag the items' });
  await bagging.getByRole('textbox', { name: 'Bag label' }).fill('BAG-OFF-1');
  await bagging.getByRole('button', { name: 'Add bag' }).click();
  await bagging.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(/^1 change waiting to be sent/)).toBeVisible();
  await page
    .getByRole('region', { name: /^Deliver to / })
    .getByRole('button', { name: 'Complete' })
    .click();
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toContainText('Bags: BAG-OFF-1');
  await review.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByText(/^3 changes waiting to be sent/)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'No deliveries assigned right now' }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/waiting to be sent/)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Your deliveries' })).toContainText(
    'Green Street Kitchen',
  );
  expect(await timelineActions(request, admin, order._id)).toEqual([
    'pay',
    'assign',
    'pick_up',
    'deliver',
    'complete',
  ]);
});
