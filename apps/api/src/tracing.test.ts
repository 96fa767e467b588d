import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, killBuiltServers, startBuiltServer } from './test/built-server.js';
import { adminQuery, uniqueDatabaseName, withDatabase } from './test/database-source.js';
import { scrub } from './tracing.js';

const source = inject('testDatabase');

beforeAll(buildServer, 120_000);
afterEach(killBuiltServers);

type OtlpSpan = {
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};

/** An OTLP/HTTP collector on 127.0.0.1: keeps every trace export it is sent, as JSON text. */
async function startCollector() {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    text: () => bodies.join('\n'),
    spans: (): OtlpSpan[] =>
      bodies.flatMap((body) =>
        (
          JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }
        ).resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((s) => s.spans)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function attribute(span: OtlpSpan, key: string): string | undefined {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
}

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT (issue #36)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let database: { env: Record<string, string>; drop: () => Promise<void> };

  beforeAll(async () => {
    collector = await startCollector();
    if (source.engine === 'postgres') {
      const name = uniqueDatabaseName('arroyo_tracing');
      await adminQuery(source.url, `create database ${name}`);
      database = {
        env: { DATABASE_URL: withDatabase(source.url, name) },
        drop: () => adminQuery(source.url, `drop database if exists ${name} with (force)`),
      };
    } else {
      const dir = join(tmpdir(), uniqueDatabaseName('arroyo-tracing'));
      database = { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
    }
  });
  afterAll(async () => {
    await collector.close();
    await database.drop();
  });

  it('sends each request as a span named by its route, with its queries, and nothing personal', async () => {
    const server = await startBuiltServer({
      ...database.env,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    const phone = '6265550187';
    const refused = await fetch(`${server.base}/api/me?phone=${phone}`);
    const requestId = refused.headers.get('x-request-id');
    await fetch(`${server.base}/api/stores?search=${encodeURIComponent('120 Arroyo Pkwy')}`);
    await fetch(`${server.base}/api/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });

    let spans: OtlpSpan[] = [];
    for (let tries = 0; tries < 100; tries++) {
      spans = collector.spans();
      if (spans.some((span) => span.name === 'POST /api/send-otp')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const me = spans.find((span) => span.name === 'GET /api/me');
    expect(me).toBeDefined();
    expect(attribute(me!, 'http.route')).toBe('/api/me');
    expect(attribute(me!, 'http.request_id')).toBe(requestId);
    expect(spans.map((span) => span.name)).toContain('GET /api/stores');
    if (source.engine === 'postgres') {
      // PostgreSQL's queries are traced too (PGlite, in process, has no driver to trace).
      expect(spans.some((span) => attribute(span, 'db.system.name') === 'postgresql')).toBe(true);
    }
    // Probes are not traced.
    expect(spans.some((span) => span.name.includes('/api/ready'))).toBe(false);

    const sent = collector.text();
    expect(sent).not.toContain(phone);
    expect(sent).not.toContain('Arroyo Pkwy');
    expect(sent).not.toContain('Arroyo%20Pkwy');
  });
});

describe('what a span keeps of a URL', () => {
  it("drops a request's query and a provider's path, and redacts keys in our paths", () => {
    const incoming: Record<string, string> = {
      'http.target': '/api/sandbox-checkout/cs_SECRET/pay?phone=6265550100',
      'url.query': 'phone=6265550100',
      'http.client_ip': '203.0.113.9',
    };
    scrub(incoming, false);
    expect(incoming).toEqual({ 'http.target': '/api/sandbox-checkout/[redacted]/pay' });

    const outgoing = {
      'url.full':
        'https://api.mapbox.com/geocoding/v5/mapbox.places/120%20Arroyo%20Pkwy.json?access_token=pk',
    };
    scrub(outgoing, true);
    expect(outgoing).toEqual({ 'url.full': 'https://api.mapbox.com' });
  });
});
