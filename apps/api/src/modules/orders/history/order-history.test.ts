import { randomUUID } from 'node:crypto';
import {
  dailyOrderTotalsSchema,
  ORDER_HISTORY_DAYS,
  orderHistoryAnswerSchema,
} from '@marketplace/contract/order-history';
import type { Role } from '@marketplace/core/constants/roles';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema.js';
import { movingClock } from '../../../test/checkout-factories.js';
import { createTestApp } from '../../../test/create-test-app.js';
import type { UserRecord } from '../../users/service.js';
import type { NewOrder } from '../record-order.js';
import {
  exportAdminOrderHistory,
  exportTooLarge,
  ORDER_HISTORY_CSV_COLUMNS,
} from './export-admin-order-history.js';
import { ORDER_HISTORY_BAD_RANGE } from './order-history-filters.js';

/** Noon in Pasadena on Monday 23 November 2026 (PST, UTC−8; daylight saving ended on 1 November). */
const NOW = new Date('2026-11-23T20:00:00Z');
const clock = movingClock(NOW);
const ctx = await createTestApp({ clock: clock.clock });

const ROLES_BUT_ADMIN: Role[] = ['buyer', 'seller', 'driver', 'dataentry'];
const FORBIDDEN = { code: 'FORBIDDEN', error: 'You do not have permission to do this.' };
const BOM = '\uFEFF';

let buyer: UserRecord | undefined;
/** An order of one buyer at this store, placed at `createdAt`, with `status` stored as given. */
async function order(
  storeId: string,
  createdAt: string,
  overrides: Partial<NewOrder> & { status?: string } = {},
): Promise<string> {
  buyer ??= await ctx.newUser({ firstName: 'Grace', lastName: 'Hopper' });
  const { status, ...rest } = overrides;
  const id = await ctx.newOrder(buyer, { storeId, createdAt: new Date(createdAt), ...rest });
  if (status) await ctx.db.update(orders).set({ orderStatus: status }).where(eq(orders.id, id));
  return id;
}

async function get(url: string, query: Record<string, string> = {}, who: Role = 'admin') {
  return ctx.app.inject({ method: 'GET', url, query, headers: await ctx.login(who) });
}

async function history(query: Record<string, string>) {
  const response = await get('/api/admin/order-history', query);
  expect(response.statusCode, response.body).toBe(200);
  return orderHistoryAnswerSchema.parse(response.json());
}

async function historyIds(query: Record<string, string>) {
  return (await history(query)).orders.map((each) => each._id);
}

async function daily(query: Record<string, string> = {}) {
  const response = await get('/api/admin/order-history/daily', query);
  expect(response.statusCode, response.body).toBe(200);
  return dailyOrderTotalsSchema.parse(response.json());
}

function csvRows(body: string): string[][] {
  return parse(body.replace(BOM, '')) as string[][];
}

