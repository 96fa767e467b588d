import type { AddressInfo } from 'node:net';
import type { App } from '../app.js';

/** `http://127.0.0.1:<port>` of the app, listening on a free port (once). */
export async function listening(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Runs `work` while the app is asked GET /api/health again and again, one at a time, and
 * returns what `work` gave and the longest any health check waited. A request that holds the
 * event loop holds the health check in flight with it, even in this process: the check's clock
 * starts before it is asked.
 */
export async function healthDuring<T>(
  app: App,
  work: () => Promise<T>,
): Promise<{ result: T; longestHealthMs: number }> {
  let done = false;
  let longestHealthMs = 0;
  const checks = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      if (response.statusCode !== 200) {
        throw new Error(`GET /api/health answered ${response.statusCode}`);
      }
      longestHealthMs = Math.max(longestHealthMs, performance.now() - started);
      // A turn of the event loop between checks, so the work's own I/O is served.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  try {
    const result = await work();
    done = true;
    // The check in flight when the work ended counts too.
    await checks;
    return { result, longestHealthMs };
  } finally {
    done = true;
  }
}
