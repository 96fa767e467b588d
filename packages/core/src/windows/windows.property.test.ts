import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FARMERS_MARKET } from '../constants/categories.js';
import { ORDER_TYPES, type OrderType } from '../constants/order-types.js';
import { STORE_DAYS, type StoreHours } from '../constants/store-days.js';
import { availableWindows } from './available-windows.js';
import { addDays, storeDayOf } from './calendar.js';
import { formatClockTime, parseClockTime } from './clock-time.js';
import { localDateTime } from './local-date-time.js';
import { openingRanges, rangesOf } from './opening-ranges.js';
import type { TimeWindow, WindowStore } from './time-window.js';

const MINUTE = 60_000;
const LEAD_MINUTES: Record<OrderType, number> = {
  delivery: 0,
  pickup: 60,
  '20mindelivery': 30,
  '20minpickup': 30,
};

const clock = fc.integer({ min: 0, max: 1439 }).map(formatClockTime);
const hours: fc.Arbitrary<StoreHours> = fc.record(
  Object.fromEntries(
    STORE_DAYS.map((day) => [
      day,
      fc.array(fc.record({ from: clock, to: clock }), { maxLength: 3 }),
    ]),
  ),
  { requiredKeys: [] },
);
const at = (iso: string) => new Date(iso).getTime();
// Half the moments fall on the days around Los Angeles' two changes of 2026.
const moment = fc.oneof(
  fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z') }),
  fc.integer({ min: at('2026-03-07T00:00:00Z'), max: at('2026-03-10T00:00:00Z') }),
  fc.integer({ min: at('2026-10-31T00:00:00Z'), max: at('2026-11-03T00:00:00Z') }),
);
const store: fc.Arbitrary<WindowStore> = fc.record({
  category: fc.constantFrom('Restaurants', 'Coffee Shops', FARMERS_MARKET),
  storeHours: hours,
  timezone: fc.constantFrom(
    'America/Los_Angeles',
    'America/Los_Angeles',
    'America/New_York',
    'Europe/Berlin',
  ),
});

function wallClock(epoch: number, timeZone: string) {
  const { date, minutes } = localDateTime(epoch, timeZone);
  return { date, minutes: Math.round(minutes) };
}

function checkInsideHours(window: TimeWindow, s: WindowStore) {
  const zone = s.timezone ?? 'America/Los_Angeles';
  const start = parseClockTime(window.start) ?? Number.NaN;
  const end = parseClockTime(window.end) ?? Number.NaN;
  // The epoch moments read back as the local times the window shows.
  expect(wallClock(window.startsAt, zone)).toEqual({ date: window.date, minutes: start });
  const endWall = wallClock(window.endsAt, zone);
  expect(
    end === 1440
      ? { date: addDays(window.date, 1), minutes: 0 }
      : { date: window.date, minutes: end },
  ).toEqual(endWall);
  const ranges = openingRanges(s.storeHours, storeDayOf(window.date));
  if (s.category === FARMERS_MARKET && window.orderType === 'delivery') {
    expect(ranges.length).toBeGreaterThan(0);
  } else {
    expect(ranges.some((r) => r.from <= start && end <= r.to)).toBe(true);
  }
}

describe('windows, for any store and any moment', () => {
  it('are sorted, inside store hours in its zone, never too soon, with fees that never rise in a day', () => {
    fc.assert(
      fc.property(store, moment, fc.constantFrom(...ORDER_TYPES), (s, nowMs, orderType) => {
        const now = new Date(nowMs);
        const windows = availableWindows({ store: s, now, orderType });
        const today = localDateTime(nowMs, s.timezone ?? 'America/Los_Angeles').date;

        for (const [i, window] of windows.entries()) {
          expect(window.orderType).toBe(orderType);
          expect(window.startsAt).toBeGreaterThanOrEqual(nowMs + LEAD_MINUTES[orderType] * MINUTE);
          expect(window.endsAt).toBeGreaterThan(window.startsAt);
          expect(window.date >= today && window.date <= addDays(today, 6)).toBe(true);
          expect(Number.isSafeInteger(window.fee) && window.fee >= 0).toBe(true);
          expect(window.discountedFee === null || window.discountedFee >= 0).toBe(true);
          checkInsideHours(window, s);
          const previous = windows[i - 1];
          if (previous) {
            expect(window.startsAt).toBeGreaterThan(previous.startsAt);
            if (previous.date === window.date) {
              expect(window.fee).toBeLessThanOrEqual(previous.fee);
              expect(window.discountedFee ?? 0).toBeLessThanOrEqual(previous.discountedFee ?? 0);
            }
          }
        }
        const dates = new Set(windows.map((w) => w.date));
        if (!(s.category === FARMERS_MARKET && orderType === 'delivery')) {
          expect(dates.size).toBeLessThanOrEqual(2);
        }
      }),
      { numRuns: 400 },
    );
    // 400 runs take about a second alone; a machine busy with other suites needs more.
  }, 30_000);
});

describe('pauses and special dates, for any store and any moment (issue #31)', () => {
  const special = fc.array(
    fc.record({
      offset: fc.integer({ min: 0, max: 6 }),
      hours: fc.array(fc.record({ from: clock, to: clock }), { maxLength: 2 }),
    }),
    { maxLength: 4 },
  );

  it('offer no window inside a pause, none on a closed date, and a special date’s only in its hours', () => {
    fc.assert(
      fc.property(
        store,
        moment,
        fc.constantFrom(...ORDER_TYPES),
        fc.integer({ min: 0, max: 3 * 24 * 60 }),
        special,
        (s, nowMs, orderType, pauseMinutes, picks) => {
          const zone = s.timezone ?? 'America/Los_Angeles';
          const today = localDateTime(nowMs, zone).date;
          const dateOverrides = [
            ...new Map(
              picks.map((pick) => [
                addDays(today, pick.offset),
                { date: addDays(today, pick.offset), hours: pick.hours },
              ]),
            ).values(),
          ];
          const pausedUntil = new Date(nowMs + pauseMinutes * MINUTE).toISOString();
          const ruled: WindowStore = { ...s, pausedUntil, dateOverrides };
          const windows = availableWindows({ store: ruled, now: new Date(nowMs), orderType });
          for (const window of windows) {
            expect(window.startsAt).toBeGreaterThanOrEqual(Date.parse(pausedUntil));
            const override = dateOverrides.find((candidate) => candidate.date === window.date);
            if (!override) continue;
            const ranges = rangesOf(override.hours);
            expect(ranges.length).toBeGreaterThan(0);
            if (s.category === FARMERS_MARKET && window.orderType === 'delivery') continue;
            const start = parseClockTime(window.start) ?? Number.NaN;
            const end = parseClockTime(window.end) ?? Number.NaN;
            expect(ranges.some((r) => r.from <= start && end <= r.to)).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 30_000);
});