describe('who may read the order history', () => {
  const routes = [
    '/api/admin/order-history',
    '/api/admin/order-history/export',
    '/api/admin/order-history/daily',
  ];

  it.each(routes)('%s: admin only; 403 for every other role, 401 without a token', async (url) => {
    for (const role of ROLES_BUT_ADMIN) {
      const refused = await get(url, {}, role);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json(), role).toMatchObject(FORBIDDEN);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/order-history', () => {
  it('lists every order of a store, of every status and age, newest first', async () => {
    const store = await ctx.newStore();
    const old = await order(store.id, '2024-02-10T18:00:00Z', { status: 'completed' });
    const cancelled = await order(store.id, '2026-10-01T18:00:00Z', { status: 'cancelled' });
    const open = await order(store.id, '2026-11-20T18:00:00Z');
    const answer = await history({ storeId: store.id });
    expect(answer.orders.map((each) => each._id)).toEqual([open, cancelled, old]);
    expect(answer.orders.map((each) => each.adminStatus)).toEqual([
      'pending',
      'cancelled',
      'completed',
    ]);
    expect(answer.orders[0]!.store?.name).toBe(store.name);
    expect(answer.nextBefore).toBeNull();
  });

  it("filters by how the admin sees the status, 'unassigned' included", async () => {
    const store = await ctx.newStore();
    const unassigned = await order(store.id, '2026-11-20T18:00:00Z', { orderType: 'delivery' });
    const pendingPickup = await order(store.id, '2026-11-20T18:01:00Z');
    const assigned = await order(store.id, '2026-11-20T18:02:00Z', {
      orderType: 'delivery',
      driverId: randomUUID(),
      status: 'assigned',
    });
    const cancelled = await order(store.id, '2026-11-20T18:03:00Z', { status: 'cancelled' });
    expect(await historyIds({ storeId: store.id, status: 'unassigned' })).toEqual([unassigned]);
    expect(await historyIds({ storeId: store.id, status: 'pending' })).toEqual([pendingPickup]);
    expect(await historyIds({ storeId: store.id, status: 'assigned' })).toEqual([assigned]);
    expect(await historyIds({ storeId: store.id, status: 'cancelled' })).toEqual([cancelled]);
    expect(await historyIds({ storeId: store.id, status: 'completed' })).toEqual([]);
  });

  it('filters by store and by the exact order type', async () => {
    const store = await ctx.newStore();
    const other = await ctx.newStore();
    const pickup = await order(store.id, '2026-11-21T18:00:00Z');
    const delivery = await order(store.id, '2026-11-21T18:01:00Z', { orderType: 'delivery' });
    const quick = await order(store.id, '2026-11-21T18:02:00Z', { orderType: '20mindelivery' });
    const elsewhere = await order(other.id, '2026-11-21T18:03:00Z', { orderType: 'delivery' });
    expect(await historyIds({ storeId: store.id })).toEqual([quick, delivery, pickup]);
    expect(await historyIds({ storeId: store.id, orderType: 'delivery' })).toEqual([delivery]);
    expect(await historyIds({ storeId: store.id, orderType: '20mindelivery' })).toEqual([quick]);
    expect(await historyIds({ storeId: store.id, orderType: '20minpickup' })).toEqual([]);
    expect(await historyIds({ storeId: other.id })).toEqual([elsewhere]);
    const all = await historyIds({ orderType: 'delivery', limit: '100' });
    expect(all).toEqual(expect.arrayContaining([delivery, elsewhere]));
    expect(all).not.toContain(quick);
  });

  it('an unknown store has no orders, whether its id is a uuid or not', async () => {
    expect(await history({ storeId: randomUUID() })).toEqual({ orders: [], nextBefore: null });
    expect(await history({ storeId: 'no-such-store' })).toEqual({ orders: [], nextBefore: null });
  });

  it('takes from and to as whole days in Los Angeles, both ends included', async () => {
    const store = await ctx.newStore();
    // 1 November 2026 ends at 08:00 UTC on the 2nd (PST); it began at 07:00 UTC (PDT, 25 hours).
    const firstMinute = await order(store.id, '2026-11-01T07:00:00Z');
    const beforeIt = await order(store.id, '2026-11-01T06:59:59Z');
    const lastSecond = await order(store.id, '2026-11-02T07:59:59Z');
    const nextDay = await order(store.id, '2026-11-02T08:00:00Z');
    const day = { storeId: store.id };
    expect(await historyIds({ ...day, from: '2026-11-01', to: '2026-11-01' })).toEqual([
      lastSecond,
      firstMinute,
    ]);
    expect(await historyIds({ ...day, to: '2026-10-31' })).toEqual([beforeIt]);
    expect(await historyIds({ ...day, from: '2026-11-02' })).toEqual([nextDay]);
    expect(await historyIds({ ...day, from: '2026-10-31', to: '2026-11-02' })).toHaveLength(4);
  });

  it('refuses a range that ends before it starts, and days that are not days', async () => {
    const backwards = await get('/api/admin/order-history', {
      from: '2026-11-02',
      to: '2026-11-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ code: 'VALIDATION_FAILED', error: ORDER_HISTORY_BAD_RANGE });
    for (const from of ['2026-02-30', '11/01/2026', 'yesterday']) {
      const bad = await get('/api/admin/order-history', { from });
      expect(bad.statusCode, from).toBe(400);
      expect(bad.json().error, from).toBe(
        '"from" must be a day of the calendar written YYYY-MM-DD.',
      );
    }
    const status = await get('/api/admin/order-history', { status: 'lost' });
    expect(status.statusCode).toBe(400);
    const type = await get('/api/admin/order-history', { orderType: 'drone' });
    expect(type.statusCode).toBe(400);
    const limit = await get('/api/admin/order-history', { limit: '101' });
    expect(limit.statusCode).toBe(400);
  });

  it('pages through every order once, newest first, ties broken by id', async () => {
    const store = await ctx.newStore();
    const placed: string[] = [];
    for (const minute of [1, 2, 2, 2, 3, 4, 5]) {
      placed.push(await order(store.id, `2026-11-22T18:0${minute}:00Z`));
    }
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page = await history({
        storeId: store.id,
        limit: '3',
        ...(before ? { before } : {}),
      });
      seen.push(...page.orders.map((each) => each._id));
      before = page.nextBefore;
      pages += 1;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(placed.length);
    expect(seen.toSorted()).toEqual(placed.toSorted());
    const times = (await history({ storeId: store.id })).orders.map((each) => each.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
  });

  it('refuses a before that is not an order id', async () => {
    const response = await get('/api/admin/order-history', { before: 'not-an-id' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('"before" must be the nextBefore of the previous page.');
  });
});

describe('GET /api/admin/order-history/export', () => {
  it('writes the filtered orders as CSV, newest first, with local times and dollars', async () => {
    const store = await ctx.newStore({ name: 'Mochi & More' });
    const buyerOne = await ctx.newUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const first = await ctx.newOrder(buyerOne, {
      storeId: store.id,
      createdAt: new Date('2026-11-05T17:30:00Z'),
      orderType: 'delivery',
      deliveryFeeCents: 850,
      driverTipCents: 140,
      discountCents: 200,
      totalAmountCents: 2413,
    });
    const second = await order(store.id, '2026-11-06T03:15:00Z', { status: 'completed' });
    const response = await get('/api/admin/order-history/export', {
      storeId: store.id,
      from: '2026-11-01',
      to: '2026-11-23',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-2026-11-01-to-2026-11-23.csv"; filename*=UTF-8''orders-2026-11-01-to-2026-11-23.csv`,
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const [header, ...lines] = csvRows(response.body);
    expect(header).toEqual([...ORDER_HISTORY_CSV_COLUMNS]);
    expect(lines.map((line) => line[0])).toEqual([second, first]);
    expect(lines[1]).toEqual([
      first,
      '2026-11-05 09:30',
      store.id,
      'Mochi & More',
      'delivery',
      'unassigned',
      'Ada Lovelace',
      '2',
      '13.50',
      '1.38',
      '8.50',
      '1.35',
      '1.40',
      '2.00',
      '24.13',
    ]);
    // 03:15 UTC on the 6th is the evening of the 5th in Pasadena.
    expect(lines[0]!.slice(1, 7)).toEqual([
      '2026-11-05 19:15',
      store.id,
      'Mochi & More',
      'pickup',
      'completed',
      'Grace Hopper',
    ]);
  });

  it('guards cells a spreadsheet would run as formulas', async () => {
    const store = await ctx.newStore({ name: '=HYPERLINK("http://evil.example","Click")' });
    const sneaky = await ctx.newUser({ firstName: '@SUM(A1:A9)', lastName: 'Smith' });
    await ctx.newOrder(sneaky, { storeId: store.id, createdAt: new Date('2026-11-10T18:00:00Z') });
    const response = await get('/api/admin/order-history/export', { storeId: store.id });
    const [, line] = csvRows(response.body);
    expect(line![3]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(line![6]).toBe(`'@SUM(A1:A9) Smith`);
  });

  it('names an open-ended file after today, and sends a header alone when nothing matches', async () => {
    const response = await get('/api/admin/order-history/export', { storeId: randomUUID() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="orders-until-2026-11-23.csv"',
    );
    expect(csvRows(response.body)).toEqual([[...ORDER_HISTORY_CSV_COLUMNS]]);
    const from = await get('/api/admin/order-history/export', {
      storeId: randomUUID(),
      from: '2026-11-01',
    });
    expect(from.headers['content-disposition']).toContain(
      'filename="orders-2026-11-01-to-2026-11-23.csv"',
    );
  });

  it('refuses an export past the cap with a sentence, and a backwards range', async () => {
    const store = await ctx.newStore();
    await order(store.id, '2026-11-10T18:00:00Z');
    await order(store.id, '2026-11-11T18:00:00Z');
    const actor = await ctx.newUser({ role: 'admin' });
    const fits = await exportAdminOrderHistory(
      { db: ctx.db, clock: clock.clock, exportMax: 2 },
      { actor, storeId: store.id },
    );
    expect(fits.rows).toBe(2);
    await order(store.id, '2026-11-12T18:00:00Z');
    await expect(
      exportAdminOrderHistory(
        { db: ctx.db, clock: clock.clock, exportMax: 2 },
        { actor, storeId: store.id },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: exportTooLarge(2) });
    expect(exportTooLarge(50_000)).toBe(
      'This export would hold more than 50,000 orders; narrow the dates or filters and export again.',
    );
    const backwards = await get('/api/admin/order-history/export', {
      from: '2026-11-02',
      to: '2026-11-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(ORDER_HISTORY_BAD_RANGE);
  });
});

describe('GET /api/admin/order-history/daily', () => {
  it("gives one store's last 30 days, zeros kept, cancelled orders left out", async () => {
    const store = await ctx.newStore();
    const sale = { totalAmountCents: 1000 };
    await order(store.id, '2026-11-23T19:00:00Z', sale); // today, 11:00
    await order(store.id, '2026-11-24T07:59:00Z', sale); // today, 23:59
    await order(store.id, '2026-11-23T07:30:00Z', sale); // yesterday, 23:30
    await order(store.id, '2026-11-22T18:00:00Z', { ...sale, status: 'cancelled' });
    await order(store.id, '2026-10-25T07:00:00Z', { totalAmountCents: 2550 }); // the first day, 00:00 PDT
    await order(store.id, '2026-10-25T06:59:00Z', sale); // the day before: out of range
    const answer = await daily({ storeId: store.id });
    expect(answer.storeId).toBe(store.id);
    expect(answer.days).toHaveLength(ORDER_HISTORY_DAYS);
    expect(answer.days[0]).toEqual({ date: '2026-10-25', orders: 1, sales: 25.5 });
    expect(answer.days.at(-1)).toEqual({ date: '2026-11-23', orders: 2, sales: 20 });
    expect(answer.days.at(-2)).toEqual({ date: '2026-11-22', orders: 1, sales: 10 });
    expect(answer.days.filter((day) => day.orders === 0)).toHaveLength(27);
    // One entry per calendar day across the end of daylight saving (1 November).
    expect(answer.days.map((day) => day.date)).toContain('2026-11-01');
    expect(new Set(answer.days.map((day) => day.date)).size).toBe(ORDER_HISTORY_DAYS);
  });

  it('counts every store when none is named', async () => {
    const before = await daily();
    expect(before.storeId).toBeNull();
    const store = await ctx.newStore();
    await order(store.id, '2026-11-10T20:00:00Z', { totalAmountCents: 1234 });
    const after = await daily();
    const day = (answer: typeof before) => answer.days.find((each) => each.date === '2026-11-10')!;
    expect(day(after).orders - day(before).orders).toBe(1);
    expect(Math.round((day(after).sales - day(before).sales) * 100)).toBe(1234);
  });

  it('moves with the clock, and an unknown store has only zeros', async () => {
    const later = await ctx.buildApp({ clock: () => new Date('2026-12-01T09:00:00Z') });
    const response = await later.inject({
      method: 'GET',
      url: '/api/admin/order-history/daily',
      query: { storeId: randomUUID() },
      headers: await ctx.login('admin'),
    });
    const answer = dailyOrderTotalsSchema.parse(response.json());
    expect(answer.days[0]!.date).toBe('2026-11-02');
    expect(answer.days.at(-1)!.date).toBe('2026-12-01');
    expect(answer.days.every((day) => day.orders === 0 && day.sales === 0)).toBe(true);
  });
});
