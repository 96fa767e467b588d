import {
  addedReplacingCart,
  addedToCart,
  FARMERS_MARKET_MISMATCH,
  STOCK_LIMIT,
} from '@marketplace/core/constants/messages';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Issue #5, the cart: customizations, one store at a time, stock, flower messages, the sticky bar.

type Named = { _id: string; name: string };

/** Opens the store page on the product category that holds `product`, found through the API. */
async function openProduct(
  page: Page,
  request: APIRequestContext,
  options: { category: string; store: string; product: string },
) {
  const stores: Named[] = await (
    await request.get(`/api/stores?category=${encodeURIComponent(options.category)}`)
  ).json();
  const store = stores.find((s) => s.name === options.store);
  if (!store) throw new Error(`No store ${options.store}`);
  const categories: Named[] = await (
    await request.get(`/api/stores/${store._id}/product-categories`)
  ).json();
  for (const category of categories) {
    const products = await (
      await request.get(`/api/product-category/${category._id}/products`)
    ).json();
    if (Array.isArray(products) && products.some((p: Named) => p.name === options.product)) {
      await page.goto(
        `/stores/${encodeURIComponent(options.category)}/${store._id}?productCategory=${category._id}`,
      );
      const card = page.getByRole('article', { name: options.product });
      await expect(card).toBeVisible();
      return card;
    }
  }
  throw new Error(`No product ${options.product}`);
}

test('a customized taco: same choices add up, different choices make a new line', async ({
  page,
  request,
}) => {
  const card = await openProduct(page, request, {
    category: 'Restaurants',
    store: 'Casa Arroyo Taqueria',
    product: 'Street Tacos, 3 ct',
  });
  const name = 'Street Tacos, 3 ct';

  async function choose(protein: string, extras: string[]) {
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: protein }).check();
    for (const extra of extras) await dialog.getByRole('checkbox', { name: extra }).check();
    await dialog.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(dialog).toBeHidden();
  }

  await card.getByRole('button', { name: 'Add to Cart' }).click();
  // Nothing chosen yet: the required group is refused with SPEC's message.
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please select all required customizations before proceeding.',
  );
  await dialog.getByRole('checkbox', { name: /Guacamole/ }).check();
  await expect(dialog.getByTestId('customization-price')).toHaveText('$13.50');
  await choose('Al pastor', []);
  await expect(page.getByText(addedToCart(name)).first()).toBeVisible();

  const stepper = card.getByRole('group', { name: `quantity of ${name}` });
  await expect(stepper).toContainText('1');

  // The same choices again: the repeat modal offers a new variant, which adds up.
  await stepper.getByRole('button', { name: /Increase/ }).click();
  const repeat = page.getByRole('dialog', { name: `${name} in your cart` });
  await repeat.getByRole('button', { name: 'Add new variant' }).click();
  await choose('Al pastor', ['Guacamole']);
  await expect(stepper).toContainText('2');

  // Different choices: a separate line.
  await stepper.getByRole('button', { name: /Increase/ }).click();
  await repeat.getByRole('button', { name: 'Add new variant' }).click();
  await choose('Carnitas', []);
  await expect(stepper).toContainText('3');

  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL('/cart');
  const lines = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(lines).toHaveCount(2);
  await expect(
    page
      .getByRole('group', { name: `quantity of ${name}` })
      .first()
      .locator('output'),
  ).toHaveText('2');
  await expect(page.getByText('Carnitas')).toBeVisible();
  // (12 + 1.50) × 2 + 12
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$39.00');
});

test("stock, one store at a time and Farmer's Market stands", async ({ page, request }) => {
  const eggs = await openProduct(page, request, {
    category: "Farmer's Market",
    store: 'Arroyo Greens Farm',
    product: 'Pasture-Raised Eggs, dozen',
  });
  await eggs.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(addedToCart('Pasture-Raised Eggs, dozen'))).toBeVisible();
  const plus = eggs.getByRole('button', { name: /Increase quantity/ });
  await expect(plus).toBeDisabled();
  await plus.click({ force: true });
  await expect(page.getByText(STOCK_LIMIT)).toBeVisible();

  // A stand at the same market (same address and hours) shares the cart.
  const oranges = await openProduct(page, request, {
    category: "Farmer's Market",
    store: 'Sunny Slope Orchards',
    product: 'Valencia Oranges, 3 lb',
  });
  await oranges.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(addedToCart('Valencia Oranges, 3 lb'))).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // A stand at another market is refused.
  const loaf = await openProduct(page, request, {
    category: "Farmer's Market",
    store: 'Meridian Bakehouse',
    product: 'Country Sourdough Loaf',
  });
  await loaf.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(FARMERS_MARKET_MISMATCH)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // Another store replaces the cart, and the info toast says so.
  const roses = await openProduct(page, request, {
    category: 'Flower Stores',
    store: 'Bloom & Arroyo Florist',
    product: 'Classic Red Roses, dozen',
  });
  await roses.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(addedReplacingCart('Classic Red Roses, dozen'))).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('a flower gift message travels to the cart', async ({ page, request }) => {
  const card = await openProduct(page, request, {
    category: 'Flower Stores',
    store: 'Bloom & Arroyo Florist',
    product: 'Sunny Day Bouquet',
  });
  await card.getByRole('button', { name: /Personalize gift message/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Personalize your gift' });
  await dialog.getByLabel("Recipient's full name").fill('Maria Lopez');
  await dialog.getByLabel('Occasion').selectOption('Birthday');
  await dialog.getByLabel('Relationship').selectOption('Mom');
  await dialog.getByLabel('Delivering to').selectOption('Residence');
  await dialog.getByLabel('Card message').fill('Happy birthday, Mom! Love you.');
  await dialog.getByLabel(/Signature/).fill('Ana');
  await dialog.getByRole('button', { name: 'Save message' }).click();
  await expect(card.getByRole('button', { name: /Edit gift message/ })).toBeVisible();

  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  await expect(page.getByText('Gift card for Maria Lopez · Birthday')).toBeVisible();
  await expect(page.getByText('Happy birthday, Mom! Love you.')).toBeVisible();
  await expect(page.getByText('— Ana')).toBeVisible();
});

test('the sticky cart bar on a 375 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const card = await openProduct(page, request, {
    category: "Farmer's Market",
    store: 'Sunny Slope Orchards',
    product: 'Pixie Tangerines, 2 lb',
  });
  const bar = page.getByTestId('mobile-cart-bar');
  await expect(bar).toBeHidden();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('View Cart');
  await expect(bar).toContainText('1');
  await card.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(bar).toContainText('2');
  await expect(bar).toContainText(/\$\d+\.\d{2}/);
  await bar.click();
  await expect(page).toHaveURL('/cart');
  await expect(bar).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/categories');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(bar).toBeHidden();
});
