import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { isMigrated } from '../../db/migrate.js';
import { CATALOG_CACHE_STATES, type CatalogCache } from '../catalog/catalog-cache.js';

/** A probe must answer quickly: a database slower than this counts as not answering. */
export const READY_TIMEOUT_MS = 2_000;

export const catalogCacheStateSchema = z
  .enum(CATALOG_CACHE_STATES)
  .describe(
    'bypassed: not hearing catalogue changes, every request reads the database; off: CATALOG_CACHE_MB=0',
  );

const checksSchema = z.object({
  server: z
    .enum(['serving', 'shutting down'])
    .describe('shutting down from the first moment of a graceful stop'),
  database: z
    .enum(['answering', 'not answering'])
    .describe(`a query answered within ${READY_TIMEOUT_MS} ms`),
  migrations: z
    .enum(['applied', 'pending', 'unknown'])
    .describe("the database has this build's migrations; unknown while it does not answer"),
  catalogCache: catalogCacheStateSchema,
  consoleCache: z
    .enum(CATALOG_CACHE_STATES)
    .describe(
      'bypassed: not hearing changes of orders, users or the catalogue, every back-office list reads the database; off: CONSOLE_CACHE_MB=0',
    ),
  searchIndex: z
    .enum(['listening', 'not listening'])
    .describe('the search index hears catalogue changes (docs/decisions/108)'),
  orderEvents: z
    .enum(['listening', 'not listening'])
    .describe('the live order streams hear order events and role changes'),
  driverPositions: z
    .enum(['listening', 'not listening'])
    .describe('the dispatch board’s streams hear kept driver positions and role changes'),
  textWorker: z
    .enum(['not started', 'sending', 'stopped'])
    .describe('the text-message outbox sender; not started where this process does not send'),
});
type Checks = z.infer<typeof checksSchema>;
type CheckName = keyof Checks;

/** The body of GET /api/ready, the same whether it answers 200 or 503. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: checksSchema,
  failing: z.array(z.enum(checksSchema.keyof().options)).describe('The checks that fail.'),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** What readiness is judged from. */
export type ReadinessDeps = {
  db: Executor;
  shuttingDown: () => boolean;
  catalogCache: Pick<CatalogCache, 'state'>;
  /** The back office's list cache (plugins/console-cache.ts). */
  consoleCache: Pick<CatalogCache, 'state'>;
  /** The search index (modules/search/search-index.ts). */
  searchIndex: { listening(): boolean };
  /** The live order events (modules/orders/order-event-hub.ts). */
  orderEvents: { listening(): boolean };
  /** The live driver positions (modules/shifts/position-hub.ts). */
  driverPositions: { listening(): boolean };
  /** The outbox sender (modules/text-messages/text-worker.ts). */
  textWorker: { state(): Checks['textWorker'] };
};

/** What an app's readiness is read from. */
export function readinessDepsOf(app: FastifyInstance): ReadinessDeps {
  return {
    db: app.db,
    shuttingDown: app.shuttingDown,
    catalogCache: app.catalogCache,
    consoleCache: app.consoleCache,
    searchIndex: app.searchIndex,
    orderEvents: app.orderEvents,
    driverPositions: app.driverPositions,
    textWorker: app.textWorker,
  };
}

/**
 * Whether this instance should be sent traffic (docs/decisions/107): ready only when no check
 * fails. A load balancer reads the status code; a person reads which check failed.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const migrated = await withTimeout(isMigrated(deps.db), READY_TIMEOUT_MS).catch(() => null);
  const checks: Checks = {
    server: deps.shuttingDown() ? 'shutting down' : 'serving',
    database: migrated === null ? 'not answering' : 'answering',
    migrations: migrated === null ? 'unknown' : migrated ? 'applied' : 'pending',
    catalogCache: deps.catalogCache.state(),
    consoleCache: deps.consoleCache.state(),
    searchIndex: deps.searchIndex.listening() ? 'listening' : 'not listening',
    orderEvents: deps.orderEvents.listening() ? 'listening' : 'not listening',
    driverPositions: deps.driverPositions.listening() ? 'listening' : 'not listening',
    textWorker: deps.textWorker.state(),
  };
  // Which states let the instance take traffic: a cache turned off is fine, one not hearing
  // changes is not; a process that does not send texts is fine, a stopped sender is not.
  const passes: Record<CheckName, boolean> = {
    server: checks.server === 'serving',
    database: checks.database === 'answering',
    migrations: checks.migrations === 'applied',
    catalogCache: checks.catalogCache !== 'bypassed',
    consoleCache: checks.consoleCache !== 'bypassed',
    searchIndex: checks.searchIndex === 'listening',
    orderEvents: checks.orderEvents === 'listening',
    driverPositions: checks.driverPositions === 'listening',
    textWorker: checks.textWorker !== 'stopped',
  };
  const failing = (Object.keys(passes) as CheckName[]).filter((name) => !passes[name]);
  return { status: failing.length === 0 ? 'ready' : 'not ready', checks, failing };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
