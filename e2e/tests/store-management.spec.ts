import {
  PRODUCT_CREATED,
  PRODUCT_UPDATED,
  STORE_CREATED,
  STORE_UPDATED,
} from '@marketplace/core/constants/messages';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { DEMO_PHONES } from '../support/constants';
import { useSessionOf } from '../support/login';
import { addCategory, fillPhotographedProductWithSizes } from '../support/store-management';

// Issue #12: the people who keep the catalogue true, in the browser, against the real API.

// A demo phone just logged in by login.spec may make a journey wait up to a minute for its code.
test.describe.configure({ timeout: 120_000 });

/** A name no seed row and no other run of this file uses. */
const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The seller id of the demo seller, read from their own session. */
async function sessionSellerId(page: Page): Promise<string> {
  const user = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}'));
  return user.sellerId as string;
}

/** A demo account's session, then its dashboard (logging in itself is login.spec's subject). */
async function loginAs(page: Page, role: keyof typeof DEMO_PHONES, dashboard: string) {
  await useSessionOf(page, DEMO_PHONES[role]);
  await page.goto(dashboard);
}

/** Creates a store from the store-management list, filling the whole staff form. */
async function createStore(page: Page, base: string, options: { name: string; sellerId: string }) {
  await page.goto(`${base}/store-management`);
  await page.getByRole('button', { name: 'New store' }).first().click();
  // Picked from the sellers by name (issue #30), as the picker finds them on the server (#32).
  const name = await page.evaluate(async (sellerId) => {
    const token = window.localStorage.getItem('token');
    const choices: { sellerId: string; name: string }[] = await fetch(
      '/api/sellers/choices?limit=100',
      { headers: { Authorization: `Bearer ${token}` } },
    ).then((response) => response.json());
    return choices.find((choice) => choice.sellerId === sellerId)!.name;
  }, options.sellerId);
  await page.getByLabel('Seller', { exact: true }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByLabel('Seller', { exact: true })).toHaveValue(name);
  await page.getByLabel('Store name').fill(options.name);
  await page.getByLabel('Category').selectOption('Coffee Shops');
  await page.getByLabel('Contact').fill('6265550188');
  await page.getByLabel('Street', { exact: true }).fill('77');
  await page.getByLabel('Street name').fill('N Lake Ave');
  await page.getByLabel('City').fill('Pasadena');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('Zipcode').fill('91101');
  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.getByLabel('Opens').fill('07:00');
  await monday.getByLabel('Closes').fill('19:00');
  await page.getByRole('button', { name: 'Add Monday hours' }).click();
  await page.getByRole('button', { name: 'Use Monday’s hours every day' }).click();
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText(STORE_CREATED)).toBeVisible();
  await expect(page.getByRole('heading', { name: options.name, level: 2 })).toBeVisible();
}

test('an admin sets up a store with hours, a category and a photographed, customizable product; a buyer finds it and adds it to the cart', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'admin', '/admindashboard');
  // The admin creates the store for the demo seller, whose id the API lists with their stores.
  const sellerId = await page.evaluate(async () => {
    const token = window.localStorage.getItem('token');
    const first = await fetch('/api/stores-for-admin?limit=1', {
      headers: { Authorization: `Bearer ${token}` },
    }).then((response) => response.json());
    return first.stores[0].sellerId as string;
  });
  const storeName = unique('Lake Ave Roasters');
  const productName = unique('Honey Oat Latte');
  await createStore(page, '/admindashboard', { name: storeName, sellerId });
  await expect(
    page.getByRole('switch', { name: `${storeName} visible to buyers` }),
  ).not.toBeChecked();

  await addCategory(page, 'Espresso Bar');
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product to Espresso Bar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add product' });
  await fillPhotographedProductWithSizes(
    drawer,
    {
      name: productName,
      description: 'Espresso, oat milk and wildflower honey',
      price: '6.25',
      stock: '20',
    },
    [
      ['12 oz', '0'],
      ['16 oz', '0.75'],
    ],
  );
  await drawer.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(PRODUCT_CREATED)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products in Espresso Bar' })).toContainText(
    productName,
  );
  await expectAccessible(page, [375, 1280]);

  // Visible to buyers: the switch in the store's header saves at once.
  await page.getByRole('switch', { name: `${storeName} visible to buyers` }).check();
  await expect(page.getByText(STORE_UPDATED)).toBeVisible();

  // A guest finds the product by search and adds it, choosing a size.
  const buyer = await browser.newPage();
  await buyer.goto(`/search?q=${encodeURIComponent(productName)}`);
  const card = buyer.getByRole('article', { name: productName });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const sizes = buyer.getByRole('dialog', { name: productName });
  await sizes.getByRole('radio', { name: /16 oz/ }).check();
  await sizes.getByRole('button', { name: /Add to Cart/ }).click();
  // The cart is saved as the toast shows: only then is it safe to leave the page.
  await expect(buyer.getByText(`${productName} added to cart`)).toBeVisible();
  await buyer.goto('/cart');
  await expect(buyer.getByText(productName)).toBeVisible();
  await expect(buyer.getByText('$7.00').first()).toBeVisible();
  await buyer.close();
});

