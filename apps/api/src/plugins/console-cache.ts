import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.js';
import {
  CATALOG_CHANGED,
  type CatalogCacheState,
  SETTLE_PREFIX,
} from '../modules/catalog/catalog-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'console': a back-office list whose answer is kept per caller until orders, users or the
     * catalogue change (this file, docs/decisions/132).
     */
    cache?: 'console';
  }
  interface FastifyInstance {
    consoleCache: ConsoleCache;
  }
  interface FastifyRequest {
    /** A console answer being read: kept when it leaves, unless a change came meanwhile. */
    consoleRead: { key: string; generation: number } | null;
  }
}

/**
 * The back office's list answers (orders, order history, daily totals, users, sellers, drivers,
 * the staff's stores, a seller's orders) as the JSON sent, kept per caller until something they
 * show changes. An admin's console asks the same pages again and again (every reload, every
 * return to a tab, every open screen of a busy dispatcher), and reading a 33 kB page in two
 * queries each time is what held these lists far under the baseline (docs/performance.md).
 *
 * Freshness: triggers announce every committed change of orders, order events and users on
 * `console_changed` (drizzle/0046) and of the catalogue on `catalog_changed`; hearing either
 * empties the cache, on every instance. A write through this instance (any request other than a
 * GET) empties it before its answer leaves, so whoever made a change reads it back at once
 * without waiting for the notification. A read that a change may have overtaken is not kept, and
 * while the listening connection is down nothing is kept or answered from memory. Answers are
 * also kept no longer than `maxAgeMs`, for the lists that depend on the hour ("today's orders").
 * Who may ask is still checked on every request: only the data is kept, per user and role.
 */
export type ConsoleCache = {
  /** The answer kept for `key`, if one is. */
  answer(key: string): string | undefined;
  /** Marks the start of a read of `key`, for `keep`. */
  begin(key: string): { key: string; generation: number };
  /** Keeps a read's answer, unless a change came since it began. */
  keep(read: { key: string; generation: number }, json: string): void;
  /** Drops every answer: this instance changed something. */
  clear(): void;
  /** Resolves once every change committed before the call has emptied the cache. */
  settle(): Promise<void>;
  state(): CatalogCacheState;
  close(): Promise<void>;
};

export const CONSOLE_CHANGED = 'console_changed';
/** "Today's orders" and the like move with the clock as well as with changes. */
const MAX_AGE_MS = 30_000;

const OFF: ConsoleCache = {
  answer: () => undefined,
  begin: (key) => ({ key, generation: 0 }),
  keep: () => {},
  clear: () => {},
  settle: async () => {},
  state: () => 'off',
  close: async () => {},
};

export async function createConsoleCache(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  options: {
    maxChars: number;
    clock: () => Date;
    maxAgeMs?: number;
    log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  },
): Promise<ConsoleCache> {
  const { maxChars, clock } = options;
  if (maxChars === 0) return OFF;
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  /** Least recently used first: a hit moves its key to the end. */
  const entries = new Map<string, { json: string; keptAt: number }>();
  let chars = 0;
  /** Counts the clears: a read that began before the last one is not kept. */
  let generation = 0;
  /** Both channels are heard: a change on either could go unheard otherwise. */
  const hearing = new Set<string>();
  let deaf = false;
  const settling = new Map<string, () => void>();

  const clear = () => {
    entries.clear();
    chars = 0;
    generation += 1;
  };
  const live = () => hearing.size === 2;

  const listenTo = (channel: string) =>
    database.listen(channel, {
      notify(payload) {
        if (!payload.startsWith(SETTLE_PREFIX)) return clear();
        settling.get(payload)?.();
        settling.delete(payload);
      },
      listening() {
        clear();
        hearing.add(channel);
        if (deaf && live()) options.log?.info('Console cache: hearing changes again.');
        if (live()) deaf = false;
      },
      lost() {
        if (!deaf) {
          options.log?.warn(
            `Console cache: cannot LISTEN ${channel} on the database; reading the database for every console list until it can.`,
          );
        }
        deaf = true;
        hearing.delete(channel);
        clear();
        for (const done of settling.values()) done();
        settling.clear();
      },
    });
  const unlisten = await Promise.all([listenTo(CONSOLE_CHANGED), listenTo(CATALOG_CHANGED)]);

  return {
    answer(key) {
      if (!live()) return undefined;
      const hit = entries.get(key);
      if (hit === undefined) return undefined;
      entries.delete(key);
      if (clock().getTime() - hit.keptAt > maxAgeMs) {
        chars -= hit.json.length;
        return undefined;
      }
      entries.set(key, hit);
      return hit.json;
    },

    begin: (key) => ({ key, generation }),

    keep(read, json) {
      if (!live() || read.generation !== generation || json.length > maxChars) return;
      chars += json.length - (entries.get(read.key)?.json.length ?? 0);
      entries.delete(read.key);
      entries.set(read.key, { json, keptAt: clock().getTime() });
      for (const [oldest, value] of entries) {
        if (chars <= maxChars) break;
        entries.delete(oldest);
        chars -= value.json.length;
      }
    },

    clear,

    async settle() {
      if (!live()) return;
      // Notifications reach a listener in commit order: once this one arrives, every change
      // committed before it has been heard.
      const token = `${SETTLE_PREFIX}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => settling.set(token, resolve));
      await database.db.execute(sql`select pg_notify(${CONSOLE_CHANGED}, ${token})`);
      await heard;
    },

    state: () => (live() ? 'caching' : 'bypassed'),

    async close() {
      hearing.clear();
      clear();
      await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}

/** Reads never change anything; every other method may have. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One caller's question: the same page asked by another user, or in another role, is another. */
const keyOf = (request: FastifyRequest) =>
  request.user ? `${request.user.id} ${request.user.role} ${request.url}` : null;

/**
 * Answers routes with `config.cache: 'console'` from `cache` after their access check, keeps what
 * they answer, and empties the cache as any other request leaves.
 */
export const consoleCachePlugin = fp<{ cache: ConsoleCache }>(
  async (app, { cache }) => {
    app.decorate('consoleCache', cache);
    app.decorateRequest('consoleRead', null);

    // preHandler: after the caller's access is checked (onRequest) and the query validated.
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config.cache !== 'console' || request.method !== 'GET') return;
      const key = keyOf(request);
      if (key === null) return;
      const kept = cache.answer(key);
      if (kept === undefined) {
        request.consoleRead = cache.begin(key);
        reply.header('x-cache', 'miss');
        return;
      }
      return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(kept);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!READS.has(request.method)) cache.clear();
      else if (request.consoleRead && reply.statusCode === 200 && typeof payload === 'string') {
        cache.keep(request.consoleRead, payload);
      }
      return payload;
    });
  },
  { name: 'console-cache', dependencies: ['auth'] },
);
