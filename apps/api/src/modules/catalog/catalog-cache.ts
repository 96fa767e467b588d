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
 * Freshness: triggers on stores, product categories and products announce every committed
 * change on the `catalog_changed` channel, naming the table, the stores changed and whether only
 * stock moved (drizzle/0018). Every API process listening there drops the answers that change
 * can alter and keeps the rest (docs/decisions/101): an order at one store leaves the other
 * stores' answers warm. A hidden product disappears everywhere within the notification's
 * latency; a writer that awaits `settle` (or tells `hearAgain` what it changed) answers only
 * once its own process has heard. While the listening connection is down the cache is bypassed,
 * since a change could go unheard. A read that a change may have overtaken is not kept. Only
 * public reads go through it: checkout, stock and everything behind a login read the database.
 */
export type CatalogCache = {
  /**
   * The JSON for `key` since the last change it depends on, or `load`'s, kept unless such a
   * change came meanwhile. A loader answering a bare string depends on every change.
   */
  json(key: string, load: () => Promise<string | CatalogAnswer>): Promise<string>;
  /** Resolves once every change committed before the call has emptied the cache. */
  settle(): Promise<void>;
  /** `caching`, `bypassed` while it cannot hear changes, or `off` (CATALOG_CACHE_MB=0). */
  state(): CatalogCacheState;
  close(): Promise<void>;
  /**
   * A change learned of otherwise than on the channel: drops or marks stale the answers it can
   * alter, as its notification did. A writer that knows what it changed (checkout's stock) gets
   * this way what `settle` gives, without the round trip through the channel; the notification
   * still comes, for every process.
   */
  hearAgain(change: CatalogChange): void;
};

export type CatalogTable = 'stores' | 'product_categories' | 'products';

/** What an answer shows, so that a change elsewhere leaves it cached. */
export type CatalogDependence = {
  /** Stores whose rows, categories or products the answer shows: their changes drop it. */
  stores: readonly string[];
  /** Tables where a change anywhere may alter the answer (which rows a search or list finds). */
  anyChangeIn: readonly CatalogTable[];
  /**
   * Tables where a change of names anywhere (a name, a hidden flag, a store's category, rows
   * added or removed) may alter it: suggestions show names only, so a new price or description
   * leaves them.
   */
  anyNameChangeIn?: readonly CatalogTable[];
  /** Whether it shows stock: a change of stock alone drops it only then. */
  showsStock: boolean;
  /**
   * The products whose stock it shows, when it shows only some of its stores' products: a
   * change of stock alone at those stores then drops it only when it names one of these.
   */
  products?: readonly string[];
  /**
   * Whether a change that may only add matches (one in `anyChangeIn` or `anyNameChangeIn`, at a
   * store the answer does not show) leaves the answer to be answered once more while it is read
   * again, instead of dropping it (docs/decisions/105). A change at a store it shows, stock
   * included, still drops it at once.
   */
  refreshesInBackground?: boolean;
};

export type CatalogAnswer = { json: string; dependsOn: CatalogDependence };

/**
 * A committed change as the notification names it: `stores` null means every store, `stock` that
 * only stock moved (then `products` names the products, or is null when it does not), `names`
 * that names or visibility changed.
 */
export type CatalogChange = {
  table: string;
  stores: readonly string[] | null;
  products: readonly string[] | null;
  /**
   * A change of stock alone to a few products: each one's new stock, in the order of `products`
   * (drizzle/0029). Absent when not told.
   */
  stocks?: readonly number[] | null;
  stock: boolean;
  names: boolean;
};

/** A change that may have altered anything. */
export const EVERY_CHANGE: CatalogChange = {
  table: '',
  stores: null,
  products: null,
  stock: false,
  names: true,
};

/** An answer from a loader that said nothing of what it shows: any change drops it. */
const EVERYTHING = 'everything';
type Dependence = CatalogDependence | typeof EVERYTHING;

const jsonOf = (answer: string | CatalogAnswer) =>
  typeof answer === 'string' ? answer : answer.json;

/** The change a notification's payload names; an unknown payload is a change of everything. */
export function parseCatalogChange(payload: string): CatalogChange {
  try {
    const parsed = JSON.parse(payload) as {
      t?: unknown;
      s?: unknown;
      p?: unknown;
      q?: unknown;
      stock?: unknown;
      names?: unknown;
    };
    const products = Array.isArray(parsed.p) ? parsed.p.map(String) : null;
    const stocks =
      Array.isArray(parsed.q) &&
      parsed.q.length === products?.length &&
      parsed.q.every((stock) => Number.isInteger(stock))
        ? (parsed.q as number[])
        : null;
    return {
      table: String(parsed.t),
      stores: Array.isArray(parsed.s) ? parsed.s.map(String) : null,
      products,
      stocks,
      stock: parsed.stock === true,
      names: parsed.names !== false,
    };
  } catch {
    return EVERY_CHANGE;
  }
}

/**
 * What `change` does to an answer that depends on `dependence`: nothing, `stale` (it may now
 * miss a match: answered once more while read again) or `drop`.
 */
