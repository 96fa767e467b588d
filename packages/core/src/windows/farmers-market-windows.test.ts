import { describe, expect, it } from 'vitest';
import { deliveryWindows } from './delivery-windows.js';
import { farmersMarketWindows } from './farmers-market-windows.js';
import type { WindowStore } from './time-window.js';

const market: WindowStore = {
  category: "Farmer's Market",
  storeHours: { SAT: [{ from: '08:00', to: '13:00' }], WED: [{ from: '15:00', to: '19:00' }] },
};

describe('farmersMarketWindows', () => {
  it('gives 11:00–18:00 on each open day of the next 7, at $10 discounted to $5', () => {
    // Wednesday 2026-01-14 09:00.
    const windows = farmersMarketWindows({ store: market, now: new Date('2026-01-14T17:00:00Z') });
    expect(windows.map((w) => `${w.date} ${w.start}-${w.end} ${w.fee}/${w.discountedFee}`)).toEqual(
      ['2026-01-14 11:00-18:00 1000/500', '2026-01-17 11:00-18:00 1000/500'],
    );
    expect(windows.every((w) => w.orderType === 'delivery' && !w.withinAnHour)).toBe(true);
  });

  it("drops today's window once it has started", () => {
    const windows = farmersMarketWindows({ store: market, now: new Date('2026-01-14T19:00:01Z') });
    expect(windows.map((w) => w.date)).toEqual(['2026-01-17']);
  });

  it("is what deliveryWindows gives for a Farmer's Market", () => {
    const now = new Date('2026-01-14T17:00:00Z');
    expect(deliveryWindows({ store: market, now })).toEqual(
      farmersMarketWindows({ store: market, now }),
    );
  });
});
