import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client.js';
import { ChangesUnheardError } from '../../db/errors.js';
import { uuidArray } from '../../db/ids.js';
import {
  CATALOG_CHANGED,
  type CatalogCacheLog,
  type CatalogChange,
  EVERY_CHANGE,
  parseCatalogChange,
  SETTLE_PREFIX,
} from '../catalog/catalog-cache.js';
import { byRank, planQuery, type Ranked, rankInto, TopRanked } from './ranking.js';
import {
  compare,
  Dictionary,
  EntryCollection,
  entryOf,
  entryOfName,
  type SearchEntry,
} from './search-entries.js';
import type { SearchQuery } from './search-query.js';

/**
 * The search index of every visible product and store, in each API process (docs/decisions/108,
 * 112): what ranking needs (names, lexemes, the spelling dictionary) and the JSON each shows, so
 * that a search costs the database nothing. It is built when the process starts and kept by the
 * `catalog_changed` notifications every instance hears (drizzle/0018): a change names its
 * stores, whose rows are read again, and a change of stock alone names its products, whose JSON
 * is read again. What it shows is as fresh as the catalogue cache: a change made in this process
 * is in it before the writer answers (`hear`), one made elsewhere once its notification arrives,
 * and a writer that awaits `settle` answers after its own process has heard.
 */
export type SearchIndex = {
  /**
   * The best products and stores for `query`, at most `limits` of each, once every change heard
   * so far is in the index.
   */
  search(query: SearchQuery, limits: { products: number; stores: number }): Promise<SearchHits>;
  /**
   * Visible stores by name (then id), of one category when given: their JSON array, once every
   * change heard so far is in the index (SPEC §7 `GET /api/stores`).
   */
  storesJson(category?: string): Promise<string>;
  /** The best distinct names for the search box, a store before a product of the same rank. */
  suggest(query: SearchQuery, limit: number): Promise<Suggestion[]>;
  /** Resolves once every catalogue change committed before the call is in the index. */
  settle(): Promise<void>;
  /**
   * A change this process made, heard before its notification comes back: searches wait until
   * it is read (checkout's stock, as the catalogue cache's `hearAgain`).
   */
  hear(change: CatalogChange): void;
  /** Whether it hears catalogue changes now (readiness: docs/decisions/107). */
  listening(): boolean;
  /**
   * Seconds since the oldest change heard and not yet in the index was heard; 0 when it holds
   * every change heard (metrics: `search_index_lag_seconds`).
   */
  lagSeconds(): number;
  close(): Promise<void>;
};

export type SearchHits = { products: Ranked[]; stores: Ranked[] };
export type Suggestion = { name: string; type: 'product' | 'store' };

/**
 * A product or store as the index reads it: `text` is a description or a store's category,
 * `json` what a search shows.
 */
type Row = { id: string; store_id: string; name: string; text: string; json: string };

/** How many rows become entries before the process answers others again. */
const ENTRIES_PER_TURN = 200;

/**
 * The rows' entries, a few hundred at a time with a turn of the event loop between: a store of
 * thousands of products (a CSV import) would otherwise hold the process while its words are
 * stemmed. The index changes only after, all at once.
 */
async function entriesOf(rows: readonly Row[]): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = [];
  for (let at = 0; at < rows.length; at += ENTRIES_PER_TURN) {
    if (at > 0) await nextTurn();
    for (const row of rows.slice(at, at + ENTRIES_PER_TURN)) entries.push(entryOf(row));
  }
  return entries;
}

/** How long a failed read of changed stores waits before it is tried again. */
const RETRY_MS = 1000;

