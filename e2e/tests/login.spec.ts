import { expect, test } from '@playwright/test';
import { DASHBOARD_PATHS, DEMO_PHONES, type DemoRole } from '../support/constants';
import { keepSession, loginByPhone, newPhone } from '../support/login';

// SPEC §4 Login: sellers and drivers go to their dashboards; buyers, admins and data entry go
// back where they came from, or '/'. This file runs first (playwright.config's demo-logins), as
// the one that types the demo phones' codes.
const landing: Record<DemoRole, string> = {
  buyer: '/',
  seller: '/sellerdashboard',
  driver: '/driverdashboard',
  admin: '/',
  dataentry: '/',
};

for (const role of Object.keys(DEMO_PHONES) as DemoRole[]) {
  test(`the demo ${role} logs in by phone and reaches the ${role} dashboard`, async ({ page }) => {
    await loginByPhone(page, DEMO_PHONES[role]);
    await expect(page).toHaveURL(landing[role]!);
    // The other specs use this login rather than send the phone another code (one a minute).
    keepSession(
      DEMO_PHONES[role],
      await page.evaluate(() => ({
        token: window.localStorage.getItem('token') ?? '',
        user: JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>,
      })),
    );

    await page.goto(DASHBOARD_PATHS[role]);
    await expect(page.getByText('Error 404')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    // On the marketplace, the header's user icon leads back to this role's dashboard.
    await page.goto('/categories');
    await expect(page.locator(`header a[href="${DASHBOARD_PATHS[role]}"]`).first()).toBeVisible();
  });
}

test('without a session the admin dashboard does not exist', async ({ page }) => {
  await page.goto('/admindashboard');
  await expect(page.getByText('Error 404')).toBeVisible();
});

test('a new phone from /dashboard is onboarded, refused under 18, welcomed back there, and logs out', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await loginByPhone(page, newPhone());
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByLabel('Email').fill('jordan.lee@example.com');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Lee');
  const fifteenYearsAgo = `${new Date().getFullYear() - 15}-06-15`;
  await page.getByLabel('Date of birth').fill(fifteenYearsAgo);
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('You must be at least 18 years old to create an account.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Date of birth').fill('1990-04-09');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Welcome Aboard!')).toBeVisible();
  // Back where they started: the buyer dashboard opens on its order history.
  await expect(page).toHaveURL('/dashboard/orders');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The login ended on the server too: a copy of the token is worth nothing now.
  await expect
    .poll(async () =>
      (await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});