test('a seller creates a store and a product, and sees only their own stores', async ({ page }) => {
  await loginAs(page, 'seller', '/sellerdashboard');
  const sellerId = await sessionSellerId(page);
  const storeName = unique('Arroyo Blooms');
  await page.goto('/sellerdashboard/store-create');
  await page.getByLabel('Store name').fill(storeName);
  const categories = page.getByLabel('Category');
  await expect(categories.locator('option', { hasText: 'Pharmacy' })).toHaveCount(0);
  await categories.selectOption('Flower Stores');
  await page.getByLabel('Contact').fill('(626) 555-0177');
  await page.getByLabel('Street', { exact: true }).fill('12');
  await page.getByLabel('Street name').fill('E Colorado Blvd');
  await page.getByLabel('City').fill('Pasadena');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('Zipcode').fill('91105');
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText(STORE_CREATED)).toBeVisible();
  // The new store opens on its details, where its photo and hours are set (issue #31).
  await expect(page).toHaveURL(/\/sellerdashboard\/stores\?store=[^&]+&tab=details$/);
  await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();
  await expect(page.getByLabel('Store photo')).toBeAttached();

  // Every store listed is this seller's, the new one among them.
  await page.getByRole('link', { name: 'All stores' }).click();
  const ownIds = await page.evaluate(async (id) => {
    const token = window.localStorage.getItem('token');
    const stores = await fetch(`/api/seller/${id}/stores`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((response) => response.json());
    return stores.map((store: { name: string }) => store.name) as string[];
  }, sellerId);
  // Each row links its name, and an Open button named 'Open <store>'.
  const listed = page
    .getByRole('table', { name: 'Stores' })
    .getByRole('link', { name: /^(?!Open )/ });
  await expect(listed.filter({ hasText: storeName })).toBeVisible();
  const names = await listed.allTextContents();
  expect(names).toEqual(expect.arrayContaining(ownIds));
  expect(names.length).toBe(ownIds.length);

  await page.getByRole('link', { name: 'Add Product' }).click();
  await page.getByRole('link', { name: `Add product to ${storeName}` }).click();
  await page.getByLabel('Name').fill('Peony bouquet');
  await page.getByLabel('Price').fill('38');
  await page.getByLabel('Stock').fill('6');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('status').getByText(PRODUCT_CREATED)).toBeVisible();
  await expect(page.getByText('Peony bouquet')).toBeVisible();
});

test('data entry edits a product, and a bulk price change shows on the store page', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'dataentry', '/data-entry-dashboard');
  const sellerId = await page.evaluate(async () => {
    const token = window.localStorage.getItem('token');
    const first = await fetch('/api/stores-for-admin?limit=1', {
      headers: { Authorization: `Bearer ${token}` },
    }).then((response) => response.json());
    return first.stores[0].sellerId as string;
  });
  const storeName = unique('Colorado Corner Market');
  await createStore(page, '/data-entry-dashboard', { name: storeName, sellerId });
  await expect(page.getByRole('link', { name: 'History' })).toHaveCount(0);
  await addCategory(page, 'Pantry');
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product to Pantry' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add product' });
  await drawer.getByLabel('Name').fill('Olive oil');
  await drawer.getByLabel('Description').fill('Cold pressed, 500 ml');
  await drawer.getByLabel('Price').fill('12');
  await drawer.getByLabel('Stock').fill('8');
  await drawer.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(PRODUCT_CREATED)).toBeVisible();

  await page.getByRole('button', { name: 'Edit Olive oil' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Olive oil' });
  await edit.getByLabel('Name').fill('Extra virgin olive oil');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(PRODUCT_UPDATED)).toBeVisible();
  await page.getByRole('switch', { name: `${storeName} visible to buyers` }).check();
  await expect(page.getByText(STORE_UPDATED)).toBeVisible();

  await page.getByRole('link', { name: 'Bulk edit' }).click();
  await expectAccessible(page, [375, 1280]);
  await page.getByLabel('Price of Extra virgin olive oil').fill('14.5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved 1 product.')).toBeVisible();

  const storeId = new URL(page.url()).searchParams.get('store');
  const buyer = await browser.newPage();
  await buyer.goto(`/stores/Coffee%20Shops/${storeId}`);
  const card = buyer.getByRole('article', { name: 'Extra virgin olive oil' });
  await expect(card).toContainText('$14.50');
  await buyer.close();
});

test('on a 375 px phone the store hours can be read and set (issue #30)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await useSessionOf(page, DEMO_PHONES.dataentry);
  await page.goto('/data-entry-dashboard/store-management');
  await page
    .getByRole('link', { name: /^Allen Avenue Apothecary/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Details' }).click();
  const monday = page.getByRole('group', { name: 'Monday' });
  for (const field of ['Opens', 'Closes']) {
    const box = await monday.getByLabel(field).boundingBox();
    // Wide enough for "12:30 PM" and its clock button (it was 69 px).
    expect(box!.width).toBeGreaterThanOrEqual(110);
  }
});
