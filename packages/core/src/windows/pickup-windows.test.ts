import { describe, expect, it } from 'vitest';
import { pickupWindows } from './pickup-windows.js';
import type { WindowStore } from './time-window.js';

const nineToFive = [{ from: '09:00', to: '17:00' }];
const store: WindowStore = {
  category: 'Coffee Shops',
  storeHours: { WED: nineToFive, THURS: nineToFive, SAT: [{ from: '08:30', to: '12:00' }] },
};
const spans = (windows: ReturnType<typeof pickupWindows>) =>
  windows.map((w) => `${w.date} ${w.start}-${w.end} ${w.fee}/${w.discountedFee}`);

describe('pickupWindows', () => {
  it('steps hourly from an hour after opening; $5 down $0.50 per step, discounted $2 less', () => {
    // Wednesday 07:00, before opening.
    const windows = pickupWindows({ store, now: new Date('2026-01-14T15:00:00Z') });
    expect(spans(windows.filter((w) => w.date === '2026-01-14'))).toEqual([
      '2026-01-14 10:00-11:00 500/300',
      '2026-01-14 11:00-12:00 450/250',
      '2026-01-14 12:00-13:00 400/200',
      '2026-01-14 13:00-14:00 350/150',
      '2026-01-14 14:00-15:00 300/100',
      '2026-01-14 15:00-16:00 250/50',
      '2026-01-14 16:00-17:00 200/0',
    ]);
    expect(windows.every((w) => w.orderType === 'pickup' && !w.withinAnHour)).toBe(true);
  });

  it('offers today only windows at least 60 minutes away, then stops at the next day', () => {
    // Wednesday 12:01: 13:00 is 59 minutes away.
    const windows = pickupWindows({ store, now: new Date('2026-01-14T20:01:00Z') });
    expect(spans(windows)).toEqual([
      '2026-01-14 14:00-15:00 500/300',
      '2026-01-14 15:00-16:00 450/250',
      '2026-01-14 16:00-17:00 400/200',
      '2026-01-15 10:00-11:00 500/300',
      '2026-01-15 11:00-12:00 450/250',
      '2026-01-15 12:00-13:00 400/200',
      '2026-01-15 13:00-14:00 350/150',
      '2026-01-15 14:00-15:00 300/100',
      '2026-01-15 15:00-16:00 250/50',
      '2026-01-15 16:00-17:00 200/0',
    ]);
  });

  it('counts from an odd opening time rounded up to 5 minutes', () => {
    // Friday evening: Saturday opens 08:30, first pickup 09:30.
    const windows = pickupWindows({ store, now: new Date('2026-01-17T04:00:00Z') });
    expect(spans(windows)).toEqual([
      '2026-01-17 09:30-10:30 500/300',
      '2026-01-17 10:30-11:30 450/250',
    ]);
  });

  it('keeps store hours across the spring change of 2026-03-08', () => {
    const sunday: WindowStore = { category: 'Pharmacy', storeHours: { SUN: nineToFive } };
    const windows = pickupWindows({ store: sunday, now: new Date('2026-03-08T04:00:00Z') });
    expect(windows[0]).toMatchObject({
      start: '10:00',
      startsAt: new Date('2026-03-08T17:00:00Z').getTime(),
    });
  });
});
