import { expect, test } from '@playwright/test';
import { placeDeliveryOrder } from '../support/buyer';
import { assignInConsole } from '../support/console';
import { DEMO_PHONES } from '../support/constants';
import { newDriver } from '../support/driver';
import { openWithSession, sessionOf } from '../support/login';

// Issue #15: an order watched live from both sides, in two browser contexts, with no reload.

test('the admin sees the new paid order appear; the buyer sees it assigned, picked up and delivered as the driver works', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  const family = `Live${Date.now().toString(36)}`;
  const driver = await newDriver(request, admin, family);

  // The operations lead's screen is open before the buyer pays.
  const operations = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await openWithSession(operations, admin, '/admindashboard/orders');
  await expect(operations.getByRole('table', { name: /^Orders/ })).toBeVisible();

  const order = await placeDeliveryOrder(browser, request, {
    firstName: 'Nora',
    lastName: family,
    stay: true,
  });
  const buyer = order.buyer;
  const progress = buyer.getByRole('region', { name: 'Order progress' });
  await expect(progress).toContainText('Pending');

  // No reload on the admin's side: the order arrives in All open, where no notice is needed
  // (issue #30).
  const row = operations.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText('Unassigned');
  await expect(operations.getByRole('button', { name: /new orders?: show all open$/ })).toHaveCount(
    0,
  );
  const { orderId } = await assignInConsole(operations, order.number, `Omar ${family}`, {
    request,
    admin,
  });

  await expect(progress.getByRole('listitem').filter({ hasText: 'Assigned' })).toBeVisible();
  await expect(progress).toContainText('Assigned');

  // The driver works the order on their phone (their API calls, as the app makes them).
  const asDriver = { Authorization: `Bearer ${driver.token}` };
  const steps: { _id: string; orderId: string }[] = await (
    await request.get(`/api/instructions/${driver.user.driverId}`, { headers: asDriver })
  ).json();
  const mine = steps.filter((step) => step.orderId === orderId);
  for (const [index, step] of mine.entries()) {
    const done = await request.patch(
      `/api/drivers/${driver.user.driverId}/orders/${orderId}/instructions/${step._id}`,
      { headers: asDriver, data: {} },
    );
    expect(done.ok()).toBe(true);
    if (index === 0) await expect(progress).toContainText('Picked up');
  }
  await expect(progress).toContainText('Delivered');
  await expect(progress.getByRole('listitem')).toHaveText([
    /^Paid/,
    /^Assigned/,
    /^Picked up/,
    /^Delivered/,
  ]);
  await expect(row).toContainText('Delivered');
  await buyer.close();
  await operations.close();
});
