import { randomUUID } from 'node:crypto';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDailyTotals, orders } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';

/**
 * The daily totals' rollup (issue #32, drizzle/0039) against a full recount of the orders, after
 * random order histories: orders paid, cancelled and un-cancelled, re-priced, moved to another
 * store or day (across the end of daylight saving) and deleted.
 */
const ctx = await createTestApp();
const buyer = await ctx.newUser();

/** 1 November 2026, 00:00 in Los Angeles (PDT): daylight saving ends that night. */
const START = Date.parse('2026-11-01T07:00:00Z');
const STATUSES = ['pending', 'assigned', 'completed', 'cancelled'] as const;

type Change =
  | { kind: 'pay'; store: number; minute: number; cents: number; status: (typeof STATUSES)[number] }
  | { kind: 'status'; order: number; status: (typeof STATUSES)[number] }
  | { kind: 'price'; order: number; cents: number }
  | { kind: 'move'; order: number; store: number; minute: number }
  | { kind: 'delete'; order: number };

const minute = fc.integer({ min: -36 * 60, max: 72 * 60 });
const cents = fc.integer({ min: 0, max: 50_000 });
const store = fc.integer({ min: 0, max: 2 });
const index = fc.nat();
const status = fc.constantFrom(...STATUSES);
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), store, minute, cents, status }),
  fc.record({ kind: fc.constant('status' as const), order: index, status }),
  fc.record({ kind: fc.constant('price' as const), order: index, cents }),
  fc.record({ kind: fc.constant('move' as const), order: index, store, minute }),
  fc.record({ kind: fc.constant('delete' as const), order: index }),
);

const at = (offset: number) => new Date(START + offset * 60_000);

/** The rollup's rows of these stores with something in them, and the same from the orders. */
async function rollupAndRecount(storeIds: string[]) {
  const rollup = await ctx.db
    .select({
      storeId: orderDailyTotals.storeId,
      date: orderDailyTotals.date,
      orders: orderDailyTotals.orders,
      salesCents: orderDailyTotals.salesCents,
    })
    .from(orderDailyTotals)
    .where(inArray(orderDailyTotals.storeId, storeIds));
  const recount = await ctx.db
    .select({
      storeId: orders.storeId,
      date: sql<string>`to_char(${orders.createdAt} at time zone ${DEFAULT_TIMEZONE}, 'YYYY-MM-DD')`,
      orders: sql<number>`count(*)`.mapWith(Number),
      salesCents: sql<number>`sum(${orders.totalAmountCents})`.mapWith(Number),
    })
    .from(orders)
    .where(sql`${inArray(orders.storeId, storeIds)} and ${orders.orderStatus} <> 'cancelled'`)
    .groupBy(sql`1, 2`);
  const key = (row: { storeId: string; date: string }) => `${row.storeId} ${row.date}`;
  const sorted = <Row extends { storeId: string; date: string }>(rows: Row[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  return {
    rollup: sorted(rollup.filter((row) => row.orders !== 0 || row.salesCents !== 0)),
    recount: sorted(recount),
  };
}

describe('order_daily_totals', () => {
  it('equals a full recount after any history of order changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (changes) => {
        const storeIds = [randomUUID(), randomUUID(), randomUUID()];
        const made: string[] = [];
        const pick = (n: number) => (made.length === 0 ? undefined : made[n % made.length]);
        for (const step of changes) {
          if (step.kind === 'pay') {
            const id = await ctx.newOrder(buyer, {
              storeId: storeIds[step.store],
              createdAt: at(step.minute),
              totalAmountCents: step.cents,
            });
            await ctx.db.update(orders).set({ orderStatus: step.status }).where(eq(orders.id, id));
            made.push(id);
            continue;
          }
          const id = pick(step.order);
          if (!id) continue;
          const where = eq(orders.id, id);
          if (step.kind === 'status') {
            await ctx.db.update(orders).set({ orderStatus: step.status }).where(where);
          } else if (step.kind === 'price') {
            await ctx.db.update(orders).set({ totalAmountCents: step.cents }).where(where);
          } else if (step.kind === 'move') {
            await ctx.db
              .update(orders)
              .set({ storeId: storeIds[step.store]!, createdAt: at(step.minute) })
              .where(where);
          } else {
            await ctx.db.delete(orders).where(where);
            made.splice(made.indexOf(id), 1);
          }
        }
        const { rollup, recount } = await rollupAndRecount(storeIds);
        expect(rollup).toEqual(recount);
      }),
      { numRuns: 30 },
    );
  });

  it('changes with the order’s transaction: a change rolled back leaves it as it was', async () => {
    const storeId = randomUUID();
    const orderId = await ctx.newOrder(buyer, { storeId, totalAmountCents: 1500 });
    const before = await rollupAndRecount([storeId]);
    expect(before.rollup).toHaveLength(1);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, orderId));
        throw new Error('the refund failed');
      }),
    ).rejects.toThrow('the refund failed');
    expect(await rollupAndRecount([storeId])).toEqual(before);
  });
});
