import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from './test/create-test-app.js';

const ctx = await createTestApp();

/** A built SPA and a public folder with one image, as the real build and seed produce them. */
const fixture = await mkdtemp(join(tmpdir(), 'arroyo-web-'));
const webDist = join(fixture, 'dist');
const publicDir = join(fixture, 'public');
await mkdir(join(webDist, 'assets'), { recursive: true });
await mkdir(join(publicDir, 'images', 'products'), { recursive: true });
await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
await writeFile(join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');
await writeFile(join(webDist, 'assets', 'app-1a2b.js.br'), 'brotli bytes');
await writeFile(join(publicDir, 'images', 'products', 'tea.webp'), 'webp');
afterAll(() => import('node:fs/promises').then(({ rm }) => rm(fixture, { recursive: true })));

const web = await ctx.buildApp({ config: { ...testConfig({ WEB_DIST: webDist }), publicDir } });
const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it('serves index.html at / and for any app route (history fallback)', async () => {
    for (const url of ['/', '/some/route', '/stores/Pharmacy?x=1', '/admindashboard/orders']) {
      const response = await web.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets and images with long cache headers', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await web.inject({ method: 'GET', url: '/images/products/tea.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=2592000');
  });

  it('sends the precompressed asset to a browser that accepts it', async () => {
    const asset = await web.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body).toBe('brotli bytes');
  });

  it('answers 404 JSON for missing files and unknown API paths, never the app', async () => {
    for (const url of ['/api/nope', '/api', '/assets/missing.js', '/images/none.png']) {
      const response = await web.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        error: `There is nothing at GET ${url}.`,
        code: 'NOT_FOUND',
      });
    }
  });

  it('still runs the API without a built web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/some/route', headers: html });
    expect(response.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('API conventions', () => {
  it('denies a route that declares no access', async () => {
    const app = await ctx.buildApp();
    app.get('/api/forgotten', async () => ({ secret: true }));
    const anonymous = await app.inject({ method: 'GET', url: '/api/forgotten' });
    const admin = await app.inject({
      method: 'GET',
      url: '/api/forgotten',
      headers: await ctx.login('admin'),
    });
    for (const response of [anonymous, admin]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'This route is not open to anyone.',
        code: 'FORBIDDEN',
      });
    }
  });

  it('answers a server fault with a sentence, never the stack or the message', async () => {
    const app = await ctx.buildApp();
    app.get('/api/broken', { config: { access: 'public' } }, async () => {
      throw new Error('password=hunter2 at db.ts:12');
    });
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('publishes the OpenAPI document from the route schemas at /api/docs', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/send-otp',
        '/api/verify-otp',
        '/api/onboard-user',
        '/api/users',
        '/api/toggle-role/{id}',
        '/api/user-buyer/{id}',
      ]),
    );
    const sendOtp = document.paths['/api/send-otp'].post;
    expect(sendOtp.tags).toEqual(['auth']);
    expect(Object.keys(sendOtp.responses)).toEqual(['200', '400', '429', '502']);
  });
});
