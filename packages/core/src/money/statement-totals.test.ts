import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StatementSums, statementNetCents, statementTotals } from './statement-totals.js';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const store = fc
  .record({
    orders: fc.integer({ min: 0, max: 1000 }),
    grossSalesCents: cents,
    refundsCents: cents,
    sellerTipsCents: cents,
  })
  .map((sums): StatementSums => ({ ...sums, netCents: statementNetCents(sums) }));

describe('statementNetCents', () => {
  it('is sales and tips less refunds, and may be negative when refunds outweigh the period', () => {
    expect(
      statementNetCents({ grossSalesCents: 2976, sellerTipsCents: 335, refundsCents: 700 }),
    ).toBe(2611);
    expect(statementNetCents({ grossSalesCents: 0, sellerTipsCents: 0, refundsCents: 1488 })).toBe(
      -1488,
    );
  });
});

describe('statementTotals', () => {
  it('is all zeros for no store', () => {
    expect(statementTotals([])).toEqual({
      orders: 0,
      grossSalesCents: 0,
      refundsCents: 0,
      sellerTipsCents: 0,
      netCents: 0,
    });
  });

  it('adds every column, and its net is the net of its sums', () => {
    fc.assert(
      fc.property(fc.array(store, { maxLength: 20 }), (rows) => {
        const total = statementTotals(rows);
        expect(total.netCents).toBe(statementNetCents(total));
        expect(total.orders).toBe(rows.reduce((sum, row) => sum + row.orders, 0));
      }),
    );
  });
});
