import { randomUUID } from 'node:crypto';
import { statementSchema } from '@marketplace/contract/statements';
import {
  STATEMENT_DATES_REVERSED,
  statementDayInvalid,
  statementPeriodTooLong,
} from '@marketplace/core/constants/messages';
import type { RefundState } from '@marketplace/core/money/refunds';
import { beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import type { UserRecord } from '../../users/service.js';

// Issue #35: per store and period, gross sales, refunds, seller tips and net, on screen and as CSV.
const ctx = await createTestApp();

/** March 2026 in Los Angeles: from midnight PST (UTC−8) to midnight PDT (UTC−7) after the 31st. */
const MARCH = 'from=2026-03-01&to=2026-03-31';

/** A refund of the order as the refunds module records it, settled (or not) at `settledAt`. */
async function refund(
  orderId: string,
  storeCents: number,
  settledAt: Date | null,
  state: RefundState = 'succeeded',
) {
  await ctx.db.insert(refunds).values({
    orderId,
    cause: 'amount',
    amountCents: storeCents,
    storeCents,
    reason: 'A test refund.',
    state,
    idempotencyKey: randomUUID(),
    actorRole: 'admin',
    requestedAt: settledAt ?? new Date('2026-03-20T18:00:00Z'),
    settledAt,
  });
}

let seller: UserRecord;
let alder: { id: string; name: string };
let bay: { id: string; name: string };
let cedar: { id: string; name: string };

beforeAll(async () => {
  seller = await ctx.newUser({ role: 'seller' });
  const otherSeller = await ctx.newUser({ role: 'seller' });
  const buyer = await ctx.newUser();
  alder = await ctx.newStore({ sellerId: seller.sellerId!, name: 'Alder Bakery' });
  bay = await ctx.newStore({ sellerId: seller.sellerId!, name: 'bay Flowers' });
  cedar = await ctx.newStore({ sellerId: otherSeller.sellerId!, name: 'Cedar Market' });

  // Alder: two orders paid in March, at its first minute and its last half hour (after the change
  // to summer time); gross 1350 + 138 and 2000 + 205 − 200, tips 135 and 300.
  const first = await ctx.newOrder(buyer, {
    storeId: alder.id,
    createdAt: new Date('2026-03-01T08:00:00Z'),
  });
  const last = await ctx.newOrder(buyer, {
    storeId: alder.id,
    subtotalCents: 2000,
    taxCents: 205,
    discountCents: 200,
    sellerTipCents: 300,
    totalAmountCents: 2605,
    createdAt: new Date('2026-04-01T06:30:00Z'),
  });
  // Just outside March either side: Feb 28 at 23:59:59 and Apr 1 at midnight, Los Angeles.
  const february = await ctx.newOrder(buyer, {
    storeId: alder.id,
    createdAt: new Date('2026-03-01T07:59:59Z'),
  });
  await ctx.newOrder(buyer, { storeId: alder.id, createdAt: new Date('2026-04-01T07:00:00Z') });
  // A partial refund in March; one of the same order settled after March; one of February's
  // order made in March (it counts then); a failed one and one still waiting (never counted).
  await refund(first, 700, new Date('2026-03-15T20:00:00Z'));
  await refund(last, 500, new Date('2026-04-02T17:00:00Z'));
  await refund(february, 300, new Date('2026-03-10T17:00:00Z'));
  await refund(first, 400, new Date('2026-03-16T17:00:00Z'), 'failed');
  await refund(first, 200, null, 'requested');

  // Bay: no order in March, only a whole refund of January's order, so its net is negative.
  const january = await ctx.newOrder(buyer, {
    storeId: bay.id,
    createdAt: new Date('2026-01-20T20:00:00Z'),
  });
  await refund(january, 1488, new Date('2026-03-05T18:00:00Z'));

  // Cedar, another seller's: one order in March, cancelled and refunded in April.
  const cedars = await ctx.newOrder(buyer, {
    storeId: cedar.id,
    createdAt: new Date('2026-03-20T19:00:00Z'),
  });
  await refund(cedars, 1623, new Date('2026-04-03T17:00:00Z'));
});

const ALDER = {
  orders: 2,
  grossSalesCents: 3493,
  refundsCents: 1000,
  sellerTipsCents: 435,
  netCents: 2928,
};
const BAY = {
  orders: 0,
  grossSalesCents: 0,
  refundsCents: 1488,
  sellerTipsCents: 0,
  netCents: -1488,
};
const CEDAR = {
  orders: 1,
  grossSalesCents: 1488,
  refundsCents: 0,
  sellerTipsCents: 135,
  netCents: 1623,
};

const statement = async (query: string, headers?: { authorization: string }) =>
  ctx.app.inject({ url: `/api/statements?${query}`, headers });

describe('GET /api/statements', () => {
  it("sums a seller's own stores over the period: orders paid in it, refunds made in it", async () => {
    const response = await statement(MARCH, await ctx.login(seller));
    expect(response.statusCode).toBe(200);
    expect(statementSchema.parse(response.json())).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      timezone: 'America/Los_Angeles',
      stores: [
        { storeId: alder.id, storeName: 'Alder Bakery', ...ALDER },
        { storeId: bay.id, storeName: 'bay Flowers', ...BAY },
      ],
      total: {
        orders: 2,
        grossSalesCents: 3493,
        refundsCents: 2488,
        sellerTipsCents: 435,
        netCents: 1440,
      },
    });
  });

  it('shows an admin every store and their total', async () => {
    const response = await statement(MARCH, await ctx.login('admin'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      timezone: 'America/Los_Angeles',
      stores: [
        { storeId: alder.id, storeName: 'Alder Bakery', ...ALDER },
        { storeId: bay.id, storeName: 'bay Flowers', ...BAY },
        { storeId: cedar.id, storeName: 'Cedar Market', ...CEDAR },
      ],
      total: {
        orders: 3,
        grossSalesCents: 4981,
        refundsCents: 2488,
        sellerTipsCents: 570,
        netCents: 3063,
      },
    });
  });

  it('narrows to one store; another seller’s store, or no store, has nothing for a seller', async () => {
    const headers = await ctx.login(seller);
    const one = await statement(`${MARCH}&storeId=${alder.id}`, headers);
    expect(one.json()).toMatchObject({
      stores: [{ storeId: alder.id, ...ALDER }],
      total: ALDER,
    });
    const zeros = {
      orders: 0,
      grossSalesCents: 0,
      refundsCents: 0,
      sellerTipsCents: 0,
      netCents: 0,
    };
    for (const storeId of [cedar.id, randomUUID(), 'not-a-store']) {
      const none = await statement(`${MARCH}&storeId=${storeId}`, headers);
      expect(none.statusCode, storeId).toBe(200);
      expect(none.json(), storeId).toMatchObject({ stores: [], total: zeros });
    }
    const admins = await statement(`${MARCH}&storeId=${cedar.id}`, await ctx.login('admin'));
    expect(admins.json()).toMatchObject({
      stores: [{ storeId: cedar.id, ...CEDAR }],
      total: CEDAR,
    });
  });

  it('counts a refund in the period it was made: April holds Alder’s and Cedar’s later refunds', async () => {
    const response = await statement('from=2026-04-01&to=2026-04-30', await ctx.login('admin'));
    expect(response.json().stores).toEqual([
      {
        storeId: alder.id,
        storeName: 'Alder Bakery',
        orders: 1,
        grossSalesCents: 1488,
        refundsCents: 500,
        sellerTipsCents: 135,
        netCents: 1123,
      },
      {
        storeId: cedar.id,
        storeName: 'Cedar Market',
        orders: 0,
        grossSalesCents: 0,
        refundsCents: 1623,
        sellerTipsCents: 0,
        netCents: -1623,
      },
    ]);
  });

  it('has no lines for a seller without sales in the period', async () => {
    const response = await statement(MARCH, await ctx.login('seller'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stores: [], total: { orders: 0, netCents: 0 } });
  });

  it('refuses days that are not days, the wrong way round, or more than 366 of them', async () => {
    const headers = await ctx.login('admin');
    const refused = async (query: string) => {
      const response = await statement(query, headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_FAILED');
      return response.json().error as string;
    };
    expect(await refused('from=2026-02-30&to=2026-03-31')).toBe(statementDayInvalid('from'));
    expect(await refused('from=2026-03-01&to=31/03/2026')).toBe(statementDayInvalid('to'));
    expect(await refused('to=2026-03-31')).toBe('"from" is required.');
    expect(await refused('from=2026-03-31&to=2026-03-01')).toBe(STATEMENT_DATES_REVERSED);
    expect(await refused('from=2026-01-01&to=2027-01-02')).toBe(statementPeriodTooLong(366));
    expect(await refused(`${MARCH}&sellerId=${randomUUID()}`)).toBe(
      'Unknown field "sellerId" in the query string.',
    );
    // A leap year's whole year is 366 days, and one day is a period.
    expect((await statement('from=2028-01-01&to=2028-12-31', headers)).statusCode).toBe(200);
    expect((await statement('from=2026-03-08&to=2026-03-08', headers)).statusCode).toBe(200);
  });

  it('is for sellers and admins only', async () => {
    for (const url of [`/api/statements?${MARCH}`, `/api/statements.csv?${MARCH}`]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(401);
      for (const role of ['buyer', 'driver', 'dataentry'] as const) {
        const refused = await ctx.app.inject({ url, headers: await ctx.login(role) });
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});

describe('GET /api/statements.csv', () => {
  it('is the same statement as a file: dollars, a Total line, a negative net as a number', async () => {
    const response = await ctx.app.inject({
      url: `/api/statements.csv?${MARCH}`,
      headers: await ctx.login(seller),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-2026-03-01-to-2026-03-31.csv"; filename*=UTF-8''statement-2026-03-01-to-2026-03-31.csv`,
    );
    expect(response.body).toBe(
      [
        '\uFEFFstoreName,storeId,orders,grossSales,refunds,sellerTips,net',
        `Alder Bakery,${alder.id},2,34.93,10.00,4.35,29.28`,
        `bay Flowers,${bay.id},0,0.00,14.88,0.00,-14.88`,
        'Total,,2,34.93,24.88,4.35,14.40',
        '',
      ].join('\r\n'),
    );
  });

  it('holds every store and their total for an admin, and refuses a bad period the same way', async () => {
    const headers = await ctx.login('admin');
    const response = await ctx.app.inject({ url: `/api/statements.csv?${MARCH}`, headers });
    expect(response.body.split('\r\n').slice(1)).toEqual([
      `Alder Bakery,${alder.id},2,34.93,10.00,4.35,29.28`,
      `bay Flowers,${bay.id},0,0.00,14.88,0.00,-14.88`,
      `Cedar Market,${cedar.id},1,14.88,0.00,1.35,16.23`,
      'Total,,3,49.81,24.88,5.70,30.63',
      '',
    ]);
    const reversed = await ctx.app.inject({
      url: '/api/statements.csv?from=2026-03-31&to=2026-03-01',
      headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(STATEMENT_DATES_REVERSED);
  });
});
