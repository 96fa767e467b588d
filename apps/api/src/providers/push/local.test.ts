import { describe, expect, it } from 'vitest';
import { pushVapidKeys } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import { storedVapidKeys } from './local.js';

// Without VAPID keys configured, one pair is made and kept in the database (decision 144).
const ctx = await createTestApp();

describe('the VAPID key pair kept in the database', () => {
  it('is made once, whichever instance asks first, and read back by every other', async () => {
    await ctx.db.delete(pushVapidKeys);
    const subject = 'mailto:push@example.com';
    // Five instances starting at once: one insert wins, all sign with its pair.
    const instances = Array.from({ length: 5 }, () => storedVapidKeys({ db: ctx.db, subject }));
    const pairs = await Promise.all(instances.map((keys) => keys()));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect(pairs[0]).toMatchObject({ subject });
    expect(pairs[0]!.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(pairs[0]!.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    // A restart reads the same pair.
    const restarted = storedVapidKeys({ db: ctx.db, subject });
    expect((await restarted()).privateKey).toBe(pairs[0]!.privateKey);
  });

  it('asks the database again after a failed read, and keeps the pair once read', async () => {
    let reads = 0;
    let away = true;
    const db = new Proxy(ctx.db, {
      get(target, key, receiver) {
        if (key === 'select') {
          reads++;
          if (away) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const keys = storedVapidKeys({ db, subject: 'mailto:push@example.com' });
    await expect(keys()).rejects.toThrow('ECONNREFUSED');
    away = false;
    const pair = await keys();
    expect(await keys()).toBe(pair);
    expect(reads).toBe(2);
  });
});
