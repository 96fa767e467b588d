import { PRODUCT_CATEGORY_CREATED } from '@marketplace/core/constants/messages';
import { expect, type Locator, type Page } from '@playwright/test';
import { PHOTO } from './constants';

/** Adds a product category from the open store's Categories tab. */
export async function addCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Categories' }).click();
  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(PRODUCT_CATEGORY_CREATED)).toBeVisible();
}

/**
 * Fills the Add product drawer with a photographed product whose buyer must choose a size
 * (`sizes`: each option's name and extra price), ready for Create product.
 */
export async function fillPhotographedProductWithSizes(
  drawer: Locator,
  product: { name: string; description: string; price: string; stock: string },
  sizes: readonly (readonly [option: string, price: string])[],
): Promise<void> {
  await drawer.getByLabel('Name').fill(product.name);
  await drawer.getByLabel('Description').fill(product.description);
  await drawer.getByLabel('Price').fill(product.price);
  await drawer.getByLabel('Stock').fill(product.stock);
  await drawer.locator('input[type=file]').first().setInputFiles({
    name: 'product.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await drawer.getByRole('button', { name: 'Upload' }).click();
  await expect(drawer.getByRole('img', { name: /Photo 1/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Add customization group' }).click();
  const group = drawer.getByRole('group', { name: 'Customization group 1' });
  await group.getByLabel('Group name').fill('Size');
  await group.getByLabel('Required').check();
  for (const [index, [option, price]] of sizes.entries()) {
    if (index > 0) await group.getByRole('button', { name: 'Add option' }).click();
    await group.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
    await group.getByLabel(`Option ${index + 1} price`).fill(price);
  }
}
