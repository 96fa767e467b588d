import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app.js';
import { healthDuring } from '../test/health-during.js';
import { listening } from '../test/listening.js';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';

const ctx = await createTestApp();
const base = await listening(ctx.app);
afterAll(() => ctx.app.close());

/** `{"phone":[[[…"x"…]]]}`: the field holds arrays nested `depth` deep. */
const nested = (depth: number) => `{"phone":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`;

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

describe('a JSON body', () => {
  it('nested 40,000 deep (80 kB) is refused at once, and health answers within 1 s meanwhile', async () => {
    const body = nested(40_000);
    expect(body.length).toBeLessThan(100 * 1024);
    const buyer = await ctx.login('buyer');
    const { result, longestHealthMs } = await healthDuring(ctx.app, () =>
      Promise.all([
        post('/api/send-otp', body),
        post('/api/validate-zipcode', body),
        post('/api/create-stripe-session', body, buyer),
      ]),
    );
    for (const answer of result) {
      expect(answer).toEqual({
        status: 400,
        body: { error: JSON_TOO_DEEP_MESSAGE, code: 'INVALID_JSON' },
      });
    }
    expect(JSON_TOO_DEEP_MESSAGE).toBe('The request body nests deeper than 32 levels.');
    expect(longestHealthMs).toBeLessThan(1000);
  });

  it(`nested ${MAX_JSON_DEPTH} deep reaches the route's own validation`, async () => {
    const answer = await post('/api/send-otp', nested(MAX_JSON_DEPTH - 1));
    expect(answer).toEqual({
      status: 400,
      body: { error: '"phone" must be a string.', code: 'VALIDATION_FAILED' },
    });
  });

  it('keeps refusing prototype poisoning', async () => {
    const answer = await post('/api/send-otp', '{"phone":"+16265550100","__proto__":{"x":1}}');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_JSON');
  });
});

describe('nestsDeeperThan', () => {
  it('counts brackets outside strings only, escaped quotes included', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":1},"c":{"d":2}}', 2)).toBe(false);
    expect(nestsDeeperThan(`["${'['.repeat(50)}"]`, 1)).toBe(false);
    expect(nestsDeeperThan(`["\\"${'['.repeat(50)}"]`, 1)).toBe(false);
    expect(nestsDeeperThan(`["\\\\",[[1]]]`, 2)).toBe(true);
  });
});
