import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { RouteAccess } from './access.js';
import { REQUEST_TIMEOUT_MESSAGE } from './http-server.js';
import { JSON_TOO_DEEP_MESSAGE } from './plugins/json-body.js';
import { createTestApp } from './test/create-test-app.js';
import { healthDuring } from './test/health-during.js';
import { listening } from './test/listening.js';
import { fieldsOf, leavesOf, replaceAt, sampleInput, valueAt } from './test/sample-input.js';
import { stalledRequest } from './test/stalled-request.js';

/**
 * Every route of the app, read from its route table as it is registered, so a route added later
 * is probed without anyone listing it here: bad input of every kind is a 4xx JSON error, never a
 * 500, and the server is healthy after.
 */

const routes: RouteOptions[] = [];
const ctx = await createTestApp({ onRoute: (route) => routes.push(route) });

type Route = { method: string; url: string; access: RouteAccess | undefined; schema: Schemas };
type Schemas = { body?: ZodType; querystring?: ZodType; params?: ZodType };

const table: Route[] = routes.flatMap((route) =>
  [route.method].flat().flatMap((method) =>
    method === 'HEAD'
      ? []
      : [
          {
            method,
            url: route.url,
            access: route.config?.access,
            schema: (route.schema ?? {}) as Schemas,
          },
        ],
  ),
);
const api = table.filter((route) => route.url.startsWith('/api/'));

const NUL = (field: string) => ({
  error: `"${field}" cannot contain the NUL character (U+0000).`,
  code: 'VALIDATION_FAILED',
});
const SURROGATE = (field: string) => ({
  error: `"${field}" is not valid text: it holds half of a UTF-16 surrogate pair.`,
  code: 'VALIDATION_FAILED',
});

async function headersFor(access: RouteAccess | undefined): Promise<Record<string, string>> {
  if (access === undefined || access === 'public') return {};
  if (access === 'onboarding') {
    return { authorization: `Bearer ${await ctx.app.tokens.signOnboarding(ctx.newPhone())}` };
  }
  return ctx.login(access === 'authenticated' ? 'buyer' : access[0]);
}

/** The route's path with each parameter set, by name, to a value. */
function pathOf(route: Route, params: Record<string, string> = {}): string {
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'probe'))
    .replace('*', encodeURIComponent(params['*'] ?? 'probe'));
}

