import AxeBuilder from '@axe-core/playwright';
import { PROMO_APPLIED_LABEL } from '@marketplace/core/constants/messages';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginByPhone, newPhone } from '../support/login';

// Issue #6, checkout: from an address and a cart to a paid order in the buyer's history, by
// delivery and by pickup, and a cancelled payment that comes back with the cart intact.

type Named = { _id: string; name: string };
type Product = Named & { price: number; stock: number; customizations: unknown[] };

/** A store's simplest product (no customizations, in stock), found through the API. */
async function findProduct(request: APIRequestContext, category: string) {
  const stores: (Named & { category: string })[] = await (
    await request.get(`/api/stores?category=${encodeURIComponent(category)}`)
  ).json();
  for (const store of stores) {
    const categories: Named[] = await (
      await request.get(`/api/stores/${store._id}/product-categories`)
    ).json();
    for (const productCategory of categories) {
      const products = await (
        await request.get(`/api/product-category/${productCategory._id}/products`)
      ).json();
      if (!Array.isArray(products)) continue;
      const product = (products as Product[])
        .filter((p) => p.customizations.length === 0 && p.stock >= 8)
        .sort((a, b) => b.price - a.price)[0];
      if (product) return { store, productCategory, product };
    }
  }
  throw new Error(`No simple product in ${category}`);
}

/** Adds the product from its store page, as a buyer would, until the subtotal passes $30. */
async function fillCart(page: Page, request: APIRequestContext) {
  const { store, productCategory, product } = await findProduct(request, 'Restaurants');
  await page.goto(
    `/stores/${encodeURIComponent(store.category)}/${store._id}?productCategory=${productCategory._id}`,
  );
  const card = page.getByRole('article', { name: product.name });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const quantity = Math.min(product.stock, Math.ceil(31 / product.price));
  const stepper = card.getByRole('group', { name: `quantity of ${product.name}` });
  for (let n = 1; n < quantity; n += 1) {
    await stepper.getByRole('button', { name: /Increase/ }).click();
    await expect(stepper).toContainText(String(n + 1));
  }
  return { store, product, quantity };
}

async function onboard(page: Page) {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(`buyer${Date.now()}@example.com`);
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Mendez');
  await page.getByLabel('Date of birth').fill('1988-03-12');
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signUp(page: Page) {
  await page.goto('/login');
  await loginByPhone(page, newPhone());
  await onboard(page);
  await expect(page).not.toHaveURL(/\/login/);
}

/** WCAG A/AA, as the shell's accessibility spec checks its pages. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

function summary(page: Page) {
  return page.getByRole('region', { name: 'Order summary' });
}

async function pickFirstWindow(page: Page, group: string) {
  await page.getByRole('group', { name: group }).getByRole('radio').first().check({ force: true });
  await page.getByRole('button', { name: 'Agree' }).click();
}

async function payOnSandbox(page: Page) {
  const pay = summary(page).getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  const total = (await summary(page).locator('dd').last().textContent()) ?? '';
  await pay.click();
  await page.waitForURL(/sandbox-checkout/);
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  return total;
}

test('a new buyer: address, cart, login, delivery with tip and WELCOME10, paid, in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page
    .getByRole('combobox', { name: 'Delivery address' })
    .fill('88 E Colorado Blvd, Pasadena');
  await page.getByRole('option', { name: /88 E Colorado Blvd.*Pasadena, CA 91101/ }).click();
  await expect(page).toHaveURL('/categories');

  const { store } = await fillCart(page, request);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/login');
  await loginByPhone(page, newPhone());
  await onboard(page);
  await expect(page).toHaveURL('/checkout');

  await expect(
    summary(page).getByRole('button', { name: 'Select a Delivery Window' }),
  ).toBeDisabled();
  await pickFirstWindow(page, 'Delivery window');
  await expect(
    summary(page).getByRole('button', { name: 'Add a delivery address' }),
  ).toBeDisabled();

  await page.getByRole('button', { name: 'Add a delivery address' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Delivery address' });
  await dialog.getByLabel('Full name').fill('Rosa Mendez');
  await dialog.getByLabel('Contact').fill('6265550177');
  await dialog.getByRole('combobox', { name: 'Address' }).fill('88 E Colorado Blvd, Pasadena');
  await dialog.getByRole('option', { name: /Pasadena, CA 91101/ }).click();
  await dialog.getByLabel(/Apartment/).fill('Unit 2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rosa Mendez')).toBeVisible();

  await page
    .getByRole('group', { name: /Driver tip/ })
    .getByRole('button', { name: /^10%/ })
    .click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(summary(page).getByText(PROMO_APPLIED_LABEL)).toBeVisible();
  await expect(summary(page).getByText('-$10.00')).toBeVisible();

  const total = await payOnSandbox(page);
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/order-confirmed\?sessionId=/);
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(total, { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Unit 2', { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  await page.goto('/dashboard/orders');
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByText(store.name)).toBeVisible();
  await expect(orders.getByText(total)).toBeVisible();
});

test('a pickup order, paid and confirmed', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await fillCart(page, request);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Pickup' }).check({ force: true });
  await expect(
    summary(page).getByRole('button', { name: 'Select a Pickup Window' }),
  ).toBeDisabled();
  await pickFirstWindow(page, 'Pickup window');
  await expect(page.getByRole('group', { name: /Driver tip/ })).toHaveCount(0);
  await expectAccessible(page);
  const total = await payOnSandbox(page);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Pickup', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard/orders');
  await page.getByRole('button', { name: /View order/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('a cancelled payment returns to checkout with the cart intact', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signUp(page);
  const { product, quantity } = await fillCart(page, request);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Pickup' }).check({ force: true });
  await pickFirstWindow(page, 'Pickup window');
  await payOnSandbox(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(
    summary(page).getByText(`${quantity} ${quantity === 1 ? 'item' : 'items'}`, { exact: false }),
  ).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart).toEqual([expect.objectContaining({ productId: product._id, quantity })]);
});
