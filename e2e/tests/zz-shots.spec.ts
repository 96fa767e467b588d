import { expect, test } from '@playwright/test';
import { DEMO_PHONES } from '../support/constants';
import { openWithSession, sessionOf } from '../support/login';

test('screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await sessionOf(request, DEMO_PHONES.admin);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openWithSession(page, admin, '/admindashboard/order-history');
    await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
    await page.waitForTimeout(800);
    console.log(
      width,
      JSON.stringify(
        await page.evaluate(() => {
          const out: string[] = [];
          for (const el of document.querySelectorAll('body *')) {
            const r = el.getBoundingClientRect();
            if (r.right > window.innerWidth + 1 && !el.closest('ul')) {
              out.push(`${el.tagName}.${String(el.className).slice(0, 30)} ${Math.round(r.right)}`);
            }
          }
          return [document.documentElement.scrollWidth, out.slice(0, 8)];
        }),
      ),
    );
    await page.getByRole('heading', { name: 'Order History' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/history2-${width}.png` });
  }
  await openWithSession(page, admin, '/admindashboard/orders');
  await page.getByRole('button', { name: /^Summary of order/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('textbox').fill('Screenshot: the store closed early.');
  await dialog.getByRole('button', { name: /^Cancel order / }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/cancelled-1280.png' });
});
