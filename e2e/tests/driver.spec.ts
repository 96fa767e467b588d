import { expect, test } from '@playwright/test';
import { DEMO_PHONES } from '../support/constants';
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
  await page.screenshot({ path: test.info().outputPath('driver-step-375.png') });
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
  await handOver.getByRole('button', { name: 'Complete' }).click();

  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toContainText('Bags: BAG-101, BAG-102');
  await review.getByRole('button', { name: 'Complete Order' }).click();

  await expect(review).toBeHidden();
  // Other specs may have given the demo driver more orders since; this one is in their history.
  const user = driver.user as { driverId: string };
  const deliveries = await request.get(`/api/drivers/${user.driverId}/deliveries`, {
    headers: { Authorization: `Bearer ${driver.token}` },
  });
  expect(await deliveries.json()).toContainEqual(
    expect.objectContaining({ storeName: 'Arroyo Greens Farm', orderStatus: 'completed' }),
  );
  const next = page.getByRole('region', { name: /^Pick up order at / });
  const empty = page.getByRole('heading', { name: 'No deliveries assigned right now' });
  await expect(next.or(empty)).toBeVisible();
  if (await empty.isVisible()) {
    await expect(page.getByRole('table', { name: 'Your deliveries' })).toContainText(
      'Arroyo Greens Farm',
    );
  }
});
