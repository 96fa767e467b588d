import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test/create-test-app.js';
import { pagePolicy } from './web.js';

const ctx = await createTestApp();

const EARLY = "addEventListener('app-start', () => {});";
const HANDOVER = 'window.started = true;';
const INDEX = `<!doctype html><html><head><title>Arroyo</title><script>${EARLY}</script></head><body><div id="root"></div><script>${HANDOVER}</script><script type="module" src="/assets/app.js"></script></body></html>`;
const fixture = await mkdtemp(join(tmpdir(), 'arroyo-web-headers-'));
await mkdir(join(fixture, 'dist'), { recursive: true });
await writeFile(join(fixture, 'dist', 'index.html'), INDEX);
afterAll(() => rm(fixture, { recursive: true }));
const web = await ctx.buildApp({ config: testConfig({ WEB_DIST: join(fixture, 'dist') }) });

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the app’s pages', () => {
  it('run only scripts of this origin and the page’s own inline ones, by hash, and cannot be framed', async () => {
    const response = await web.inject({
      method: 'GET',
      url: '/stores/Coffee%20Shops',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toBe(pagePolicy(INDEX, ['https://tile.openstreetmap.org']));
    // The dispatch map's tiles, and MapLibre's worker (issue #33).
    expect(directive(policy, 'connect-src')).toContain('https://tile.openstreetmap.org');
    expect(directive(policy, 'worker-src')).toBe("'self' blob:");
    const scripts = directive(policy, 'script-src')!;
    expect(scripts).toContain(hashOf(EARLY));
    expect(scripts).toContain(hashOf(HANDOVER));
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain('unsafe-eval');
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('every answer', () => {
  it('is never sniffed, framed or named in full to other sites', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('to a logged-in request is kept by no cache; a public one keeps its own caching', async () => {
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: await ctx.login('buyer'),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