export async function createSearchIndex(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  options: {
    log?: CatalogCacheLog;
    /** Hears that the index holds these changes now: what it ranked before may have missed them. */
    applied?: (changes: readonly CatalogChange[]) => void;
  } = {},
): Promise<SearchIndex> {
  const products = new EntryCollection();
  const stores = new EntryCollection();
  const dictionary = new Dictionary();
  /** Each store's products, to drop them when the store is read again. */
  const byStore = new Map<string, Set<SearchEntry>>();
  /**
   * Suggestions show a name once, however many stores sell it: they rank product names, each
   * with the lexemes of all its products.
   */
  const productNames = new EntryCollection();
  const productsByName = new Map<string, Set<SearchEntry>>();
  /** Each visible store's category. */
  const categoryOf = new Map<string, string>();
  /** Store lists by category ('' for all), made when first asked after stores were read. */
  const storeLists = new Map<string, string>();

  const put = (collection: EntryCollection, entry: SearchEntry) => {
    collection.put(entry);
    dictionary.add(entry.words);
  };
  const drop = (collection: EntryCollection, id: string) => {
    const entry = collection.remove(id);
    if (entry) dictionary.remove(entry.words);
    return entry;
  };
  /** Adds (or takes out) a product under its name. */
  const nameProduct = (entry: SearchEntry, named: boolean) => {
    const sameName = productsByName.get(entry.name) ?? new Set();
    if (named) sameName.add(entry);
    else sameName.delete(entry);
    if (sameName.size > 0) productsByName.set(entry.name, sameName);
    else productsByName.delete(entry.name);
  };

  /** Reads the given stores (null: all) again, with their products. */
  const read = async (storeIds: readonly string[] | null) => {
    const only = (column: SQL) =>
      storeIds === null ? sql`true` : sql`${column} = any(${uuidArray(storeIds)}::uuid[])`;
    const [storeRows, productsRead] = await Promise.all([
      rows(
        database.db,
        sql`select id, id as store_id, name, category as text, public_json as json
          from stores where not is_hidden and ${only(sql`id`)}`,
      ),
      rows(database.db, productRows(only(sql`p.store_id`))),
    ]);
    const storeEntries = await entriesOf(storeRows);
    if (storeIds === null) categoryOf.clear();
    else for (const storeId of storeIds) categoryOf.delete(storeId);
    for (const row of storeRows) categoryOf.set(row.id, row.text);
    storeLists.clear();
    /** Product names whose products came or went. */
    const renamed = new Set<string>();
    const productEntries = await entriesOf(productsRead);
    if (storeIds === null) {
      stores.replaceAll(storeEntries);
      products.replaceAll(productEntries);
      byStore.clear();
      productsByName.clear();
      dictionary.clear();
      for (const entry of [...storeEntries, ...productEntries]) dictionary.add(entry.words);
    } else {
      for (const storeId of storeIds) {
        drop(stores, storeId);
        for (const entry of byStore.get(storeId) ?? []) {
          nameProduct(drop(products, entry.id) ?? entry, false);
          renamed.add(entry.name);
        }
        byStore.delete(storeId);
      }
      for (const entry of storeEntries) put(stores, entry);
      for (const entry of productEntries) put(products, entry);
    }
    for (const entry of productEntries) {
      const ofStore = byStore.get(entry.storeId) ?? new Set();
      byStore.set(entry.storeId, ofStore.add(entry));
      nameProduct(entry, true);
      renamed.add(entry.name);
    }
    if (storeIds === null) {
      productNames.replaceAll([...productsByName.values()].map((same) => entryOfName([...same])));
    } else {
      for (const name of renamed) {
        const same = productsByName.get(name);
        if (same) productNames.put(entryOfName([...same]));
        else productNames.remove(name);
      }
    }
  };

  /** A change of stock alone: only the JSON of these products is read again. */
  const readStock = async (productIds: readonly string[]) => {
    const read = await rows(
      database.db,
      productRows(sql`p.id = any(${uuidArray(productIds)}::uuid[])`),
    );
    for (const row of read) {
      const entry = products.byId.get(row.id);
      if (entry) entry.json = row.json;
    }
  };

  /** Stores to read again (null: all), gathered while a read is under way. */
  let pending: Set<string> | null | undefined;
  /** Products whose stock alone changed, to read again, gathered likewise. */
  let pendingStock = new Set<string>();
  /** Products whose new stock a notification told, in the order heard. */
  let toldStock = new Map<string, number>();
  /** The changes that reading them applies. */
  let pendingChanges: CatalogChange[] = [];
  let reading: Promise<void> | undefined;
  let closed = false;
  /**
   * Changes are counted as they are heard, and `applied` is the count the index holds: a reader
   * waits for what was heard before it asked, not for changes that keep coming after.
   */
  let heard = 0;
  let applied = 0;
  /**
   * When (performance.now()) the oldest change not in the index was heard, and the first heard
   * after the read under way took its changes: the oldest once that read is in.
   */
  let oldestHeardAt: number | null = null;
  let nextOldestHeardAt: number | null = null;
  const waiting: { upTo: number; done: () => void }[] = [];
  const release = () => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      if (closed || waiting[i]!.upTo <= applied) waiting.splice(i, 1)[0]!.done();
    }
  };

  const schedule = (
    storeIds: readonly string[] | null,
    changes: readonly CatalogChange[],
    stockOf: readonly string[] = [],
    told: ReadonlyMap<string, number> = new Map(),
  ) => {
    heard++;
    if (oldestHeardAt === null) oldestHeardAt = performance.now();
    else nextOldestHeardAt ??= performance.now();
    pendingChanges.push(...changes);
    for (const [id, stock] of told) toldStock.set(id, stock);
    if (storeIds === null || pending === null) pending = null;
    else if (storeIds.length > 0) {
      pending ??= new Set();
      for (const id of storeIds) pending.add(id);
    }
    for (const id of stockOf) pendingStock.add(id);
    reading ??= drain();
  };

  /** What a change makes the index read again. */
  const hear = (change: CatalogChange) => {
    // Product categories are not searched.
    if (change.table === 'product_categories') return;
    if (!change.stock || change.products === null) schedule(change.stores, [change]);
    else if (change.stocks) {
      const told = new Map(change.products.map((id, i) => [id, change.stocks![i]!]));
      schedule([], [change], [], told);
    } else schedule([], [change], change.products);
  };

  const drain = async () => {
    // Setting stock told by a notification reads nothing, so the loop below may end without
    // awaiting: the caller must hold this promise as `reading` before it clears it.
    await null;
    while ((pending !== undefined || pendingStock.size > 0 || toldStock.size > 0) && !closed) {
      const upTo = heard;
      nextOldestHeardAt = null;
      const storeIds = pending === null ? null : [...(pending ?? [])];
      const stockOf = [...pendingStock];
      const changes = pendingChanges;
      pending = undefined;
      pendingStock = new Set();
      pendingChanges = [];
      // Told before the reads below start: what they read is as new, or newer.
      for (const [id, stock] of toldStock) {
        const entry = products.byId.get(id);
        if (entry) entry.json = withStock(entry.json, stock);
      }
      toldStock = new Map();
      try {
        // A store read again brings its products' stock with it.
        if (storeIds === null || storeIds.length > 0) await read(storeIds);
        if (storeIds !== null && stockOf.length > 0) await readStock(stockOf);
        applied = upTo;
        oldestHeardAt = heard > applied ? (nextOldestHeardAt ?? performance.now()) : null;
        nextOldestHeardAt = null;
        release();
        options.applied?.(changes);
      } catch (error) {
        options.log?.warn({ err: error }, 'Search index: reading changes failed; retrying.');
        schedule(storeIds, changes, stockOf);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    reading = undefined;
  };

  const settling = new Map<string, () => void>();
  let live = false;
  /** Whether the listening connection dropped: changes may then have gone unheard. */
  let deaf = false;
  const unlisten = await database.listen(CATALOG_CHANGED, {
    notify(payload) {
      if (payload.startsWith(SETTLE_PREFIX)) {
        settling.get(payload)?.();
        settling.delete(payload);
        return;
      }
      hear(parseCatalogChange(payload));
    },
    listening() {
      if (deaf) schedule(null, [EVERY_CHANGE]);
      deaf = false;
      live = true;
    },
    lost() {
      deaf = true;
      live = false;
      for (const done of settling.values()) done();
      settling.clear();
    },
  });
  // Listening first, then reading: a change committed meanwhile is read again, never missed.
  schedule(null, [EVERY_CHANGE]);
  await reading;

  /** Resolves once the index holds every change heard so far. */
  const caughtUp = async () => {
    const upTo = heard;
    if (applied >= upTo) return;
    await new Promise<void>((done) => waiting.push({ upTo, done }));
  };
  /** As `caughtUp`, refusing while it cannot hear changes. */
  const current = async () => {
    if (!live) throw new ChangesUnheardError('The search index is not hearing catalogue changes.');
    await caughtUp();
  };

  return {
    async search(query, limits) {
      await current();
      const plan = planQuery(query, dictionary);
      const found = {
        products: new TopRanked(limits.products),
        stores: new TopRanked(limits.stores),
      };
      rankInto(found.products, products, plan);
      rankInto(found.stores, stores, plan);
      return { products: found.products.ranked, stores: found.stores.ranked };
    },

    async storesJson(category) {
      await current();
      const key = category ?? '';
      let json = storeLists.get(key);
      if (json === undefined) {
        const listed = [...stores.byId.values()]
          .filter((entry) => category === undefined || categoryOf.get(entry.id) === category)
          .sort(byNameThenId);
        json = `[${listed.map((entry) => entry.json).join(',')}]`;
        storeLists.set(key, json);
      }
      return json;
    },

    async suggest(query, limit) {
      await current();
      const plan = planQuery(query, dictionary);
      const named: (Ranked & Suggestion)[] = [];
      for (const [type, entries] of [
        ['product', productNames],
        ['store', stores],
      ] as const) {
        const top = new TopRanked(limit, (entry) => entry.name);
        rankInto(top, entries, plan);
        for (const ranked of top.ranked) named.push({ ...ranked, name: ranked.entry.name, type });
      }
      return named
        .sort(bySuggestion)
        .slice(0, limit)
        .map(({ name, type }) => ({ name, type }));
    },

    async settle() {
      if (live) {
        // Notifications reach a listener in commit order: once this one arrives, every change
        // committed before it has been heard (and its read scheduled).
        const token = `${SETTLE_PREFIX}${randomUUID()}`;
        const arrived = new Promise<void>((resolve) => settling.set(token, resolve));
        await database.db.execute(sql`select pg_notify(${CATALOG_CHANGED}, ${token})`);
        await arrived;
      }
      await caughtUp();
    },

    hear,

    listening: () => live,

    lagSeconds: () => (oldestHeardAt === null ? 0 : (performance.now() - oldestHeardAt) / 1000),

    async close() {
      closed = true;
      release();
      live = false;
      await unlisten();
      await reading;
    },
  };
}

/**
 * A product's search JSON with `stock` in place of the stock it shows. The public JSON
 * (drizzle/0019) has its keys in a fixed order, `"stock" : ` first among them after the name,
 * description and price; inside a string a quote is escaped, so those characters cannot occur
 * before it.
 */
export function withStock(json: string, stock: number): string {
  const start = json.indexOf(STOCK_KEY) + STOCK_KEY.length;
  if (start < STOCK_KEY.length) return json;
  return json.slice(0, start) + stock + json.slice(json.indexOf(',', start));
}
const STOCK_KEY = '"stock" : ';

/** A store list's order: by name, then id, compared as PostgreSQL's "C" collation does. */
function byNameThenId(a: SearchEntry, b: SearchEntry): number {
  return compare(a.name, b.name) || compare(a.id, b.id);
}

/** As `byRank`, with a store first among equals: it leads to more. */
function bySuggestion(a: Ranked & Suggestion, b: Ranked & Suggestion): number {
  return (
    a.tier - b.tier ||
    b.score - a.score ||
    (a.type === b.type ? 0 : a.type === 'store' ? -1 : 1) ||
    byRank(a, b)
  );
}

/**
 * Visible products where `where` holds, each with its JSON as a search shows it: its public
 * JSON with its store's name and address added (drizzle/0024).
 */
function productRows(where: SQL): SQL {
  return sql`select p.id, p.store_id, p.name, p.description as text,
      left(p.public_json, -1) || s.product_search_tail as json
    from products p join stores s on s.id = p.store_id and not s.is_hidden
    where not p.is_hidden and ${where}`;
}

async function rows(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
