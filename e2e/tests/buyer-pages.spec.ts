import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { findProduct, payOnSandbox, signUp, summary } from '../support/buyer';

// Issue #18: a buyer's every page, at a phone and a desktop width, free of WCAG A/AA issues and
// laid out without overflow; what the buyer chose at checkout survives a reload.

const BOTH = [375, 1280] as const;

/** The page is no wider than the screen: nothing clipped on the right. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** Each element is one line of text: its height is no more than one line's. */
async function expectOneLine(items: Locator) {
  const heights = await items.evaluateAll((nodes) =>
    nodes.map((node) => {
      const style = getComputedStyle(node);
      return node.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
    }),
  );
  expect(heights.length).toBeGreaterThan(0);
  for (const lines of heights) expect(lines).toBeLessThan(1.5);
}

/** Two boxes on screen share no pixel (once a toast has slid into place). */
async function expectApart(a: Locator, b: Locator) {
  await expect(async () => {
    const [first, second] = [await a.boundingBox(), await b.boundingBox()];
    if (!first || !second) throw new Error('not on screen');
    const overlap =
      first.x < second.x + second.width &&
      second.x < first.x + first.width &&
      first.y < second.y + second.height &&
      second.y < first.y + first.height;
    expect(overlap).toBe(false);
  }).toPass({ timeout: 3000 });
}

test('store, cart, checkout, confirmation and order history, at 375 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  const { store, productCategory, product } = await findProduct(request, 'Restaurants');

  // The store page, with a special request on the item.
  await page.goto(
    `/stores/${encodeURIComponent(store.category)}/${store._id}?productCategory=${productCategory._id}`,
  );
  const card = page.getByRole('article', { name: product.name });
  await card.getByRole('button', { name: 'Add special request' }).click();
  await card.getByLabel(`Special requests for ${product.name}`).fill('Birthday candle please');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const stepper = card.getByRole('group', { name: `quantity of ${product.name}` });
  for (let n = 1; n < Math.ceil(31 / product.price); n += 1) {
    await stepper.getByRole('button', { name: /Increase/ }).click();
    await expect(stepper).toContainText(String(n + 1));
  }
  await expectAccessible(page, BOTH);
  // The store's picture is shown whole (no crop through the awning) at both widths, and the
  // category icons are drawn, not left to the reader's emoji font.
  for (const width of BOTH) {
    await page.setViewportSize({ width, height: 900 });
    const shown = await page
      .locator('header', { has: page.getByRole('heading', { level: 1 }) })
      .locator('img')
      .evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return { box: box.width / box.height, picture: img.naturalWidth / img.naturalHeight };
      });
    expect(Math.abs(shown.box - shown.picture)).toBeLessThan(0.03);
  }
  await page.goto('/categories');
  const icons = page.getByRole('link', { name: /^Restaurants/ }).locator('svg');
  await expect(icons.first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Birthday candle please')).toBeVisible();
  await expectAccessible(page, BOTH);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');

  // Checkout on a phone: nothing wider than the screen, one-line window chips, four tip chips
  // in a row, the item's special request in the summary.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(summary(page).getByText('Special request: Birthday candle please')).toBeVisible();
  await expectNoSidewaysScroll(page);
  const chips = page.getByRole('group', { name: 'Delivery window' }).locator('label');
  await expectOneLine(chips.locator('span[data-range]'));
  const overflowing = await chips.evaluateAll((labels) =>
    labels.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
  );
  expect(overflowing).toEqual([]);
  const storeTip = page.getByRole('group', { name: /Store tip/ });
  const tipTops = await storeTip
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tipTops).size).toBe(1);
  const tipHeights = await storeTip
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().height)));
  expect(new Set(tipHeights).size).toBe(1);

  await page.getByRole('radio', { name: 'Pickup' }).check({ force: true });
  // The window notice (it waits for Agree) covers nothing of the header.
  await page
    .getByRole('group', { name: 'Pickup window' })
    .getByRole('radio')
    .nth(1)
    .check({ force: true });
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'ready at' });
  await expect(notice).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectApart(notice, page.getByRole('button', { name: 'Open menu' }));
  await expectApart(notice, page.getByRole('link', { name: /^Cart/ }));
  await expectApart(notice, page.getByRole('link', { name: /^Your dashboard/ }));
  await expectAccessible(page, [375]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectApart(notice, page.getByRole('button', { name: 'Open menu' }));
  await expectApart(notice, page.getByRole('link', { name: /^Cart/ }));
  await expectApart(notice, page.getByRole('link', { name: /^Your dashboard/ }));
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Agree' }).click();

  await storeTip.getByRole('button', { name: /^10%/ }).click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(summary(page).getByText('-$10.00')).toBeVisible();
  const chosen = await page
    .getByRole('group', { name: 'Pickup window' })
    .getByRole('radio', { checked: true })
    .getAttribute('value');
  const total = await summary(page).locator('dd').last().textContent();

  // A reload keeps the method, the window, the tip and the promo.
  await page.reload();
  await expect(summary(page).getByText('-$10.00')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Pickup window' }).getByRole('radio', { checked: true }),
  ).toHaveAttribute('value', chosen ?? '');
  await expect(storeTip.getByRole('button', { name: /^10%/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(summary(page).locator('dd').last()).toHaveText(total ?? '');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);

  const paid = await payOnSandbox(page);
  await expect(page.getByText('Store tip (10%)')).toBeVisible();
  await page.getByRole('button', { name: `Pay ${paid}` }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }),
  ).toBeVisible({ timeout: 15_000 });
  // A pickup names its store once, as where to collect it.
  const places = page.getByRole('region', { name: 'Store and addresses' });
  await expect(places.getByRole('heading', { name: 'Pickup from' })).toBeVisible();
  await expect(places.getByText(store.name, { exact: true })).toHaveCount(1);
  await expect(page.getByText('Store tip (10%)')).toBeVisible();
  await expectAccessible(page, BOTH);

  await page.goto('/dashboard/orders');
  const details = page.getByRole('button', { name: /^View details of order #/ });
  await expect(details).toBeVisible();
  await expectAccessible(page, BOTH);
  await details.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, BOTH);
});
