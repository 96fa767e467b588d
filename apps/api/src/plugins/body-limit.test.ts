import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { UPLOAD_LINK_INVALID } from '../modules/uploads/messages.js';
import { createTestApp, testConfig } from '../test/create-test-app.js';
import { DISCARD_LIMIT_BYTES } from './body-limit.js';

const ctx = await createTestApp();

const TOO_LARGE = {
  error: 'The request body is too large (at most 100 KB).',
  code: 'BODY_TOO_LARGE',
};

/**
 * Sends 5 MB bodies (to send-otp, unless the plan names another route) and prints what each
 * request got: `{ status, body }` when the
 * answer was read, `{ error }` when the connection failed first. Its argument is a JSON plan:
 * the port, and one client address per request (send-otp is limited per IP).
 */
const CLIENT = `
import http from 'node:http';
const plan = JSON.parse(process.argv[1]);
const body = plan.contentType === 'application/json'
  ? Buffer.from(JSON.stringify({ phone: '+13105550100', padding: 'x'.repeat(5 * 1024 * 1024) }))
  : Buffer.alloc(5 * 1024 * 1024);
const url = 'http://127.0.0.1:' + plan.port + plan.path;
const failed = (error) => ({ error: error.cause?.code ?? error.code ?? error.message });

function post(ip, chunked) {
  return new Promise((resolve) => {
    const headers = { 'content-type': plan.contentType, 'x-forwarded-for': ip };
    if (!chunked) headers['content-length'] = body.length;
    const request = http.request(url, { method: plan.method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
      response.on('error', (error) => resolve(failed(error)));
    });
    request.on('error', (error) => resolve(failed(error)));
    if (!chunked) return void request.end(body);
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!request.write(piece)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

async function viaFetch(ip) {
  try {
    const headers = { 'content-type': plan.contentType, 'x-forwarded-for': ip };
    const response = await fetch(url, { method: plan.method, headers, body });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return failed(error);
  }
}

const results = [];
for (const ip of plan.sequential) results.push(await post(ip, false));
results.push(...(await Promise.all(plan.concurrent.map((ip) => post(ip, false)))));
for (const ip of plan.chunked) results.push(await post(ip, true));
for (const ip of plan.fetched) results.push(await viaFetch(ip));
process.stdout.write(JSON.stringify(results));
`;

type Outcome = { status: number; body: unknown } | { error: string };

/**
 * The client runs in a process of its own, as real clients do: sharing the server's event loop,
 * it would always read the answer before its next write failed, and the reset never shows.
 */
async function sendFromAnotherProcess(
  app: App,
  counts: Record<string, number>,
  target: { method: string; path: string; contentType: string } = {
    method: 'POST',
    path: '/api/send-otp',
    contentType: 'application/json',
  },
) {
  const plan = {
    port: (app.server.address() as AddressInfo).port,
    ...target,
    ...Object.fromEntries(
      Object.entries(counts).map(([kind, count]) => [
        kind,
        Array.from({ length: count }, () => ctx.newIp()),
      ]),
    ),
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, JSON.stringify(plan)],
    { timeout: 120_000 },
  );
  return (JSON.parse(stdout) as ({ status: number; body: string } | { error: string })[]).map(
    (outcome): Outcome =>
      'error' in outcome ? outcome : { ...outcome, body: parse(outcome.body) },
  );
}

function origin(app: App): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

describe('a body over the limit, over a real connection', () => {
  let app: App;

  beforeAll(async () => {
    // Behind a trusted proxy each request names its own client, so the per-IP limit stays away.
    app = await ctx.buildApp({ config: testConfig({ TRUST_PROXY: 'true' }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => app.close());

  it('is answered 413 every time, and the client reads the answer', async () => {
    const counts = { sequential: 30, concurrent: 5, chunked: 3, fetched: 5 };
    const outcomes = await sendFromAnotherProcess(app, counts);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    expect(outcomes).toEqual(
      Array.from({ length: total }, () => ({ status: 413, body: TOO_LARGE })),
    );

    expect((await fetch(`${origin(app)}/api/health`)).status).toBe(200);
  }, 120_000);

  it('is read to its end when refused before it was read (an upload link that is not valid), so the client reads the refusal', async () => {
    const counts = { sequential: 10, concurrent: 5, chunked: 3, fetched: 3 };
    const key = `Product/${randomUUID()}.png`;
    const forged = `/api/uploads/${key}?contentType=image%2Fpng&maxBytes=5242880&expires=${2 ** 33}&signature=forged`;
    const outcomes = await sendFromAnotherProcess(app, counts, {
      method: 'PUT',
      path: forged,
      contentType: 'image/png',
    });
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    expect(outcomes).toEqual(
      Array.from({ length: total }, () => ({
        status: 403,
        body: { error: UPLOAD_LINK_INVALID, code: 'FORBIDDEN' },
      })),
    );
  }, 120_000);

  it('cuts off an upload that does not end', async () => {
    const { port } = app.server.address() as AddressInfo;
    const piece = Buffer.alloc(64 * 1024, 'x');
    const { written, status } = await new Promise<{ written: number; status?: number }>(
      (resolve) => {
        let written = 0;
        let status: number | undefined;
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/send-otp',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ctx.newIp() },
        });
        request.on('response', (response) => {
          status = response.statusCode;
          response.resume();
        });
        // A cut connection is the expected end here, not a failure.
        request.on('error', () => {});
        request.on('close', () => resolve({ written, status }));
        const pump = () => {
          while (!request.destroyed) {
            written += piece.length;
            if (!request.write(piece)) return void request.once('drain', pump);
          }
        };
        request.write('{"padding":"');
        pump();
      },
    );
    // The server stops reading a little past its bound; the rest sat in socket buffers.
    expect(written).toBeLessThan(3 * DISCARD_LIMIT_BYTES);
    if (status !== undefined) expect(status).toBe(413);

    expect((await fetch(`${origin(app)}/api/health`)).status).toBe(200);
  });
});
