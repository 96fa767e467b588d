import { describe, expect, it } from 'vitest';
import type { StoreHours } from '../constants/store-days.js';
import { deliveryWindows } from './delivery-windows.js';
import type { WindowStore } from './time-window.js';

const nineToFive = [{ from: '09:00', to: '17:00' }];
const weekdays: StoreHours = {
  MON: nineToFive,
  TUE: nineToFive,
  WED: nineToFive,
  THURS: nineToFive,
  FRI: nineToFive,
};
const store = (overrides: Partial<WindowStore> = {}): WindowStore => ({
  category: 'Restaurants',
  storeHours: { ...weekdays, SAT: nineToFive, SUN: nineToFive },
  ...overrides,
});
const spans = (windows: ReturnType<typeof deliveryWindows>) =>
  windows.map((w) => `${w.date} ${w.start}-${w.end}`);

describe('deliveryWindows', () => {
  it('starts now rounded up to 5 minutes while open, marks it within an hour, then the next day', () => {
    // Wednesday 2026-01-14, 10:42:10 in Pasadena.
    const windows = deliveryWindows({ store: store(), now: new Date('2026-01-14T18:42:10Z') });
    expect(spans(windows)).toEqual([
      '2026-01-14 10:45-11:45',
      '2026-01-14 11:45-12:45',
      '2026-01-14 12:45-13:45',
      '2026-01-14 13:45-14:45',
      '2026-01-14 14:45-15:45',
      '2026-01-14 15:45-16:45',
      '2026-01-15 09:00-10:00',
      '2026-01-15 10:00-11:00',
      '2026-01-15 11:00-12:00',
      '2026-01-15 12:00-13:00',
      '2026-01-15 13:00-14:00',
      '2026-01-15 14:00-15:00',
      '2026-01-15 15:00-16:00',
      '2026-01-15 16:00-17:00',
    ]);
    expect(windows.map((w) => w.withinAnHour)).toEqual([true, ...Array(13).fill(false)]);
    expect(windows[0]).toMatchObject({
      id: 'delivery@2026-01-14T10:45',
      orderType: 'delivery',
      startsAt: new Date('2026-01-14T18:45:00Z').getTime(),
      endsAt: new Date('2026-01-14T19:45:00Z').getTime(),
    });
  });

  it('prices each day from its first window: 10, 9, 8, 7, 6, 5, 4.5… discounted 8, 5, 4.5…', () => {
    const windows = deliveryWindows({ store: store(), now: new Date('2026-01-14T18:42:10Z') });
    expect(windows.map((w) => [w.fee, w.discountedFee])).toEqual([
      [1000, 800],
      [900, 500],
      [800, 450],
      [700, 400],
      [600, 350],
      [500, 300],
      [1000, 800],
      [900, 500],
      [800, 450],
      [700, 400],
      [600, 350],
      [500, 300],
      [450, 250],
      [400, 200],
    ]);
  });

  it('starts at opening, not within an hour, before the store opens', () => {
    const windows = deliveryWindows({ store: store(), now: new Date('2026-01-14T15:10:00Z') });
    expect(windows[0]).toMatchObject({ date: '2026-01-14', start: '09:00', withinAnHour: false });
    expect(windows.filter((w) => w.date === '2026-01-14')).toHaveLength(8);
  });

  it('skips to the next open day after closing, and stops there', () => {
    // Friday 17:30; closed on the weekend, so Monday.
    const windows = deliveryWindows({
      store: store({ storeHours: weekdays }),
      now: new Date('2026-01-17T01:30:00Z'),
    });
    expect(new Set(windows.map((w) => w.date))).toEqual(new Set(['2026-01-19']));
    expect(windows[0]).toMatchObject({ start: '09:00', fee: 1000, withinAnHour: false });
  });

  it('offers only whole hours inside each range, rounding an odd opening up to 5 minutes', () => {
    const windows = deliveryWindows({
      store: store({
        storeHours: {
          WED: [
            { from: '11:32', to: '14:00' },
            { from: '17:00', to: '18:30' },
          ],
        },
      }),
      now: new Date('2026-01-14T15:00:00Z'),
    });
    expect(spans(windows)).toEqual([
      '2026-01-14 11:35-12:35',
      '2026-01-14 12:35-13:35',
      '2026-01-14 17:00-18:00',
    ]);
    expect(windows.map((w) => w.fee)).toEqual([1000, 900, 800]);
  });

  it('is empty when the store is never open', () => {
    expect(deliveryWindows({ store: store({ storeHours: {} }), now: new Date() })).toEqual([]);
  });

  it('uses the store zone: a New York store at 10:42 Eastern', () => {
    const windows = deliveryWindows({
      store: store({ timezone: 'America/New_York' }),
      now: new Date('2026-01-14T15:42:00Z'),
    });
    expect(windows[0]).toMatchObject({ date: '2026-01-14', start: '10:45', withinAnHour: true });
  });

  it('keeps Pasadena hours across the spring change of 2026-03-08', () => {
    // Saturday 2026-03-07 20:00 PST: closed, so Sunday, now on PDT (UTC−7).
    const windows = deliveryWindows({ store: store(), now: new Date('2026-03-08T04:00:00Z') });
    expect(windows[0]).toMatchObject({
      date: '2026-03-08',
      start: '09:00',
      startsAt: new Date('2026-03-08T16:00:00Z').getTime(),
    });
    expect(windows.at(-1)).toMatchObject({
      end: '17:00',
      endsAt: new Date('2026-03-09T00:00:00Z').getTime(),
    });
    expect(windows).toHaveLength(8);
  });

  it('keeps Pasadena hours across the autumn change of 2026-11-01', () => {
    const windows = deliveryWindows({ store: store(), now: new Date('2026-11-01T03:00:00Z') });
    expect(windows[0]).toMatchObject({
      date: '2026-11-01',
      start: '09:00',
      startsAt: new Date('2026-11-01T17:00:00Z').getTime(),
    });
    expect(windows).toHaveLength(8);
  });

  it('builds no window on a wall time the spring change skips', () => {
    const windows = deliveryWindows({
      store: store({ storeHours: { SUN: [{ from: '00:00', to: '05:00' }] } }),
      now: new Date('2026-03-08T07:30:00Z'),
    });
    expect(spans(windows)).toEqual([
      '2026-03-08 00:00-01:00',
      '2026-03-08 03:00-04:00',
      '2026-03-08 04:00-05:00',
    ]);
  });
});
