import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import { preparedFor } from './prepared.js';
import { promoCodes } from './schema.js';

const handle = await openTestDatabase();
const { db } = handle;
afterAll(() => handle.close());

/** A promo code's percentage, by a statement prepared once and asked for by every executor. */
const percentOff = preparedFor((executor) =>
  executor
    .select({ percentOff: promoCodes.percentOff })
    .from(promoCodes)
    .where(eq(promoCodes.code, sql.placeholder('code')))
    .prepare('test_promo_percent_off'),
);

const setPercentOff = preparedFor((executor) =>
  executor
    .update(promoCodes)
    .set({ percentOff: sql`${sql.placeholder('percentOff')}` })
    .where(eq(promoCodes.code, sql.placeholder('code')))
    .prepare('test_promo_set_percent_off'),
);

async function newPromo(percent: number): Promise<string> {
  const code = `P${randomUUID().slice(0, 8).toUpperCase()}`;
  await db.insert(promoCodes).values({ code, percentOff: percent, active: true });
  return code;
}

const read = async (code: string, executor = db) =>
  (await percentOff(executor).execute({ code }))[0]?.percentOff;

describe('statements prepared once (preparedFor)', () => {
  it('run inside the transaction that asks: its writes, its reads, its rollback', async () => {
    const code = await newPromo(10);
    await expect(
      db.transaction(async (tx) => {
        await setPercentOff(tx).execute({ code, percentOff: 20 });
        expect(await read(code, tx)).toBe(20);
        throw new Error('roll it back');
      }),
    ).rejects.toThrow('roll it back');
    expect(await read(code)).toBe(10);
  });

  it('commit with the transaction, for every transaction that asks', async () => {
    const code = await newPromo(10);
    for (const percent of [15, 25, 35]) {
      await db.transaction(async (tx) => {
        await setPercentOff(tx).execute({ code, percentOff: percent });
      });
      expect(await read(code)).toBe(percent);
    }
  });

  it('are built once, however many transactions ask', async () => {
    let builds = 0;
    const counted = preparedFor((executor) => {
      builds++;
      return executor
        .select({ percentOff: promoCodes.percentOff })
        .from(promoCodes)
        .where(eq(promoCodes.code, sql.placeholder('code')))
        .prepare('test_promo_percent_off_counted');
    });
    const code = await newPromo(40);
    for (let i = 0; i < 3; i++) {
      await db.transaction(async (tx) => {
        expect((await counted(tx).execute({ code }))[0]?.percentOff).toBe(40);
      });
    }
    expect((await counted(db).execute({ code }))[0]?.percentOff).toBe(40);
    expect(builds).toBe(1);
    expect(counted(db)).toBe(counted(db));
  });
});
