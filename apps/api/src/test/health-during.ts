import { setTimeout } from 'node:timers/promises';
import type { App } from '../app.js';

/** How often the app is asked for its health while work runs. */
const CHECK_EVERY_MS = 10;

/**
 * Runs `work` while the app is asked GET /api/health every CHECK_EVERY_MS, and returns what
 * `work` gave and the longest any health check waited, counted from when it was due: a request
 * that holds the event loop delays the check due meanwhile (its timer fires late) or the one in
 * flight, so the hold is measured even with work and checks in this one process.
 */
export async function healthDuring<T>(
  app: App,
  work: () => Promise<T>,
): Promise<{ result: T; longestHealthMs: number }> {
  let done = false;
  let longestHealthMs = 0;
  const checks = (async () => {
    let due = performance.now();
    while (!done) {
      await setTimeout(Math.max(0, due - performance.now()));
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      if (response.statusCode !== 200) {
        throw new Error(`GET /api/health answered ${response.statusCode}`);
      }
      const now = performance.now();
      longestHealthMs = Math.max(longestHealthMs, now - due);
      // The next is due an interval later, or at once when this one ran late: never a gap in
      // which a hold goes unseen.
      due = Math.max(due + CHECK_EVERY_MS, now);
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
