import { PROMO_APPLIED_LABEL } from '@marketplace/core/constants/messages';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import {
  addDeliveryAddress,
  chooseHomeAddress,
  fillCart,
  onboard,
  payOnSandbox,
  pickFirstWindow,
  signUp,
  summary,
} from '../support/buyer';
import { loginByPhone, newPhone } from '../support/login';

// Issue #6, checkout: from an address and a cart to a paid order in the buyer's history, by
// delivery and by pickup, and a cancelled payment that comes back with the cart intact.

test('a new buyer: address, cart, login, delivery with tip and WELCOME10, paid, in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await chooseHomeAddress(page);

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

  await addDeliveryAddress(page, 'Rosa Mendez');

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
  test.setTimeout(120_000);
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
  await page.getByRole('button', { name: /View details of order/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('a cancelled payment returns to checkout with the cart intact', async ({ page, request }) => {
  test.setTimeout(120_000);
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
