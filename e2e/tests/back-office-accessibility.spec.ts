import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { DEMO_PHONES, type DemoRole } from '../support/constants';
import { openWithSession, sessionOf } from '../support/login';

// Issue #30: every back-office screen, at a phone width and a desktop width, free of WCAG A/AA
// issues, as the demo accounts see them with the seeded orders, stores and users.
const screens: [DemoRole, string][] = [
  ['admin', '/admindashboard/orders'],
  ['admin', '/admindashboard/seller-management'],
  ['admin', '/admindashboard/store-management'],
  ['admin', '/admindashboard/user-management'],
  ['admin', '/admindashboard/order-history'],
  ['admin', '/admindashboard/text-messages'],
  ['seller', '/sellerdashboard'],
  ['seller', '/sellerdashboard/stores'],
  ['seller', '/sellerdashboard/store-create'],
  ['seller', '/sellerdashboard/product-create'],
  ['seller', '/sellerdashboard/orders'],
  ['seller', '/sellerdashboard/numbers'],
  ['dataentry', '/data-entry-dashboard/store-management'],
  ['driver', '/driverdashboard'],
];

for (const [role, path] of screens) {
  test(`${path} (${role}) has no accessibility violations at 375 and 1280 px`, async ({
    page,
    request,
  }) => {
    // The Orders screen holds the dispatch board, its map and two toggles: scanning it twice
    // takes 20–30 s on a busy two-CPU machine.
    if (path === '/admindashboard/orders') test.slow();
    await openWithSession(page, await sessionOf(request, DEMO_PHONES[role]), path);
    // Loaded: the screen's heading is there and nothing is still loading (live screens keep a
    // stream open, so the network never goes quiet).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, [375, 1280]);
  });
}