export function effectOf(change: CatalogChange, dependence: Dependence): 'none' | 'stale' | 'drop' {
  if (dependence === EVERYTHING || change.stores === null) return 'drop';
  const named = change.stores;
  const showsNamedStore = dependence.stores.some((store) => named.includes(store));
  if (change.stock) {
    if (!dependence.showsStock || !showsNamedStore) return 'none';
    const shown = dependence.products;
    const moved = change.products;
    if (shown === undefined || moved === null) return 'drop';
    return shown.some((product) => moved.includes(product)) ? 'drop' : 'none';
  }
  if (showsNamedStore) return 'drop';
  const inTable = (tables: readonly string[] | undefined) =>
    Boolean(tables?.includes(change.table));
  const mayMatch =
    inTable(dependence.anyChangeIn) || (change.names && inTable(dependence.anyNameChangeIn));
  if (!mayMatch) return 'none';
  return dependence.refreshesInBackground ? 'stale' : 'drop';
}

/** Whether `change` can alter an answer that depends on `dependence`. */
export function alters(change: CatalogChange, dependence: Dependence): boolean {
  return effectOf(change, dependence) !== 'none';
}

export const CATALOG_CACHE_STATES = ['caching', 'bypassed', 'off'] as const;
export type CatalogCacheState = (typeof CATALOG_CACHE_STATES)[number];

export const CATALOG_CHANGED = 'catalog_changed';
/** Payloads of `settle`'s own notifications, which mark a point in the channel, not a change. */
export const SETTLE_PREFIX = 'settle:';
/** About 32 MB of JSON: thousands of answers, the largest (a big category's stores) 80 kB. */
const MAX_CHARS = 32_000_000;

/** With no room to keep anything (CATALOG_CACHE_MB=0): every request reads the database. */
const NO_CACHE: CatalogCache = {
  json: async (_key, load) => jsonOf(await load()),
  settle: async () => {},
  state: () => 'off',
  close: async () => {},
  hearAgain: () => {},
};

export type CatalogCacheLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export async function createCatalogCache(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  options: { maxChars?: number; log?: CatalogCacheLog } = {},
): Promise<CatalogCache> {
  const maxChars = options.maxChars ?? MAX_CHARS;
  if (maxChars === 0) return NO_CACHE;
  /** Least recently used first: a hit moves its key to the end. */
  const entries = new Map<string, { json: string; dependsOn: Dependence; stale: boolean }>();
  let chars = 0;
  /** Reads under way since the last change, shared by everyone asking the same meanwhile. */
  let loading = new Map<string, Promise<string>>();
  /** The changes each read under way has heard since it began: it is kept only if none alters it. */
  const reads = new Set<CatalogChange[]>();
  let live = false;
  /** Whether the listening connection dropped since it last listened, for the log. */
  let deaf = false;
  const settling = new Map<string, () => void>();

  const forget = () => hear(EVERY_CHANGE);

  /**
   * Drops the answers `change` can alter, or marks them stale; reads under way will judge theirs
   * when they end.
   */
  const hear = (change: CatalogChange) => {
    for (const [key, entry] of entries) {
      const effect = effectOf(change, entry.dependsOn);
      if (effect === 'stale') entry.stale = true;
      if (effect !== 'drop') continue;
      entries.delete(key);
      chars -= entry.json.length;
    }
    for (const heard of reads) heard.push(change);
    // Someone asking from now on must not share a read the change may have overtaken.
    loading = new Map();
  };

  const keep = (key: string, json: string, dependsOn: Dependence, stale: boolean) => {
    if (json.length > maxChars) return;
    chars += json.length - (entries.get(key)?.json.length ?? 0);
    entries.delete(key);
    entries.set(key, { json, dependsOn, stale });
    for (const [oldest, value] of entries) {
      if (chars <= maxChars) break;
      entries.delete(oldest);
      chars -= value.json.length;
    }
  };

  const unlisten = await database.listen(CATALOG_CHANGED, {
    notify(payload) {
      if (!payload.startsWith(SETTLE_PREFIX)) return hear(parseCatalogChange(payload));
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

  /** Reads `key` once for everyone asking meanwhile, and keeps it unless a change overtook it. */
  const read = (key: string, load: () => Promise<string | CatalogAnswer>): Promise<string> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const heard: CatalogChange[] = [];
    reads.add(heard);
    const readers = loading;
    const reading = load().then(
      (answer) => {
        reads.delete(heard);
        readers.delete(key);
        const json = jsonOf(answer);
        const dependsOn: Dependence = typeof answer === 'string' ? EVERYTHING : answer.dependsOn;
        const effects = heard.map((change) => effectOf(change, dependsOn));
        if (live && !effects.includes('drop')) {
          keep(key, json, dependsOn, effects.includes('stale'));
        }
        return json;
      },
      (error: unknown) => {
        reads.delete(heard);
        readers.delete(key);
        throw error;
      },
    );
    readers.set(key, reading);
    return reading;
  };

  return {
    async json(key, load) {
      if (!live) return jsonOf(await load());
      const hit = entries.get(key);
      if (hit === undefined) return read(key, load);
      entries.delete(key);
      entries.set(key, hit);
      if (hit.stale) {
        // Answered as it was while it reads again; a failed read leaves it stale for the next.
        read(key, load).catch((error: unknown) => {
          options.log?.warn(
            { err: error, key },
            'Catalogue cache: reading a stale answer again failed.',
          );
        });
      }
      return hit.json;
    },

    async settle() {
      if (!live) return;
      // Notifications reach a listener in commit order: once this one arrives, every change
      // committed before it has been heard.
      const token = `${SETTLE_PREFIX}${randomUUID()}`;
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

    hearAgain: hear,
  };
}

/** Sends JSON text as it is: Fastify serializes a reply only when it is not a string already. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
