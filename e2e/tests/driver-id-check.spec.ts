import {
  ID_CHECK_UNDER_AGE,
  idCheckFailed,
  idCheckPassed,
} from '@marketplace/core/constants/messages';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { placeDeliveryOrder } from '../support/buyer';
import { assignInConsole, timelineActions } from '../support/console';
import { DEMO_PHONES } from '../support/constants';
import { newDriver, photographHandOver } from '../support/driver';
import { openWithSession, sessionOf } from '../support/login';

// Issue #14, the ID check at the door (docs/decisions/096): a buyer orders from a liquor store,
// the admin assigns the order in the console, and a new driver works it on a 375 px phone.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 375, height: 812 } });

/** A liquor order paid by a new buyer and assigned to a new driver from the admin's console. */
async function liquorOrderForNewDriver(browser: Browser, request: APIRequestContext) {
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  const family = `Door${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const driver = await newDriver(request, admin, family);
  const order = await placeDeliveryOrder(browser, request, {
    firstName: 'Lena',
    lastName: family,
    category: 'Liquor Stores',
  });
  const operations = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openWithSession(operations, admin, '/admindashboard/orders');
  const { orderId } = await assignInConsole(operations, order.number, `Omar ${family}`, {
    request,
    admin,
  });
  await operations.close();
  return { admin, driver, order, orderId };
}

/** Picks up (what to collect shown) and bags with two labels: the driver is at the door. */
async function pickUpAndBag(page: Page, storeName: string) {
  const pickUp = page.getByRole('region', { name: /^Pick up order at / });
  await expect(pickUp).toContainText('Step 1 of 4');
  await expect(pickUp).toContainText('Check ID: 21+ at the door');
  await expect(pickUp).toContainText(storeName);
  await pickUp.getByRole('button', { name: 'Complete' }).click();
  const bagging = page.getByRole('region', { name: 'Bag the items' });
  for (const bag of ['BAG-21A', 'BAG-21B']) {
    await bagging.getByRole('textbox', { name: 'Bag label' }).fill(bag);
    await bagging.getByRole('button', { name: 'Add bag' }).click();
  }
  await bagging.getByRole('button', { name: 'Remove bag BAG-21B' }).click();
  await bagging.getByRole('button', { name: 'Complete' }).click();
  return page.getByRole('region', { name: "Check the recipient's ID: 21+" });
}

/** A date of birth `years` years before today, in the marketplace's zone. */
function bornYearsAgo(years: number, daysLater = 0): string {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/Los_Angeles' }));
  const born = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + daysLater);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${born.getFullYear()}-${pad(born.getMonth() + 1)}-${pad(born.getDate())}`;
}

test('21 or over: the driver checks the ID, photographs the hand-over, completes the order and finds it in the history', async ({
  page,
  browser,
  request,
}) => {
  const { driver, order, orderId } = await liquorOrderForNewDriver(browser, request);
  await openWithSession(page, driver, '/driverdashboard');
  const check = await pickUpAndBag(page, order.store.name);

  await expect(check).toContainText('Step 3 of 4');
  // The check happens at the door: the step says whose and where, with the buyer's phone.
  await expect(check.locator('address')).toContainText('Lena ');
  await expect(check.getByRole('link', { name: 'Open in Maps' })).toBeVisible();
  await expect(check.getByRole('link', { name: 'Call the buyer' })).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  );
  await expectAccessible(page);
  // Nothing filled in: both fields say what they need, nothing is sent.
  await check.getByRole('button', { name: 'Complete' }).click();
  await expect(
    check.getByText('Enter the date of birth as it is printed on the ID.'),
  ).toBeVisible();
  await expect(check.getByText('Choose the type of ID.')).toBeVisible();
  await check.getByLabel('Date of birth on the ID').fill(bornYearsAgo(21));
  await check.getByLabel('Type of ID').selectOption("Driver's license");
  await check.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(idCheckPassed(21))).toBeVisible();

  const deliver = page.getByRole('region', { name: /^Deliver to Lena / });
  await expect(deliver).toContainText('Step 4 of 4');
  await photographHandOver(deliver);
  await deliver.getByRole('button', { name: 'Complete' }).click();

  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toContainText('Bags: BAG-21A');
  await review.getByRole('button', { name: 'Complete Order' }).click();
  await expect(
    page.getByRole('heading', { name: 'No deliveries assigned right now' }),
  ).toBeVisible();
  const history = page.getByRole('table', { name: 'Your deliveries' });
  await expect(history).toContainText(order.store.name);
  await expectAccessible(page);

  const seen = await request.get(`/api/order/${orderId}`, {
    headers: { Authorization: `Bearer ${driver.token}` },
  });
  // The driver does not read the buyer's order; the admin's timeline tells the story.
  expect(seen.status()).toBe(403);
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  expect(await timelineActions(request, admin, orderId)).toEqual([
    'pay',
    'assign',
    'pick_up',
    'deliver',
    'complete',
  ]);
});

test('under 21: the hand-over turns into a return to the store, and the order comes back for the admin to refund', async ({
  page,
  browser,
  request,
}) => {
  const { admin, driver, order, orderId } = await liquorOrderForNewDriver(browser, request);
  await openWithSession(page, driver, '/driverdashboard');
  const check = await pickUpAndBag(page, order.store.name);

  // Turns 21 tomorrow.
  const dateOfBirth = bornYearsAgo(21, 1);
  await check.getByLabel('Date of birth on the ID').fill(dateOfBirth);
  await check.getByLabel('Type of ID').selectOption('State ID card');
  await check.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(idCheckFailed(20))).toBeVisible();

  const back = page.getByRole('region', { name: `Return the order to ${order.store.name}` });
  await expect(back).toContainText('Step 4 of 4');
  await expect(back.getByRole('alert')).toHaveText(
    'The ID check did not pass: do not leave the order. Bring every item back to the store.',
  );
  await expect(back.getByRole('link', { name: 'Open in Maps' })).toBeVisible();
  await expect(back.locator('input[type=file]')).toHaveCount(0);
  await expectAccessible(page);
  await back.getByRole('button', { name: 'Complete' }).click();
  await expect(
    page.getByRole('heading', { name: 'No deliveries assigned right now' }),
  ).toBeVisible();

  // The admin's console: the order is back at the store, with the reason on its timeline and
  // the outcome of the check, and Cancel order (with the refund) is offered.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithSession(page, admin, '/admindashboard/orders');
  const row = page.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText('Returned to the store');
  await row.getByRole('button', { name: `Summary of order ${order.number}` }).click();
  const summary = page.getByRole('dialog', { name: `Order ${order.number}` });
  await expect(summary.getByRole('region', { name: 'ID check' })).toContainText(
    'Not passed: under 21 on the State ID card',
  );
  await expect(summary.getByRole('region', { name: 'History' })).toContainText(ID_CHECK_UNDER_AGE);
  await expect(summary.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  // Only the outcome was kept.
  const stored = await request.get(`/api/order/${orderId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const body = await stored.text();
  expect(body).not.toContain(dateOfBirth);
  expect(JSON.parse(body)).toMatchObject({
    orderStatus: 'returned',
    idCheck: { passed: false, idType: 'state_id' },
  });
});
