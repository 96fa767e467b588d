import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startDatabaseRelay } from '../test/database-relay.js';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../test/database-source.js';
import { type ChannelEvents, type DatabaseHandle, openDatabase } from './client.js';

const source = inject('testDatabase');

/** What one subscriber heard, in order: payloads, and `listening` / `lost` as markers. */
function subscriber() {
  const heard: string[] = [];
  const events: ChannelEvents = {
    notify: (payload) => heard.push(payload),
    listening: () => heard.push('(listening)'),
    lost: () => heard.push('(lost)'),
  };
  return { heard, events };
}

describe.runIf(source.engine === 'postgres')('LISTEN on a PostgreSQL server', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  /** A database of its own, so that its sessions can be counted. */
  async function freshDatabase(): Promise<{ url: string }> {
    if (source.engine !== 'postgres') throw new Error('PostgreSQL only');
    const name = uniqueDatabaseName('arroyo_listen');
    await adminQuery(source.url, `create database ${name}`);
    closing.push(() => adminQuery(source.url, `drop database if exists ${name} with (force)`));
    return { url: withDatabase(source.url, name) };
  }

  const notify = (handle: DatabaseHandle, channel: string, payload: string) =>
    handle.db.execute(sql`select pg_notify(${channel}, ${payload})`);

  const listeningSessions = async (handle: DatabaseHandle) => {
    const { rows } = (await handle.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %'`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]!.n;
  };

  it('holds one session for every subscriber and channel, each hearing only its own channel', async () => {
    const { url } = await freshDatabase();
    const handle = await openDatabase({ url });
    closing.push(handle.close);
    const [first, second, other] = [subscriber(), subscriber(), subscriber()];
    const stops = [
      await handle.listen('listen_test_a', first.events),
      await handle.listen('listen_test_a', second.events),
      await handle.listen('listen_test_b', other.events),
    ];
    await expect.poll(() => other.heard).toEqual(['(listening)']);
    expect(await listeningSessions(handle)).toBe(1);

    await notify(handle, 'listen_test_a', 'one');
    await notify(handle, 'listen_test_b', 'two');
    await expect.poll(() => other.heard).toEqual(['(listening)', 'two']);
    await expect.poll(() => first.heard).toEqual(['(listening)', 'one']);
    expect(second.heard).toEqual(['(listening)', 'one']);

    // One subscriber leaving stops only its own notifications.
    await stops[0]!();
    await notify(handle, 'listen_test_a', 'three');
    await expect.poll(() => second.heard).toEqual(['(listening)', 'one', 'three']);
    expect(first.heard).toEqual(['(listening)', 'one']);

    for (const stop of stops.slice(1)) await stop();
    await expect.poll(() => listeningSessions(handle)).toBe(0);
  });

  it('tells every subscriber it lost notifications when the session drops, and listens again', async () => {
    const { url } = await freshDatabase();
    const relay = await startDatabaseRelay(url);
    closing.push(relay.close);
    const handle = await openDatabase({ url: relay.url });
    closing.push(handle.close);
    const direct = await openDatabase({ url });
    closing.push(direct.close);
    const [one, two] = [subscriber(), subscriber()];
    await handle.listen('listen_test_c', one.events);
    await handle.listen('listen_test_d', two.events);
    await expect.poll(() => two.heard).toEqual(['(listening)']);

    await relay.cut();
    await expect.poll(() => one.heard).toEqual(['(listening)', '(lost)']);
    await expect.poll(() => two.heard).toEqual(['(listening)', '(lost)']);
    await relay.restore();
    await expect
      .poll(() => two.heard, { timeout: 10_000 })
      .toEqual(['(listening)', '(lost)', '(listening)']);
    await expect.poll(() => one.heard).toEqual(['(listening)', '(lost)', '(listening)']);

    await notify(direct, 'listen_test_c', 'after');
    await expect.poll(() => one.heard).toContain('after');
    expect(two.heard).not.toContain('after');
  });
});
