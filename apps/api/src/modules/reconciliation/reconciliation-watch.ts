import { type ReconciliationDeps, reconciliationPass } from './reconciliation-pass.js';

/** How often each instance reconciles. */
export const RECONCILE_EVERY_MS = 60_000;

/**
 * Runs a reconciliation pass every minute on this instance, one at a time, until stopped; every
 * instance does, and their passes keep out of each other's way. A failed pass is logged and the
 * next one tries again. The timer never keeps the process alive; stopping waits for the pass
 * under way, so it ends before the database closes.
 */
export function watchReconciliation(deps: ReconciliationDeps): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = reconciliationPass(deps)
      .then(() => undefined)
      .catch((error: unknown) =>
        deps.log.error(
          { err: error },
          'Reconciliation: the pass failed; trying again in a minute.',
        ),
      )
      .finally(() => {
        running = null;
      });
  }, RECONCILE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
