import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger.js';
import { createTestApp, testConfig } from './test/create-test-app.js';

const ctx = await createTestApp();

describe('the request log', () => {
  it('leaves out the keys in URLs: an upload link’s signature and a sandbox payment page’s session id', async () => {
    const lines: string[] = [];
    const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' }));
    const app = await ctx.buildApp({
      logger: {
        ...(options as object),
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/uploads/Product/a.png?contentType=image%2Fpng&maxBytes=10&expires=1&signature=SECRET-SIGNATURE',
    });
    await app.inject({ method: 'GET', url: '/api/sandbox-checkout/cs_SECRET_SESSION' });
    const text = lines.join('\n');
    expect(text).not.toContain('SECRET');
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual([
      '/api/uploads/Product/a.png?contentType=image%2Fpng&maxBytes=10&expires=1&signature=[redacted]',
      '/api/sandbox-checkout/[redacted]',
    ]);
  });

  it('keeps the rest of a URL as it came', () => {
    expect(redactUrl('/api/stores?category=Coffee%20Shops')).toBe(
      '/api/stores?category=Coffee%20Shops',
    );
    expect(redactUrl('/api/sandbox-checkout/cs_1/pay')).toBe(
      '/api/sandbox-checkout/[redacted]/pay',
    );
    expect(redactUrl('/api/payment-sessions/cs_live_abc/order')).toBe(
      '/api/payment-sessions/[redacted]/order',
    );
    expect(redactUrl('/x?a=1&Token=t&b')).toBe('/x?a=1&Token=[redacted]&b');
  });
});
