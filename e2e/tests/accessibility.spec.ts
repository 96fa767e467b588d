import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every public page of the shell, at a phone width and a desktop width, free of WCAG A/AA issues.
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
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
}
