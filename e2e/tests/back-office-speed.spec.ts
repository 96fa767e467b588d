import { expect, type Request, test } from '@playwright/test';
import { DEMO_PHONES, type DemoRole } from '../support/constants';
import { sessionOf } from '../support/login';

// Issue #30, 7: a working screen's data is asked for as the page starts (index.html's early
// requests), in parallel with its code (the route's chunks preloaded), not after both; the app
// takes those answers instead of asking again; and no buyer screen's code comes along.
const screens: { role: DemoRole; path: string; firstRead: RegExp }[] = [
  { role: 'admin', path: '/admindashboard', firstRead: /\/api\/orders\?limit=50$/ },
  { role: 'seller', path: '/sellerdashboard', firstRead: /\/api\/seller\/orders\?limit=50$/ },
  {
    role: 'dataentry',
    path: '/data-entry-dashboard',
    firstRead: /\/api\/stores-for-admin\?limit=50$/,
  },
  { role: 'driver', path: '/driverdashboard', firstRead: /\/api\/instructions\/[^/?]+$/ },
];

/** When a request started and when its answer ended, in ms since the epoch. */
function span(request: Request) {
  const timing = request.timing();
  return { start: timing.startTime, end: timing.startTime + timing.responseEnd };
}

for (const { role, path, firstRead } of screens) {
  test(`${path} (${role}) asks for its data before its scripts have arrived, once`, async ({
    page,
    request,
  }) => {
    // Signed in before the page's first byte, so its first load is a reload with nothing cached.
    const session = await sessionOf(request, DEMO_PHONES[role]);
    await page.addInitScript(({ token, user }) => {
      window.localStorage.setItem('user', JSON.stringify(user));
      window.localStorage.setItem('token', token);
    }, session);
    const requests: Request[] = [];
    page.on('requestfinished', (finished) => requests.push(finished));

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const urls = requests.map((each) => new URL(each.url()).pathname + new URL(each.url()).search);
    const reads = requests.filter((each) => firstRead.test(each.url()));
    expect(reads, urls.join('\n')).toHaveLength(1);
    expect(requests.filter((each) => each.url().endsWith('/api/me'))).toHaveLength(1);

    const scripts = requests.filter((each) => each.resourceType() === 'script');
    const lastScriptEnd = Math.max(...scripts.map((each) => span(each).end));
    expect(span(reads[0] as Request).start).toBeLessThan(lastScriptEnd);
    // The route's chunks download beside the app's, not after it has run.
    const app = scripts.find((each) => /\/assets\/app-[^/]+\.js$/.test(each.url()));
    const screen = scripts.find((each) => /-dashboard-page-[^/]+\.js$/.test(each.url()));
    expect(app && screen).toBeTruthy();
    expect(span(screen as Request).start).toBeLessThan(span(app as Request).end);

    expect(urls.filter((url) => /\/assets\/browse-/.test(url))).toEqual([]);
  });
}
