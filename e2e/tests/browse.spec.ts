import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { newPhone } from '../support/login';

// Issue #4, browse and discover: a buyer's first minute on the demo catalogue.

test('from a Pasadena address to a product’s full description', async ({ page }) => {
  await page.goto('/');
  const address = page.getByRole('combobox', { name: 'Delivery address' });
  await address.fill('88 E Colorado Blvd, Pasadena');
  await page.getByRole('option', { name: /88 E Colorado Blvd.*Pasadena, CA 91101/ }).click();

  // Served: the address is saved and the buyer moves on to the categories.
  await expect(page).toHaveURL('/categories');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Local Gems, Delivered Fast' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /88 E Colorado Blvd/ })).toBeVisible();

  // The category card's name is its whole text: "Restaurants", then the blurb.
  await page.getByRole('link', { name: /^Restaurants\b/ }).click();
  await expect(page).toHaveURL('/stores/Restaurants');
  await page.getByRole('link', { name: /Casa Arroyo Taqueria/ }).click();

  // The first product category is selected and written into the URL.
  await expect(page).toHaveURL(/\/stores\/Restaurants\/[^/?]+\?productCategory=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Arroyo Taqueria' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Home');
  await expect(crumbs).toContainText('Casa Arroyo Taqueria');
  await expect(crumbs).toContainText('Product');
  const firstCategory = new URL(page.url()).searchParams.get('productCategory');

  const pills = page.getByRole('navigation', { name: 'Product categories' });
  await pills.getByRole('link', { name: /Burritos & Bowls/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Burritos & Bowls' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('productCategory')).not.toBe(firstCategory);

  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: /Read more/ }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A saved address sends the landing page straight on.
  await page.goto('/');
  await expect(page).toHaveURL('/categories');
});

test('a search with a typo still finds the store', async ({ page }) => {
  await page.goto('/categories');
  const search = page.getByRole('combobox', { name: 'Search Arroyo' });
  await search.fill('cofee');
  await expect(page.getByRole('option').first()).toBeVisible();
  await search.press('Enter');

  await expect(page).toHaveURL('/search?q=cofee');
  const stores = page.getByRole('region', { name: /Stores/ });
  await stores.getByRole('link', { name: /Holly Street Coffee/ }).click();
  await expect(page).toHaveURL(/\/stores\/Coffee%20Shops\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Holly Street Coffee' })).toBeVisible();
});

test('outside the delivery area a visitor joins the waitlist', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('combobox', { name: 'Delivery address' })
    .fill('200 N San Fernando Blvd, Burbank');
  await page
    .getByRole('option', { name: /200 N San Fernando Blvd/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { name: 'We don’t deliver to 91501 yet' })).toBeVisible();
  await expect(page.getByText('$10 coupon')).toBeVisible();
  await expect(page).toHaveURL('/');

  const phone = newPhone();
  await page.getByLabel('Your name').fill('Ana Ruiz');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: /Notify me/ }).click();

  // The lead is stored: the server's confirmation names the phone it holds the coupon for.
  await expect(page.getByRole('heading', { name: 'You’re on the list!' })).toBeVisible();
  const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
  await expect(page.getByText(`saved for ${formatted}`)).toBeVisible();
});

// The browse screens, their dialogs and their suggestion lists, free of WCAG A/AA issues.
for (const width of [375, 1280]) {
  test(`browse screens have no accessibility violations at ${width} px`, async ({ page }) => {
    // Five axe scans of whole pages: about 20 s alone, more on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/stores/Restaurants');
    await page.getByRole('link', { name: /Casa Arroyo Taqueria/ }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: /Casa Arroyo Taqueria/ }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('button', { name: /Read more/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Update Location|Delivering to/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery address' });
    await dialog.getByRole('combobox').fill('88 E Colorado');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.goto('/search?q=cofee');
    await page.getByRole('region', { name: /Stores/ }).waitFor();
    await page.getByRole('combobox', { name: 'Search Arroyo' }).fill('tac');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectAccessible(page);
  });
}

/** Holds the app's scripts back until the returned function is called. */
async function holdScripts(page: Page) {
  await page.unrouteAll();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Docs/decisions/102: a page's first paint is in its HTML, and the app takes over from it.
test('the landing and a store page are drawn before their scripts, and the app takes over cleanly', async ({
  browser,
  request,
}) => {
  const stores = await (await request.get('/api/stores?category=Restaurants')).json();
  const store = stores.find((each: { image?: string }) => each.image);
  const storeUrl = `/stores/Restaurants/${store._id}`;

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const server = await withoutScripts.newPage();
  await server.goto('/');
  await expect(
    server.getByRole('heading', { level: 1, name: 'Your neighborhood shops, delivered.' }),
  ).toBeVisible();
  await expect(server.getByRole('link', { name: /^Restaurants\b/ })).toBeVisible();
  await server.goto(storeUrl);
  await expect(server.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  const photo = server.locator('main header img');
  await expect(photo).toHaveAttribute('src', store.image);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await withoutScripts.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const address = page.getByRole('combobox', { name: 'Delivery address' });
  const suggestion = page.getByRole('option', { name: /88 E Colorado.*Pasadena/ }).first();

  // Typed into the server's field before the app ran: the app's field has it.
  let release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await address.fill('88 E Colorado');
  release();
  await expect(suggestion).toBeVisible();

  // In the server's field when the app ran, typing afterwards: the keys reach the app's field.
  release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await address.focus();
  await address.evaluate((field) => field.setAttribute('data-server-field', ''));
  release();
  await expect(page.locator('[data-server-field]')).toHaveCount(0);
  await page.keyboard.type('88 E Colorado');
  await expect(suggestion).toBeVisible();

  await page.goto(storeUrl);
  await expect(page.getByRole('navigation', { name: 'Product categories' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('a buyer with a saved address is not shown the landing page on the way on', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'selectedAddress',
      JSON.stringify({ street1: '88', street2: 'E Colorado Blvd', city: 'Pasadena' }),
    );
    document.addEventListener('DOMContentLoaded', () => {
      (window as { landingDrawn?: boolean }).landingDrawn =
        document.getElementById('root')?.hasChildNodes() ?? false;
    });
  });
  await page.goto('/');
  await expect(page).toHaveURL('/categories');
  expect(await page.evaluate(() => (window as { landingDrawn?: boolean }).landingDrawn)).toBe(
    false,
  );
});
