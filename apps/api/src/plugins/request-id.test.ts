import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger.js';
import { createTestApp, testConfig } from '../test/create-test-app.js';

const ctx = await createTestApp();

describe('request ids (issue #36)', () => {
  it('names every answer, and the body of every error, with the id its log lines carry', async () => {
    const lines: string[] = [];
    const app = await ctx.buildApp({
      logger: {
        ...(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as object),
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    const fine = await app.inject({ method: 'GET', url: '/api/health' });
    const refused = await app.inject({ method: 'GET', url: '/api/me' });

    const fineId = fine.headers['x-request-id'];
    const refusedId = refused.headers['x-request-id'];
    expect(fineId).toMatch(/^[0-9a-f-]{36}$/);
    expect(refusedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(refusedId).not.toBe(fineId);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: 'Authentication required.',
      code: 'UNAUTHENTICATED',
      requestId: refusedId,
    });

    const logged = lines.map((line) => JSON.parse(line) as { requestId?: string; msg: string });
    const ofRefused = logged.filter((line) => line.requestId === refusedId);
    expect(ofRefused.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(logged.filter((line) => line.requestId === fineId)).toHaveLength(2);
  });

  it('keeps the id a proxy gave the request, and replaces one that is not a plain token', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'caddy-7f3a9c21' },
    });
    expect(given.headers['x-request-id']).toBe('caddy-7f3a9c21');

    for (const forged of ['short', 'a'.repeat(65), 'line\nbreak-in-it', '+16265550100 phone']) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': forged },
      });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
