import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { loginByPhone, newPhone } from './login';

// A buyer's way through the shop in the browser, shared by the checkout and operations specs.

type Named = { _id: string; name: string };
type Product = Named & { price: number; stock: number; customizations: unknown[] };

/** A store's simplest product (no customizations, in stock), found through the API. */
export async function findProduct(request: APIRequestContext, category: string) {
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

/** Adds a product of `category` from its store page, as a buyer would, until the subtotal passes $30. */
export async function fillCart(page: Page, request: APIRequestContext, category = 'Restaurants') {
  const { store, productCategory, product } = await findProduct(request, category);
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

type BuyerName = { firstName: string; lastName: string };
const ROSA: BuyerName = { firstName: 'Rosa', lastName: 'Mendez' };

/** The onboarding form of a new account, filled in as `name` (Rosa Mendez unless told). */
export async function onboard(page: Page, name: BuyerName = ROSA) {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(`buyer${Date.now()}@example.com`);
  await page.getByLabel('First name').fill(name.firstName);
  await page.getByLabel('Last name').fill(name.lastName);
  await page.getByLabel('Date of birth').fill('1988-03-12');
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A new buyer with a fresh phone, logged in on `page`. */
export async function signUp(page: Page, name: BuyerName = ROSA) {
  await page.goto('/login');
  await loginByPhone(page, newPhone());
  await onboard(page, name);
  // The whole suite signs up from one address, 10 accounts a minute at most (auth routes'
  // PER_IP): a fast run can meet the limit, and a person would wait as the message says.
  const limited = page.getByText(/Too many requests\. Please try again in (\d+) seconds?\./);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const signedUp = page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const outcome = await Promise.race([
      signedUp.then(() => 'signed up' as const),
      limited.waitFor().then(() => 'limited' as const),
    ]);
    if (outcome === 'signed up') break;
    const seconds = Number((await limited.textContent())?.match(/(\d+) second/)?.[1] ?? 60);
    await page.waitForTimeout(seconds * 1000 + 500);
    await page.getByRole('button', { name: 'Create account' }).click();
  }
  await expect(page).not.toHaveURL(/\/login/);
}

export function summary(page: Page) {
  return page.getByRole('region', { name: 'Order summary' });
}

export async function pickFirstWindow(page: Page, group: string, index = 0) {
  await page
    .getByRole('group', { name: group })
    .getByRole('radio')
    .nth(index)
    .check({ force: true });
  await page.getByRole('button', { name: 'Agree' }).click();
}

export async function payOnSandbox(page: Page) {
  const pay = summary(page).getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  const total = (await summary(page).locator('dd').last().textContent()) ?? '';
  await pay.click();
  await page.waitForURL(/sandbox-checkout/);
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  return total;
}

/** On the landing page, the buyer's address in Pasadena (served), which opens the categories. */
export async function chooseHomeAddress(page: Page) {
  await page.goto('/');
  await page
    .getByRole('combobox', { name: 'Delivery address' })
    .fill('88 E Colorado Blvd, Pasadena');
  await page.getByRole('option', { name: /88 E Colorado Blvd.*Pasadena, CA 91101/ }).click();
  await expect(page).toHaveURL('/categories');
}

/** At checkout, a delivery address for `fullname` at 88 E Colorado Blvd, Unit 2. */
export async function addDeliveryAddress(page: Page, fullname: string) {
  await page.getByRole('button', { name: 'Add a delivery address' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Delivery address' });
  await dialog.getByLabel('Full name').fill(fullname);
  await dialog.getByLabel('Contact').fill('6265550177');
  await dialog.getByRole('combobox', { name: 'Address' }).fill('88 E Colorado Blvd, Pasadena');
  await dialog.getByRole('option', { name: /Pasadena, CA 91101/ }).click();
  await dialog.getByLabel(/Apartment/).fill('Unit 2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fullname)).toBeVisible();
}

/**
 * A new buyer, in a page of their own, fills a cart at a store of `category` and pays for a
 * delivery on the sandbox. Answers the order's number as the confirmation shows it, the total and
 * what was bought; with `stay`, also the buyer's page, left on the confirmation.
 */
export async function placeDeliveryOrder(
  browser: Browser,
  request: APIRequestContext,
  options: {
    firstName: string;
    lastName: string;
    category?: string;
    stay?: boolean;
    /** Which of the delivery windows offered, 0 the first. */
    window?: number;
  },
) {
  const buyer = await browser.newPage();
  await chooseHomeAddress(buyer);
  await signUp(buyer, options);
  const { store, product } = await fillCart(buyer, request, options.category);
  await buyer.goto('/checkout');
  await pickFirstWindow(buyer, 'Delivery window', options.window);
  await addDeliveryAddress(buyer, `${options.firstName} ${options.lastName}`);
  const total = await payOnSandbox(buyer);
  await buyer.getByRole('button', { name: `Pay ${total}` }).click();
  const confirmation = buyer.getByRole('region', { name: /^Order #/ });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  const title = await confirmation.getByRole('heading', { name: /^Order #/ }).textContent();
  const number = (title ?? '').replace('Order #', '');
  if (!options.stay) await buyer.close();
  return { number, total, store, product, buyer };
}
