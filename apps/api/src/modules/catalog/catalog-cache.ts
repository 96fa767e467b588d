import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';

/**
 * The public catalogue's answers (a category's stores, a product category's products, search
 * results, suggestions) as the JSON sent, kept until the catalogue changes. Every buyer asks the
 * same few questions, and a database round trip per keystroke is what kept suggestions slow
 * under load (docs/decisions/035).
 *
 * Freshness: a trigger on stores, product categories and products announces every committed
 * change on the `catalog_changed` channel (drizzle/0007), and every API process listening there
 * empties its cache, so a hidden product disappears everywhere within the notification's latency.
 * While the listening connection is down the cache is bypassed, since a change could go unheard.
 * A read that began before a change is not kept. Only public reads go through it: checkout,
 * stock and everything behind a login read the database.
 */
export type CatalogCache = {
  /** The JSON for `key` since the last change, or `load`'s, kept if no change came meanwhile. */
  json(key: string, load: () => Promise<string>): Promise<string>;
  /** Resolves once every change committed before the call has emptied the cache. */
  settle(): Promise<void>;
  /** `caching`, `bypassed` while it cannot hear changes, or `off` (CATALOG_CACHE_MB=0). */
  state(): CatalogCacheState;
  close(): Promise<void>;
};

export const CATALOG_CACHE_STATES = ['caching', 'bypassed', 'off'] as const;
export type CatalogCacheState = (typeof CATALOG_CACHE_STATES)[number];

export const CATALOG_CHANGED = 'catalog_changed';
/** Payloads of `settle`'s own notifications, which mark a point in the channel, not a change. */
const SETTLE = 'settle:';
/** About 32 MB of JSON: thousands of answers, the largest (a big category's stores) 80 kB. */
const MAX_CHARS = 32_000_000;

/** With no room to keep anything (CATALOG_CACHE_MB=0): every request reads the database. */
const NO_CACHE: CatalogCache = {
  json: (_key, load) => load(),
  settle: async () => {},
  state: () => 'off',
  close: async () => {},
};

export type CatalogCacheLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export async function createCatalogCache(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  options: { maxChars?: number; log?: CatalogCacheLog } = {},
): Promise<CatalogCache> {
  const maxChars = options.maxChars ?? MAX_CHARS;
  if (maxChars === 0) return NO_CACHE;
  /** Least recently used first: a hit moves its key to the end. */
  const entries = new Map<string, string>();
  let chars = 0;
  /** Reads under way since the last change, shared by everyone asking the same meanwhile. */
  let loading = new Map<string, Promise<string>>();
  let generation = 0;
  let live = false;
  /** Whether the listening connection dropped since it last listened, for the log. */
  let deaf = false;
  const settling = new Map<string, () => void>();

  const forget = () => {
    generation++;
    entries.clear();
    chars = 0;
    loading = new Map();
  };

  const keep = (key: string, json: string) => {
    if (json.length > maxChars) return;
    chars += json.length - (entries.get(key)?.length ?? 0);
    entries.delete(key);
    entries.set(key, json);
    for (const [oldest, value] of entries) {
      if (chars <= maxChars) break;
      entries.delete(oldest);
      chars -= value.length;
    }
  };

  const unlisten = await database.listen(CATALOG_CHANGED, {
    notify(payload) {
      if (!payload.startsWith(SETTLE)) return forget();
      settling.get(payload)?.();
      settling.delete(payload);
    },
    listening() {
      forget();
      live = true;
      if (deaf) options.log?.info('Catalogue cache: hearing catalogue changes again.');
      deaf = false;
    },
    lost() {
      // An operator must see this: while it lasts, every public request reads the database.
      if (!deaf) {
        options.log?.warn(
          `Catalogue cache: cannot LISTEN ${CATALOG_CHANGED} on the database; reading the database for every request until it can.`,
        );
      }
      deaf = true;
      live = false;
      forget();
      for (const done of settling.values()) done();
      settling.clear();
    },
  });

  return {
    async json(key, load) {
      if (!live) return load();
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = loading.get(key);
      if (pending) return pending;

      const started = generation;
      const readers = loading;
      const read = load().then(
        (json) => {
          readers.delete(key);
          if (live && generation === started) keep(key, json);
          return json;
        },
        (error: unknown) => {
          readers.delete(key);
          throw error;
        },
      );
      readers.set(key, read);
      return read;
    },

    async settle() {
      if (!live) return;
      // Notifications reach a listener in commit order: once this one arrives, every change
      // committed before it has been heard.
      const token = `${SETTLE}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => settling.set(token, resolve));
      await database.db.execute(sql`select pg_notify(${CATALOG_CHANGED}, ${token})`);
      await heard;
    },

    state: () => (live ? 'caching' : 'bypassed'),

    async close() {
      live = false;
      forget();
      await unlisten();
    },
  };
}

/** Sends JSON text as it is: Fastify serializes a reply only when it is not a string already. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
