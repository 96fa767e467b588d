import { orderAssignedSuccess, ROLE_CHANGES_SAVED } from '@marketplace/core/constants/messages';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PHONES, OTP_DEV_CODE } from '../support/constants';
import { newPhone, openWithSession, sessionOf } from '../support/login';

// Issue #13: the operations console as an operations lead uses it.

test.describe.configure({ timeout: 120_000 });

/** The demo admin's session, taken once for the file (the server allows five codes an hour). */
let admin: Awaited<ReturnType<typeof sessionOf>>;
test.beforeAll(async ({ request }) => {
  // Up to a minute's wait when another spec has just sent the admin's phone a code.
  test.setTimeout(120_000);
  admin = await sessionOf(request, DEMO_PHONES.admin);
});

type Session = { token: string; user: { _id: string; role: string } };

/** A new buyer account made through the API (sign-up is login.spec's subject). */
async function signUp(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Session> {
  const phone = newPhone();
  expect((await request.post('/api/send-otp', { data: { phone } })).ok()).toBe(true);
  const verified = await request.post('/api/verify-otp', { data: { phone, code: OTP_DEV_CODE } });
  const { tempToken } = await verified.json();
  const onboarded = await request.put('/api/onboard-user', {
    headers: { Authorization: `Bearer ${tempToken}` },
    data: {
      phone,
      email: `${lastName.toLowerCase()}.${phone}@example.com`,
      firstName,
      lastName,
      dob: '1990-04-02',
      gender: 'female',
    },
  });
  expect(onboarded.ok()).toBe(true);
  return onboarded.json();
}

test('an admin changes two roles with Save Changes, and one takes effect on that user’s next page load', async ({
  page,
  browser,
  request,
}) => {
  const family = `Ops${Date.now().toString(36)}`;
  const first = await signUp(request, 'Opsfirst', family);
  const second = await signUp(request, 'Opssecond', family);
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

test('the admin assigns the demo driver to an unassigned delivery, then opens its summary and customer', async ({
  page,
}) => {
  await openWithSession(page, admin, '/admindashboard/orders');
  await page.getByRole('button', { name: 'Unassigned' }).click();
  const driverSelect = page.getByRole('combobox', { name: /^Driver for order / }).first();
  await expect(driverSelect).toBeVisible();
  const label = (
    await driverSelect.evaluate((select) => (select as HTMLSelectElement).labels?.[0]?.textContent)
  )
    ?.replace('Driver for order ', '')
    .trim();
  // Options read 'Priya Raman (1 open)': the demo driver, whatever their load.
  const priya = await driverSelect
    .locator('option', { hasText: 'Priya Raman' })
    .getAttribute('value');
  await driverSelect.selectOption(priya!);
  await page.getByRole('button', { name: `Assign order ${label}` }).click();
  const assigned = page.getByText(/^Order .* assigned successfully!$/);
  await expect(assigned).toBeVisible();
  const orderId = (await assigned.textContent())!.replace(/^Order | assigned successfully!$/g, '');
  expect(await assigned.textContent()).toBe(orderAssignedSuccess(orderId));

  await page.getByRole('button', { name: 'All open' }).click();
  await page.getByRole('button', { name: `Summary of order ${label}` }).click();
  const summary = page.getByRole('dialog');
  await expect(summary.getByRole('region', { name: 'History' })).toContainText(/assign/i);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Customer of order ${label}` }).click();
  // Whose order it is depends on what other specs ordered first: a customer with a phone.
  const customer = page.getByRole('dialog', { name: 'Customer' });
  await expect(customer).toContainText('Name');
  await expect(customer).toContainText(/Phone\+1 \(\d{3}\) \d{3}-\d{4}/);
});
