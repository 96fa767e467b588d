import { ROLE_CHANGES_SAVED } from '@marketplace/core/constants/messages';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PHONES, OTP_DEV_CODE } from '../support/constants';
import { newPhone, useSessionOf } from '../support/login';

// Issue #13: the operations console as an operations lead uses it.

test.describe.configure({ timeout: 120_000 });

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

async function openAs(page: Page, session: Session, path: string) {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('token', token);
  }, session);
  await page.goto(path);
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
  await openAs(userPage, first, '/about');
  await expect(dashboardLink(userPage)).toHaveAttribute('href', '/dashboard');

  await useSessionOf(page, DEMO_PHONES.admin);
  await page.goto(`/admindashboard/user-management?q=${family}`);
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
