// Draws the installable apps' icons (issue #36, docs/decisions/147) into public/icons/: the
// brand's mark (public/favicon.svg) with the app's badge, a truck for the driver's app and a shop
// for the seller's, rendered by headless Chromium (the e2e workspace's Playwright, the system's
// browser). The PNGs are committed; run this again only when the mark changes:
//   node apps/web/scripts/make-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

// The mark, on favicon.svg's 32-unit grid: the arroyo's green, the sun, two waves.
const GREEN = '#135a50';
const SUN = '<circle cx="21.5" cy="10.5" r="3.5" fill="#e08a52"/>';
const WAVES =
  '<path d="M6 18.5c2.6-2.4 5.2-2.4 7.8 0s5.2 2.4 7.8 0 3.4-2 4.4-1.6M6 24c2.6-2.4 5.2-2.4 7.8 0s5.2 2.4 7.8 0 3.4-2 4.4-1.6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>';

// ui/icons.tsx's TruckIcon and StoreIcon (24-unit grid).
const GLYPHS = {
  driver:
    '<path d="M14 18V6a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h2"/><path d="M15 18H9"/><path d="M14 9h4l4 4v4a1 1 0 0 1-1 1h-2"/><circle cx="7" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  seller:
    '<path d="M3 9 4.5 4h15L21 9"/><path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0"/><path d="M5 11.5V20h14v-8.5"/><path d="M10 20v-5h4v5"/>',
};

/** The app's badge: a white disc at the mark's lower right with the glyph in the green. */
function badge(key) {
  return `<circle cx="24" cy="24" r="7" fill="#fff" stroke="${GREEN}" stroke-width="1"/><g transform="translate(19.5 19.5) scale(0.375)" fill="none" stroke="${GREEN}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[key]}</g>`;
}

/** The middle of the badged mark's drawing (waves' left end to badge, sun's top to badge). */
const ART_CENTRE = [18.15, 19.25];

/**
 * `art` on the green: on a rounded tile, laid out as the favicon is ('any' icons), or on the
 * whole square, centred and shrunk to `scale` (a maskable icon keeps to the middle circle of 80%
 * of its width; iOS rounds its own corners).
 */
function svg(art, { rounded, scale = 1 }) {
  const background = rounded
    ? `<rect width="32" height="32" rx="9" fill="${GREEN}"/>`
    : `<rect width="32" height="32" fill="${GREEN}"/>`;
  const place = rounded
    ? ''
    : ` transform="translate(16 16) scale(${scale}) translate(${-ART_CENTRE[0]} ${-ART_CENTRE[1]})"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">${background}<g${place}>${art}</g></svg>`;
}

const icons = [
  { file: 'brand-192.png', size: 192, svg: svg(SUN + WAVES, { rounded: true }) },
  ...['driver', 'seller'].flatMap((key) => {
    const art = SUN + WAVES + badge(key);
    return [
      { file: `${key}-192.png`, size: 192, svg: svg(art, { rounded: true }) },
      { file: `${key}-512.png`, size: 512, svg: svg(art, { rounded: true }) },
      { file: `${key}-maskable-512.png`, size: 512, svg: svg(art, { rounded: false, scale: 0.8 }) },
      { file: `${key}-apple-touch.png`, size: 180, svg: svg(art, { rounded: false, scale: 0.85 }) },
    ];
  }),
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent;width:${icon.size}px;height:${icon.size}px">${icon.svg}</body></html>`,
    );
    await page.screenshot({ path: join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`› public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
