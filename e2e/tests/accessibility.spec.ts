import { test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';

// Every public page of the shell, at a phone width and a desktop width, free of WCAG A/AA issues
// (the buyer's pages are scanned on the way through them: buyer-pages.spec, browse.spec).
const pages = [
  '/',
  '/categories',
  '/login',
  '/about',
  '/contact',
  '/termsconditions',
  '/privacypolicy',
  '/no-such-page',
];

for (const width of [375, 1280]) {
  for (const path of pages) {
    test(`${path} has no accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }
}
