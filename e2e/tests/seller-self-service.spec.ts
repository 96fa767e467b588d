import {
  NEW_ORDERS_PAUSED,
  PRODUCT_CREATED,
  STORE_APPROVED,
  STORE_CREATED,
  STORE_SENT_FOR_REVIEW,
  STORE_UPDATED,
} from '@marketplace/core/constants/messages';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { payOnSandbox, pickFirstWindow, signUp } from '../support/buyer';
import { DEMO_PHONES, PHOTO } from '../support/constants';
import { newAccount, openWithSession, sessionOf } from '../support/login';
import { addCategory, fillPhotographedProductWithSizes } from '../support/store-management';

// Issue #31: a person made seller by an admin runs a store alone, from a phone.
test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 180_000 });

/** A buyer on the store's page adds the latte, a large one; the cart is saved once the toast shows. */
async function addLatte(buyer: Page) {
  await buyer
    .getByRole('article', { name: 'Oat Milk Latte' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  const sizes = buyer.getByRole('dialog', { name: 'Oat Milk Latte' });
  await sizes.getByRole('radio', { name: /16 oz/ }).check();
  await sizes.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(buyer.getByText('Oat Milk Latte added to cart')).toBeVisible();
}

declare global {
  interface Window {
    /** How many times the page's chime has played (each plays two notes). */
    chimes?: number;
  }
}

test('a new seller: a store through review, an order made ready and its slip, a pause buyers see', async ({
  page: seller,
  browser,
  request,
}) => {
  // Counts the chimes the page plays, through the real Web Audio of the browser.
  await seller.addInitScript(() => {
    const start = OscillatorNode.prototype.start;
    let notes = 0;
    OscillatorNode.prototype.start = function (...args) {
      notes += 1;
      window.chimes = Math.floor(notes / 2);
      return start.apply(this, args);
    };
  });
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  const account = await newAccount(request, 'Lucia', `Ortega${Date.now() % 100_000}`);
  const promoted = await request.patch('/api/users/roles', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { changes: [{ userId: account.user._id, role: 'seller' }] },
  });
  expect(promoted.ok()).toBe(true);
  const bearer = { Authorization: `Bearer ${account.token}` };
  const user = await (await request.get('/api/me', { headers: bearer })).json();

  // The store, from the seller's own form.
  await openWithSession(seller, { token: account.token, user }, '/sellerdashboard/store-create');
  const storeName = `Lucia's Cafe ${Date.now() % 100_000}`;
  await seller.getByLabel('Store name').fill(storeName);
  await seller.getByLabel('Category').selectOption('Coffee Shops');
  await seller.getByLabel('Contact').fill('6265550188');
  await seller.getByLabel('Street', { exact: true }).fill('40');
  await seller.getByLabel('Street name').fill('N Lake Ave');
  await seller.getByLabel('City').fill('Pasadena');
  await seller.getByLabel('State').fill('CA');
  await seller.getByLabel('Zipcode').fill('91101');
  await seller.getByRole('button', { name: 'Create store' }).click();
  await expect(seller.getByText(STORE_CREATED)).toBeVisible();
  await expect(seller).toHaveURL(/\/sellerdashboard\/stores\?store=[^&]+&tab=details$/);
  const storeId = new URL(seller.url()).searchParams.get('store') ?? '';
  await expectAccessible(seller, [375, 1280]);

  // Its photo and hours, on the details it opened on: open all day, every day.
  await seller.getByLabel('Store photo').setInputFiles({
    name: 'cafe.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await seller.getByRole('button', { name: 'Upload' }).click();
  await expect(seller.getByRole('img', { name: 'Store photo' })).toBeVisible();
  const monday = seller.getByRole('group', { name: 'Monday' });
  await monday.getByLabel('Opens').fill('00:00');
  await monday.getByLabel('Closes').fill('00:00');
  await seller.getByRole('button', { name: 'Add Monday hours' }).click();
  await seller.getByRole('button', { name: 'Use Monday’s hours every day' }).click();
  await seller.getByRole('button', { name: 'Save changes' }).click();
  await expect(seller.getByText(STORE_UPDATED)).toBeVisible();

  // A photographed product with a choice of size, in a category of its own.
  await addCategory(seller, 'Espresso Bar');
  await seller.getByRole('link', { name: 'Products' }).click();
  await seller.getByRole('button', { name: 'Add product to Espresso Bar' }).click();
  const drawer = seller.getByRole('dialog', { name: 'Add product' });
  await fillPhotographedProductWithSizes(
    drawer,
    {
      name: 'Oat Milk Latte',
      description: 'Espresso and steamed oat milk',
      price: '34',
      stock: '20',
    },
    [
      ['12 oz', '0'],
      ['16 oz', '2'],
    ],
  );
  await drawer.getByRole('button', { name: 'Create product' }).click();
  await expect(seller.getByText(PRODUCT_CREATED)).toBeVisible();
  await expectAccessible(seller, [375, 1280]);

  // Sent for review; staff approve it; buyers can find it.
  await seller.goto(`/sellerdashboard/stores?store=${storeId}`);
  await seller.getByRole('button', { name: 'Send for review' }).click();
  await expect(seller.getByText(STORE_SENT_FOR_REVIEW)).toBeVisible();
  await expect(seller.getByText(/^Waiting for review since/)).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await openWithSession(staff, admin, '/admindashboard/store-management');
  await staff.getByRole('button', { name: /Waiting for review/ }).click();
  await staff.getByRole('link', { name: storeName, exact: true }).click();
  await staff
    .getByRole('region', { name: /^Waiting for review since/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(staff.getByText(STORE_APPROVED)).toBeVisible();
  await staff.context().close();

  // The seller's orders stay open, the chime turned on, while a buyer orders a pickup.
  await seller.goto('/sellerdashboard/orders');
  await expect(seller.getByRole('heading', { name: 'Incoming orders' })).toBeVisible();
  await seller.getByRole('checkbox', { name: /^Play a sound when an order comes in/ }).check();
  await expect.poll(() => seller.evaluate(() => window.chimes)).toBe(1);

  const buyer = await (
    await browser.newContext({ viewport: { width: 375, height: 800 } })
  ).newPage();
  await signUp(buyer);
  await buyer.goto(`/stores/Coffee%20Shops/${storeId}`);
  await addLatte(buyer);
  await buyer.goto('/checkout');
  await buyer.getByRole('radio', { name: 'Pickup' }).check({ force: true });
  await pickFirstWindow(buyer, 'Pickup window');
  const total = await payOnSandbox(buyer);
  await buyer.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(
    buyer.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }),
  ).toBeVisible({ timeout: 15_000 });

  // It arrives without a reload, counted in the tab's title, with a chime; the seller says
  // when it will be ready, makes it ready and prints its slip.
  const card = seller.getByRole('article').filter({ hasText: storeName });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('16 oz');
  await expect(seller).toHaveTitle(/^\(1\) Seller dashboard · /);
  await expect.poll(() => seller.evaluate(() => window.chimes)).toBe(2);
  await seller.getByRole('button', { name: '1 new order just came in' }).click();
  await expect(seller).toHaveTitle(/^Seller dashboard · /);
  await card.getByLabel('Ready in').selectOption('30');
  await card.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(card.getByText(/^Ready by /)).toBeVisible();
  await card.getByRole('button', { name: 'Ready for pickup' }).click();
  await expect(seller.getByText(/is ready for pickup\. We texted the buyer\.$/)).toBeVisible();
  await seller.evaluate(() => {
    window.print = () => {
      (window as { printedSlip?: string | null }).printedSlip = document
        .querySelector('[data-printing="true"]')
        ?.getAttribute('aria-label');
    };
  });
  await card.getByRole('button', { name: /^Print the packing slip of order/ }).click();
  expect(await seller.evaluate(() => (window as { printedSlip?: string }).printedSlip)).toMatch(
    /^Order [0-9A-F]{8}$/,
  );
  await expectAccessible(seller, [375, 1280]);

  // A pause: buyers read until when, and checkout offers no window inside it.
  await seller.goto(`/sellerdashboard/stores?store=${storeId}`);
  await seller.getByRole('button', { name: 'Pause new orders for 1 hour' }).click();
  await expect(seller.getByText(NEW_ORDERS_PAUSED)).toBeVisible();
  await expect(seller.getByText(/^Not taking orders until /)).toBeVisible();
  await expectAccessible(seller, [375, 1280]);
  await seller.getByRole('link', { name: 'Special days' }).click();
  await expect(seller.getByRole('form', { name: 'Add a special day' })).toBeVisible();
  await expectAccessible(seller, [375, 1280]);

  await buyer.goto(`/stores/Coffee%20Shops/${storeId}`);
  const notices = buyer.getByRole('list', { name: 'Ordering from this store' });
  await expect(notices.getByText(/^Not taking orders until /)).toBeVisible();
  const pausedUntil = Date.parse(
    (await (await request.get(`/api/store/${storeId}`)).json()).pausedUntil,
  );
  await addLatte(buyer);
  await buyer.goto('/checkout');
  await buyer.getByRole('radio', { name: 'Pickup' }).check({ force: true });
  await expect(
    buyer.getByRole('list', { name: 'Ordering from this store' }).getByText(/^Not taking orders/),
  ).toBeVisible();
  // Every pickup window offered starts after the pause: its local start is in its id.
  const starts = await buyer
    .getByRole('group', { name: 'Pickup window' })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  const resumes = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Los_Angeles',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(pausedUntil - 60_000));
  for (const id of starts) {
    const [, date, start] = /@(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(id) ?? [];
    expect(`${date} ${start}` >= resumes).toBe(true);
  }
  await buyer.context().close();
});
