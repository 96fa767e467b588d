import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test/create-test-app.js';

const ctx = await createTestApp();

/**
 * A built SPA with its server module (docs/decisions/102). The module stands in for
 * apps/web/src/render-page.tsx, whose own tests check what it draws: this one shows what the
 * server handed it, so these tests check what the server does with a page.
 */
const fixture = await mkdtemp(join(tmpdir(), 'arroyo-web-render-'));
await mkdir(join(fixture, 'dist'), { recursive: true });
await mkdir(join(fixture, 'dist-server'), { recursive: true });
await writeFile(
  join(fixture, 'dist', 'index.html'),
  '<!doctype html><html><head><title>Arroyo</title><link rel="stylesheet" href="/app.css"></head><body><div id="root"></div></body></html>',
);
await writeFile(
  join(fixture, 'dist-server', 'render-page.js'),
  `let renders = 0;
const escape = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function renderPage({ url, store }) {
  if (url.includes('broken')) throw new Error('The page would not render.');
  renders += 1;
  return {
    head: store ? '<title>' + escape(store.name) + '</title>' : '<meta name="page" content="' + escape(url) + '">',
    root: '<main data-renders="' + renders + '" data-store="' + escape(JSON.stringify(store ?? null)) + '">' +
      (store ? '<h1>' + escape(store.name) + '</h1>' : '') + '</main>',
  };
}
`,
);
// The service worker (issue #36), with the compressed copies the build writes beside it.
const workerScript = 'self.addEventListener("push", () => {});';
await writeFile(join(fixture, 'dist', 'sw.js'), workerScript);
await writeFile(join(fixture, 'dist', 'sw.js.br'), brotliCompressSync(workerScript));
await writeFile(join(fixture, 'dist', 'sw.js.gz'), gzipSync(workerScript));
afterAll(() => rm(fixture, { recursive: true }));

const web = await ctx.buildApp({ config: testConfig({ WEB_DIST: join(fixture, 'dist') }) });
const html = { accept: 'text/html,application/xhtml+xml' };

async function page(url: string) {
  const response = await web.inject({ method: 'GET', url, headers: html });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  const body = response.body;
  const main =
    /<div id="root"><main data-renders="(\d+)" data-store="([^"]*)">(.*?)<\/main><\/div>/.exec(
      body,
    );
  return {
    body,
    rendered: main !== null,
    renders: Number(main?.[1]),
    store: main
      ? JSON.parse(main[2]!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(code)))
      : null,
    heading: /<h1>(.*?)<\/h1>/.exec(body)?.[1] ?? null,
    titles: body.match(/<title>[^<]*<\/title>/g) ?? [],
  };
}

describe('the first paint in a page’s HTML', () => {
  it('sends / with the landing page drawn in, rendered once for every visitor', async () => {
    const first = await page('/');
    const again = await page('/?utm_source=flyer');
    expect(first.rendered).toBe(true);
    expect(again.renders).toBe(first.renders);
    expect(first.body).toContain('<meta name="page" content="/"></head>');
  });

  it("draws a visible store's page with the store as the public API shows it", async () => {
    const store = await ctx.newStore({ name: 'Café $$ & <Co> $`', image: '/images/stores/c.webp' });
    const url = `/stores/Coffee%20Shops/${store.id}?productCategory=x`;
    const shown = await page(url);
    const api = await web.inject({ method: 'GET', url: `/api/store/${store.id}` });
    expect(shown.store).toEqual(api.json());
    // The name reaches the page as written (no `$` replacement patterns), escaped by the renderer.
    expect(shown.heading).toBe('Café $$ &#38; &#60;Co&#62; $`');
    // The page's title replaces the built one rather than adding a second.
    expect(shown.titles).toEqual(['<title>Café $$ &#38; &#60;Co&#62; $`</title>']);
    expect(shown.body.indexOf('<title>')).toBeLessThan(shown.body.indexOf('</head>'));
  });

  it('draws no store for a hidden or missing store, or an id that is not one', async () => {
    const hidden = await ctx.newStore({ name: 'Closed For Good', isHidden: true });
    for (const id of [hidden.id, randomUUID(), 'not-a-store', '..']) {
      const shown = await page(`/stores/Coffee%20Shops/${id}`);
      expect(shown.rendered, id).toBe(true);
      expect(shown.store, id).toBeNull();
      expect(shown.body, id).not.toContain('Closed For Good');
      expect(shown.titles, id).toEqual(['<title>Arroyo</title>']);
    }
  });

  it('draws the layout alone on any other page of the app', async () => {
    for (const url of ['/login', '/stores/Pharmacy', '/dashboard/orders']) {
      const shown = await page(url);
      expect(shown.rendered, url).toBe(true);
      expect(shown.store, url).toBeNull();
    }
  });

  it('compresses the page for a browser that accepts it', async () => {
    const store = await ctx.newStore({ name: 'Brotli Beans' });
    // The stand-in numbers its renders; the rest of the page is the same each time.
    const unnumbered = (body: string) => body.replace(/data-renders="\d+"/, '');
    for (const url of ['/', `/stores/Coffee%20Shops/${store.id}`]) {
      const plain = unnumbered((await page(url)).body);
      for (const [encoding, decompress] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await web.inject({
          method: 'GET',
          url,
          headers: { ...html, 'accept-encoding': `${encoding}, deflate` },
        });
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers.vary, url).toBe('accept-encoding');
        expect(unnumbered(decompress(response.rawPayload).toString()), url).toBe(plain);
      }
    }
  });

  it('sends the page as it is to a browser that takes no compression it offers', async () => {
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const response = await web.inject({
        method: 'GET',
        url: '/',
        headers: accepted ? { ...html, 'accept-encoding': accepted } : html,
      });
      expect(response.headers['content-encoding'], accepted).toBeUndefined();
      expect(response.body, accepted).toContain('<div id="root"><main');
    }
  });

  it('sends index.html as built when the page does not render', async () => {
    const shown = await page('/stores/broken');
    expect(shown.body).toContain('<div id="root"></div>');
    expect(shown.titles).toEqual(['<title>Arroyo</title>']);
  });
});

describe('the service worker script (issue #36)', () => {
  it('is checked for a new version at every visit, whichever copy goes out', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const response = await web.inject({
        method: 'GET',
        url: '/sw.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers['content-type'], encoding).toMatch(/javascript/);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
    }
  });
});
