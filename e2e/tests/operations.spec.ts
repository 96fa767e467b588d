import { readFile } from 'node:fs/promises';
import {
  orderAssignedSuccess,
  orderCancelledRefunded,
  ROLE_CHANGES_SAVED,
} from '@marketplace/core/constants/messages';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { expect, type Page, test } from '@playwright/test';
import { placeDeliveryOrder } from '../support/buyer';
import { assignInConsole } from '../support/console';
import { DEMO_PHONES } from '../support/constants';
import { newAccount, openWithSession, sessionOf } from '../support/login';

// Issue #13: the operations console as an operations lead uses it.

test.describe.configure({ timeout: 120_000 });

/** The demo admin's session, taken once for the file (the server allows five codes an hour). */
let admin: Awaited<ReturnType<typeof sessionOf>>;
test.beforeAll(async ({ request }) => {
  // Up to a minute's wait when another spec has just sent the admin's phone a code.
  test.setTimeout(120_000);
  admin = await sessionOf(request, DEMO_PHONES.admin);
});

test('an admin changes two roles with Save Changes, and one takes effect on that user’s next page load', async ({
  page,
  browser,
  request,
}) => {
  const family = `Ops${Date.now().toString(36)}`;
  const first = await newAccount(request, 'Opsfirst', family);
  const second = await newAccount(request, 'Opssecond', family);
  const dashboardLink = (on: Page) => on.getByRole('link', { name: /^Your dashboard/ });

  // The first user is on the site as a buyer: their account link leads to the buyer dashboard.
  const userPage = await browser.newPage();
  await openWithSession(userPage, first, '/about');
  await expect(dashboardLink(userPage)).toHaveAttribute('href', '/dashboard');

  await openWithSession(page, admin, `/admindashboard/user-management?q=${family}`);
  await expect(page.getByRole('combobox', { name: /^Role of Ops/ })).toHaveCount(2);
  await page.getByRole('combobox', { name: `Role of Opsfirst ${family}` }).selectOption('seller');
  await page.getByRole('combobox', { name: `Role of Opssecond ${family}` }).selectOption('driver');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(ROLE_CHANGES_SAVED)).toBeVisible();

  // The first user's next page load: the stored login follows the server (still the same token),
  // and the seller dashboard opens.
  await userPage.goto('/about');
  await expect(dashboardLink(userPage)).toHaveAttribute('href', '/sellerdashboard');
  await userPage.goto('/sellerdashboard');
  await expect(userPage.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await userPage.close();

  // The other change was saved with it.
  const secondNow = await request.get('/api/me', {
    headers: { Authorization: `Bearer ${second.token}` },
  });
  expect(await secondNow.json()).toMatchObject({ role: 'driver' });
});

test('a buyer pays; the admin sees the new order, assigns the demo driver, opens its summary and customer, and cancels it with a refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const lastName = `Buyer${Date.now().toString(36)}`;
  const { number, total, product } = await placeDeliveryOrder(browser, request, {
    firstName: 'Dora',
    lastName,
  });

  // The admin's Orders screen: the new order, newest first, waiting for a driver.
  await openWithSession(page, admin, '/admindashboard/orders');
  const { row, orderId, toast } = await assignInConsole(page, number, 'Priya Raman', {
    request,
    admin,
  });
  await expect(row).toContainText(total);
  expect(shortOrderId(orderId)).toBe(number);
  expect(await toast.textContent()).toBe(orderAssignedSuccess(number));

  await row.getByRole('button', { name: `Summary of order ${number}` }).click();
  const summary = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(summary).toContainText(product.name);
  await expect(summary).toContainText(`Dora ${lastName}`);
  const history = summary.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Assigned to Priya Raman');
  await expect(history).toContainText(/By .+ \(admin\)/);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Customer of order ${number}` }).click();
  const customer = page.getByRole('dialog', { name: 'Customer' });
  await expect(customer).toContainText(`Dora ${lastName}`);
  await expect(customer).toContainText(/Phone\+1 \(\d{3}\) \d{3}-\d{4}/);
  await page.keyboard.press('Escape');

  // The store called: it cannot make the order. Cancelled with the reason, refunded on the sandbox.
  await row.getByRole('button', { name: `Summary of order ${number}` }).click();
  await summary.getByRole('button', { name: 'Cancel order' }).click();
  await summary
    .getByRole('textbox', { name: /Why is this order cancelled/ })
    .fill('The store called: the kitchen is closed tonight.');
  await summary.getByRole('button', { name: `Cancel order ${number}` }).click();
  await expect(page.getByText(orderCancelledRefunded(number, total))).toBeVisible();
  await expect(summary.getByText(/^Refunded .* for the cancelled order/)).toContainText(total);
  await expect(history).toContainText('The store called: the kitchen is closed tonight.');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Cancelled');
});

test('the order history filters by status and store, keeps them on a reload, draws the 30-day chart and exports the CSV', async ({
  page,
}) => {
  await openWithSession(page, admin, '/admindashboard/order-history');
  const chart = page.getByRole('region', { name: 'Orders and sales per day' });
  await expect(chart).toContainText(/Last 30 days: [\d,]+ orders?, \$[\d,]+\.\d\d in sales/);
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Order history' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // The seeded history holds completed orders; every row then reads Completed.
  await page.getByLabel('Status').selectOption('completed');
  await expect(page).toHaveURL(/status=completed/);
  const statusCells = table.getByRole('row').locator('td:nth-child(5)');
  await expect(statusCells.first()).toHaveText('Completed');
  for (const text of await statusCells.allTextContents()) expect(text).toBe('Completed');

  // The store of the newest completed order: its history has at least that one.
  const storeName = (await table
    .getByRole('row')
    .nth(1)
    .locator('td:nth-child(3)')
    .textContent())!.trim();
  await page.getByLabel('Store').selectOption({ label: storeName });
  await expect(page).toHaveURL(/storeId=/);
  await expect(chart).toContainText(` at ${storeName}`);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('completed');
  await expect(chart).toContainText(` at ${storeName}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-until-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toMatch(/^orderId,placedAt \(America\/Los_Angeles\),storeId,storeName,/);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).toContain(',completed,');
    expect(line).toContain(storeName);
  }
});
