import type { FastifyBaseLogger } from 'fastify';
import { databaseOutage } from './db/errors.js';

/** `not started`: this process does not send in the background (tests send by hand). */
export type OutboxState = 'not started' | 'sending' | 'stopped';

export type OutboxLoop = {
  start(): void;
  /** Stops claiming and waits for the messages in hand to settle. */
  stop(): Promise<void>;
  /** `sending` once started, `stopped` once stopped (GET /api/ready). */
  state(): OutboxState;
};

/**
 * An outbox's background sender, one in every API process (the texts' and the pushes'): every
 * `intervalMs` it runs `runOnce` (claim what is due, send it, record how it went) until a claim
 * comes back short of a full `batch`. While the database is away it keeps trying, and says so
 * when it goes and when it is back, not on every try (issue #17).
 */
export function createOutboxLoop(options: {
  runOnce: () => Promise<number>;
  batch: number;
  intervalMs: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** What the log says: the database went, came back, or something else failed. */
  words: { wait: string; resume: string; failed: string };
}): OutboxLoop {
  const { runOnce, batch, intervalMs, log, words } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let started = false;
  /** Whether the database was away at the last pass: said when it goes and comes back, not every pass. */
  let databaseAway = false;
  const tick = () => {
    running = (async () => {
      try {
        // A full batch may mean more waits: keep going until a claim comes back short.
        while (!stopped && (await runOnce()) === batch) {}
        if (databaseAway) log?.info(words.resume);
        databaseAway = false;
      } catch (error) {
        if (!databaseOutage(error)) {
          log?.error({ err: error }, words.failed);
        } else if (!databaseAway) {
          databaseAway = true;
          log?.warn({ err: error }, words.wait);
        }
      }
    })().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };

  return {
    start() {
      started = true;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    state: () => (stopped ? 'stopped' : started ? 'sending' : 'not started'),
  };
}
