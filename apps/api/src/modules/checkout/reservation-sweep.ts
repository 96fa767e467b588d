import type { FastifyInstance } from 'fastify';
import { releaseExpiredSessions } from './stock-reservations.js';

/** How often each instance looks for lapsed sessions; a checkout short of stock also does. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Gives back the stock of payment sessions that lapsed unpaid, every minute, so units held by a
 * buyer who walked away return to the shelf even when nobody checks out. Every instance runs it;
 * they skip each other's rows. The timer never keeps the process alive and stops with the app.
 */
export async function reservationSweep(
  app: FastifyInstance,
  options: { intervalMs?: number } = {},
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const sweep = () => {
    if (running) return;
    running = releaseExpiredSessions(app.db, { now: app.clock() })
      .then(({ sessions, units }) => {
        if (sessions > 0) app.log.info({ sessions, units }, 'released stock of lapsed checkouts');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'reservation sweep failed'))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, options.intervalMs ?? SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
