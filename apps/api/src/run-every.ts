import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `run` every `everyMs` until the answer is called: one pass at a time (a pass still under
 * way when the next is due skips that turn), a failed pass logged with `failed` and tried again
 * at the next turn. The timer never keeps the process alive.
 */
export function runEvery(options: {
  everyMs: number;
  run: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  failed: string;
}): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await options.run();
    } catch (error) {
      options.log.warn({ err: error }, options.failed);
    } finally {
      running = false;
    }
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