function paramNames(route: Route): string[] {
  return [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

type Sent = { path: string; query?: Record<string, string | string[]>; body?: string };

describe('every route', () => {
  it('declares who may call it', () => {
    expect(api.length).toBeGreaterThan(25);
    const undeclared = table.filter((route) => route.access === undefined);
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('refuses a NUL byte, a lone surrogate, a 10k-character string, a wrong type and an unknown field with a 4xx JSON error, and stays healthy', async () => {
    const failures: string[] = [];
    let sent = 0;

    for (const route of api) {
      const headers = await headersFor(route.access);
      const send = async (label: string, request: Sent, expected?: object) => {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: request.path,
          query: request.query,
          headers: request.body ? { ...headers, 'content-type': 'application/json' } : headers,
          payload: request.body,
          remoteAddress: ctx.newIp(),
        });
        sent++;
        const where = `${route.method} ${route.url} (${label})`;
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = response.body;
        }
        const shown = JSON.stringify(body).slice(0, 200);
        if (expected) {
          // The request's id differs every time: the words and the code are what is checked.
          const said =
            typeof body === 'object' && body !== null ? { ...body, requestId: undefined } : body;
          if (response.statusCode !== 400 || JSON.stringify(said) !== JSON.stringify(expected)) {
            failures.push(`${where}: ${response.statusCode} ${shown}`);
          }
          return;
        }
        const isError =
          typeof body === 'object' &&
          body !== null &&
          typeof (body as { error?: unknown }).error === 'string' &&
          typeof (body as { code?: unknown }).code === 'string';
        if (response.statusCode < 400 || response.statusCode >= 500 || !isError) {
          failures.push(`${where}: ${response.statusCode} ${shown}`);
        }
      };

      const names = paramNames(route);
      const params = Object.fromEntries(names.map((name) => [name, 'probe']));
      const query = route.schema.querystring
        ? (sampleInput(route.schema.querystring) as Record<string, string>)
        : {};
      const body = route.schema.body ? sampleInput(route.schema.body) : undefined;
      const json = body === undefined ? undefined : JSON.stringify(body);
      const path = pathOf(route, params);

      // NUL anywhere: in the query (declared or not), in each path parameter, in the body.
      await send('NUL in the query', { path, query: { probe: 'a\0' }, body: json }, NUL('probe'));
      for (const name of names) {
        await send(
          `NUL in :${name}`,
          { path: pathOf(route, { ...params, [name]: 'a\0' }), body: json },
          NUL(name),
        );
        await send(`10k characters in :${name}`, {
          path: pathOf(route, { ...params, [name]: 'x'.repeat(10_000) }),
          body: json,
        });
      }

      const queryKeys = route.schema.querystring ? fieldsOf(route.schema.querystring) : [];
      for (const key of queryKeys) {
        const label = `query ${key}`;
        await send(`NUL in ${label}`, { path, query: { ...query, [key]: 'a\0' } }, NUL(key));
        await send(`10k characters in ${label}`, {
          path,
          query: { ...query, [key]: 'x'.repeat(10_000) },
        });
        await send(`an array for ${label}`, { path, query: { ...query, [key]: ['a', 'b'] } });
      }
      if (route.schema.querystring) {
        await send('an unknown query field', { path, query: { ...query, probe: 'x' } });
      }

      if (body !== undefined) {
        for (const leaf of leavesOf(body)) {
          const field = leaf.join('.');
          const at = (value: unknown) => JSON.stringify(replaceAt(body, leaf, value));
          if (typeof valueAt(body, leaf) === 'string') {
            await send(`NUL in ${field}`, { path, body: at('a\0') }, NUL(field));
            // JSON.stringify writes a lone surrogate as the escape "\ud800", as an attacker would.
            await send(
              `a lone surrogate in ${field}`,
              { path, body: at('a\ud800') },
              SURROGATE(field),
            );
            await send(`10k characters in ${field}`, { path, body: at('x'.repeat(10_000)) });
          }
          const wrong = typeof valueAt(body, leaf) === 'string' ? 12345 : 'not-the-type';
          await send(`a wrong type for ${field || 'the body'}`, { path, body: at(wrong) });
        }
        await send('an unknown body field', {
          path,
          body: JSON.stringify(typeof body === 'object' ? { ...body, probe: 'x' } : { probe: 'x' }),
        });
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(150);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await expect(ctx.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('refuses a body nested 40,000 deep with a 4xx, and health answers within 1 s meanwhile', async () => {
    const deep = `{"probe":${'['.repeat(40_000)}${']'.repeat(40_000)}}`;
    const outcomes: string[] = [];
    const { longestHealthMs } = await healthDuring(ctx.app, async () => {
      for (const route of api.filter((each) => each.method !== 'GET')) {
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url: pathOf(route),
          headers: { ...(await headersFor(route.access)), 'content-type': 'application/json' },
          payload: deep,
          remoteAddress: ctx.newIp(),
        });
        const body = response.json();
        outcomes.push(`${route.method} ${route.url}: ${response.statusCode} ${body.error}`);
      }
    });
    // Every route reading JSON refuses it in the parser; the two that take raw bytes (the
    // webhook, an upload) refuse it for what it is not.
    const refusedOtherwise = outcomes.filter(
      (line) => !line.endsWith(`400 ${JSON_TOO_DEEP_MESSAGE}`),
    );
    expect(refusedOtherwise).toEqual([
      'PUT /api/uploads/:folder/:name: 400 "folder" must be one of: Product, shop, delivery.',
      'POST /api/stripe/webhook: 400 The webhook signature could not be verified.',
    ]);
    expect(longestHealthMs).toBeLessThan(1000);
  });

  it('answers a body that stops coming with a 408 and closes its connection, on every route', async () => {
    const REQUEST_MS = 400;
    const app = await ctx.buildApp({
      requestTimeouts: { headersMs: REQUEST_MS, requestMs: REQUEST_MS, checkEveryMs: 50 },
    });
    const base = await listening(app);
    try {
      const outcomes = await Promise.all(
        api
          .filter((route) => route.method !== 'GET')
          .map(async (route) => {
            const outcome = await stalledRequest(base, {
              method: route.method,
              path: pathOf(route),
              headers: await headersFor(route.access),
              giveUpMs: 10 * REQUEST_MS,
            });
            return { route: `${route.method} ${route.url}`, ...outcome };
          }),
      );
      const answers = outcomes.map(({ route, status, body }) => `${route}: ${status} ${body}`);
      const timedOut = `408 ${JSON.stringify({ error: REQUEST_TIMEOUT_MESSAGE, code: 'REQUEST_TIMEOUT' })}`;
      // An upload refused before its body is read waits for the rest of the body (so a client
      // still sending can read the refusal) and times out the same.
      expect(answers.filter((answer) => !answer.endsWith(timedOut))).toEqual([]);
      for (const { closedAfterMs } of outcomes) expect(closedAfterMs).toBeLessThan(4 * REQUEST_MS);
    } finally {
      await app.close();
    }
  });

  it('answers headers that stop coming with a 408', async () => {
    const app = await ctx.buildApp({
      requestTimeouts: { headersMs: 300, requestMs: 1000, checkEveryMs: 50 },
    });
    const base = await listening(app);
    try {
      const { port } = new URL(base);
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1');
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          received += chunk;
        });
        socket.on('close', () => resolve(received));
        socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        error: REQUEST_TIMEOUT_MESSAGE,
        code: 'REQUEST_TIMEOUT',
      });
    } finally {
      await app.close();
    }
  });
});
