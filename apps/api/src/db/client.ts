import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The common face of both engines: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** Column names: camelCase in TypeScript, snake_case in the database. */
export const CASING = 'snake_case';

/** A transaction or the database itself: repositories accept either, so callers own the transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/**
 * `work` in a transaction: the caller's when `db` is one, else a new one. `transaction()` inside
 * a transaction opens a savepoint, two more round trips, which buy nothing for work that does not
 * recover from its own errors.
 */
export function inTransaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db) : db.transaction(work);
}

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Connections handed out and queries waiting for one (PostgreSQL's pool); null on PGlite. */
  poolUse: () => { inUse: number; waiting: number } | null;
  /** Subscribes to a notification channel (LISTEN); resolves to the function that unsubscribes. */
  listen: (channel: string, events: ChannelEvents) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** What a LISTEN subscriber hears. */
export type ChannelEvents = {
  /** A committed `pg_notify(channel, payload)`. */
  notify(payload: string): void;
  /** The subscription is in place: notifications committed from now on will arrive. */
  listening(): void;
  /** Notifications may have been missed (the listening connection dropped); it reconnects. */
  lost(): void;
};

/** How long a dropped listening connection waits before connecting again. */
const RELISTEN_MS = 1000;
/**
 * How long a query waits for a connection (a new one, or a free one from a busy pool) before it
 * fails, and the request with it (503): a server that does not answer must not hang requests.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { url: string }
  /**
   * Embedded PGlite: a data directory, or in memory when `dataDir` is omitted (tests). `snapshot`
   * starts it from a `dumpDataDir()` copy, such as an already migrated template.
   */
  | { dataDir?: string; snapshot?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // The server may end an idle connection (a restart, a failover, a dropped test database);
    // the pool discards it and connects afresh on the next query. Unheard, that 'error' event
    // would stop the process.
    pool.on('error', () => {});
    // The pool hears its idle connections' errors, not those of a connection handed out: one
    // lost in the middle of a transaction (a restart, a dropped network) would emit an 'error'
    // that nobody hears, and stop the process. The query under way fails with it all the same,
    // and the pool discards the broken connection when it is given back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg({ client: pool, schema, casing: CASING }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      listen: serverListener(options.url),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.snapshot && { loadDataDir: options.snapshot }),
  });
  const db = drizzlePglite({ client, schema, casing: CASING }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    poolUse: () => null,
    // One in-process session: nothing to drop, so it listens for as long as it is open.
    listen: async (channel, events) => {
      const unlisten = await client.listen(channel, events.notify);
      events.listening();
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN needs a session of its own (a pooled connection goes back to the pool): one client per
 * database for every subscription, on as many channels as they name. Each NOTIFY wakes every
 * listening session of the database, so one session, not one per subscriber, keeps that cost to
 * one wake-up per instance. After a drop it connects again and every subscriber hears `lost`,
 * then `listening` once its channel is listened to again.
 */
function serverListener(url: string) {
  type Subscription = { channel: string; events: ChannelEvents; heard: boolean };
  const subscriptions = new Set<Subscription>();
  let client: pg.Client | undefined;
  /** Each session's channels, once LISTEN on them has been answered. */
  const listened = new WeakMap<pg.Client, Set<string>>();
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const channelsOf = () => new Set([...subscriptions].map((each) => each.channel));

  /** LISTEN on the channels not yet listened to, then tell their subscribers. */
  const catchUp = async (session: pg.Client) => {
    const channels = listened.get(session) ?? new Set<string>();
    listened.set(session, channels);
    for (const channel of channelsOf()) {
      if (channels.has(channel)) continue;
      await session.query(`LISTEN ${channel}`);
      channels.add(channel);
    }
    if (session !== client) return;
    for (const subscription of subscriptions) {
      if (subscription.heard || !channels.has(subscription.channel)) continue;
      subscription.heard = true;
      subscription.events.listening();
    }
  };

  const connect = async () => {
    const session = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = session;
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      session.end().catch(() => {});
      if (client !== session) return;
      client = undefined;
      for (const subscription of subscriptions) {
        if (subscription.heard) subscription.events.lost();
        subscription.heard = false;
      }
      if (subscriptions.size > 0) retry = setTimeout(reconnect, RELISTEN_MS).unref();
    };
    session.on('error', drop);
    session.on('end', drop);
    session.on('notification', (message) => {
      for (const subscription of subscriptions) {
        if (subscription.channel === message.channel && subscription.heard) {
          subscription.events.notify(message.payload ?? '');
        }
      }
    });
    try {
      await session.connect();
      await catchUp(session);
    } catch {
      drop();
    }
  };
  const reconnect = () => {
    connecting = connect().finally(() => {
      connecting = undefined;
    });
  };

  return async (channel: string, events: ChannelEvents): Promise<() => Promise<void>> => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const subscription: Subscription = { channel, events, heard: false };
    subscriptions.add(subscription);
    if (connecting) await connecting;
    if (client) await catchUp(client).catch(() => client?.end().catch(() => {}));
    else if (!retry) {
      // The first subscriber; after a drop, the retry already on its way listens for this one.
      reconnect();
      await connecting;
    }
    return async () => {
      subscriptions.delete(subscription);
      if (subscriptions.size > 0) return;
      clearTimeout(retry);
      retry = undefined;
      const session = client;
      client = undefined;
      await session?.end().catch(() => {});
    };
  };
}
