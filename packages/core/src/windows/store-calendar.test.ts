import { describe, expect, it } from 'vitest';
import { roundUpToFive, storeCalendar } from './store-calendar.js';

describe('storeCalendar', () => {
  it("lays out today and the next six days in the store's zone, with each day's ranges", () => {
    // 2026-01-15 02:00 UTC is still Wednesday the 14th, 18:00, in Pasadena.
    const { nowMinutes, days } = storeCalendar(
      { category: 'Restaurants', storeHours: { WED: [{ from: '09:00', to: '17:00' }] } },
      new Date('2026-01-15T02:00:00Z'),
    );
    expect(nowMinutes).toBe(18 * 60);
    expect(days.map((d) => `${d.date} ${d.day}`)).toEqual([
      '2026-01-14 WED',
      '2026-01-15 THURS',
      '2026-01-16 FRI',
      '2026-01-17 SAT',
      '2026-01-18 SUN',
      '2026-01-19 MON',
      '2026-01-20 TUE',
    ]);
    expect(days[0]?.ranges).toEqual([{ from: 540, to: 1020 }]);
    expect(days[1]?.ranges).toEqual([]);
    expect(days[0]?.epochAt(540)).toBe(new Date('2026-01-14T17:00:00Z').getTime());
  });

  it('defaults to Los Angeles and honours another zone', () => {
    const now = new Date('2026-01-14T06:30:00Z');
    const store = { category: 'Restaurants', storeHours: {} };
    expect(storeCalendar(store, now).days[0]?.date).toBe('2026-01-13');
    expect(storeCalendar({ ...store, timezone: 'America/New_York' }, now).days[0]?.date).toBe(
      '2026-01-14',
    );
  });
});

describe('roundUpToFive', () => {
  it('rounds up to the next 5 minutes, keeping exact multiples', () => {
    expect(roundUpToFive(640)).toBe(640);
    expect(roundUpToFive(640.01)).toBe(645);
    expect(roundUpToFive(642)).toBe(645);
  });
});
