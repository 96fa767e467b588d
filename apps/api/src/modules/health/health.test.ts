import { describe, expect, it, vi } from 'vitest';
import { allowConsole, takeUnexpectedConsole } from '../../test/console-guard.js';
import { createTestApp, testConfig } from '../../test/create-test-app.js';

const ctx = await createTestApp();

describe('GET /api/health', () => {
  it('answers ok with the database engine in use and the catalogue cache caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: ctx.engine,
      catalogCache: 'caching',
    });
  });

  it('says when the catalogue cache is off', async () => {
    const off = await ctx.buildApp({ config: testConfig({ CATALOG_CACHE_MB: '0' }) });
    const response = await off.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'ok', catalogCache: 'off' });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await ctx.buildApp();
    vi.spyOn(broken.db, 'execute').mockImplementation(() => {
      throw new Error('connection refused');
    });
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'The database is not answering.',
      code: 'DATABASE_UNAVAILABLE',
    });
  });
});

describe('the test harness', () => {
  it('fails a test that writes to console.error unless it is expected', () => {
    console.error('boom');
    expect(takeUnexpectedConsole()).toEqual(['console.error: boom']);
    allowConsole('warn');
    console.warn('expected');
    expect(takeUnexpectedConsole()).toEqual([]);
  });
});
