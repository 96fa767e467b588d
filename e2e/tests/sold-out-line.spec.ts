import {
  addedToCart,
  itemsMarkedUnavailable,
  itemsUnavailableReason,
} from '@marketplace/core/constants/messages';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import {
  addDeliveryAddress,
  chooseHomeAddress,
  payOnSandbox,
  pickFirstWindow,
  signUp,
} from '../support/buyer';
import { DEMO_PHONES } from '../support/constants';
import { openWithSession, sessionOf } from '../support/login';

// Issue #35, sold out at the store: the seller marks a line the store cannot supply; the order
// goes on without it, that line is refunded, and the buyer's order page says so.

test.describe.configure({ timeout: 150_000 });

type Named = { _id: string; name: string };
type Product = Named & {
  stock: number;
  customizations: unknown[];
  needsAgeVerification: boolean;
};
type Store = Named & { category: string; sellerId: string };

/**
 * A store of the demo seller's with three products a buyer adds in one tap (no choices, in
 * stock, no ID check), each with the category page it is listed on.
 */
async function storeWithThreeSimpleProducts(request: APIRequestContext, sellerId: string) {
  for (const category of ['Restaurants', 'Coffee Shops', 'Convenience Stores']) {
    const stores: Store[] = await (
      await request.get(`/api/stores?category=${encodeURIComponent(category)}`)
    ).json();
    for (const store of stores.filter((each) => each.sellerId === sellerId)) {
      const categories: Named[] = await (
        await request.get(`/api/stores/${store._id}/product-categories`)
      ).json();
      const found: { product: Product; productCategory: Named }[] = [];
      for (const productCategory of categories) {
        const products = await (
          await request.get(`/api/product-category/${productCategory._id}/products`)
        ).json();
        if (!Array.isArray(products)) continue;
        for (const product of products as Product[]) {
          const simple =
            product.customizations.length === 0 &&
            product.stock >= 5 &&
            !product.needsAgeVerification;
          if (simple) found.push({ product, productCategory });
        }
      }
      if (found.length >= 3) return { store, lines: found.slice(0, 3) };
    }
  }
  throw new Error('No store of the demo seller has three simple products');
}

/** One of each product, from its store page, as a buyer taps them in. */
async function addOneOfEach(
  buyer: Page,
  store: Store,
  lines: { product: Product; productCategory: Named }[],
) {
  for (const { product, productCategory } of lines) {
    await buyer.goto(
      `/stores/${encodeURIComponent(store.category)}/${store._id}?productCategory=${productCategory._id}`,
    );
    await buyer
      .getByRole('article', { name: product.name })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    // The cart is saved once the toast shows: the next page load finds it.
    await expect(buyer.getByText(addedToCart(product.name))).toBeVisible();
  }
}

test('the seller marks one of three lines sold out: it is refunded, and the buyer’s order page explains it', async ({
  page: seller,
  browser,
  request,
}) => {
  const sellerSession = await sessionOf(request, DEMO_PHONES.seller);
  const sellerId = String(sellerSession.user.sellerId);
  const { store, lines } = await storeWithThreeSimpleProducts(request, sellerId);

  // A buyer pays for a delivery of three lines.
  const buyer = await browser.newPage();
  await chooseHomeAddress(buyer);
  await signUp(buyer, { firstName: 'Inés', lastName: `Soldout${Date.now().toString(36)}` });
  await addOneOfEach(buyer, store, lines);
  await buyer.goto('/checkout');
  await pickFirstWindow(buyer, 'Delivery window');
  await addDeliveryAddress(buyer, 'Inés Soldout');
  const total = await payOnSandbox(buyer);
  await buyer.getByRole('button', { name: `Pay ${total}` }).click();
  const confirmation = buyer.getByRole('region', { name: /^Order #/ });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  const title = await confirmation.getByRole('heading', { name: /^Order #/ }).textContent();
  const number = (title ?? '').replace('Order #', '');
  const progress = buyer.getByRole('region', { name: 'Order progress' });
  await expect(progress).toContainText('Pending');

  // The store has none of the second line left: its seller marks it on the incoming order.
  await openWithSession(seller, sellerSession, '/sellerdashboard/orders');
  const card = seller.getByRole('article', { name: `Order ${number}` });
  await expect(card).toContainText('3 items');
  await card.getByRole('button', { name: `Items unavailable on order ${number}` }).click();
  const dialog = seller.getByRole('dialog', { name: `Items unavailable on order #${number}` });
  const soldOut = lines[1]!.product.name;
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(seller, [375, 1280]);
  await dialog.getByRole('button', { name: `Increase unavailable units of ${soldOut}` }).click();
  await dialog.getByRole('button', { name: 'Mark 1 item unavailable' }).click();

  const marked = seller.getByText(/^Marked unavailable on order /);
  await expect(marked).toBeVisible();
  const amount = (await marked.textContent())?.match(/; (\$[\d,]+\.\d\d) is being refunded/)?.[1];
  expect(amount).toBeTruthy();
  await expect(marked).toHaveText(itemsMarkedUnavailable(number, amount!));
  await expect(dialog).toBeHidden();
  // The order goes on without it: the card says what to leave out.
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('2 items');
  await expect(card).toContainText(`Not available: 1 × ${soldOut}.`);

  // The buyer's page, open all along: the partial refund, and on the timeline why.
  const reason = itemsUnavailableReason(`1 × ${soldOut}`);
  await expect(progress).toContainText(`Refunded ${amount}`);
  await expect(progress).toContainText(reason);
  await expect(buyer.getByText(reason).first()).toBeVisible();
  await expect(progress).not.toContainText('Cancelled');
  // Under the receipt: what was refunded, and what the order cost in the end.
  const refunds = buyer.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText(`${amount} refunded to your card`);
  await expect(refunds).toContainText(reason);
  await buyer.close();
});
