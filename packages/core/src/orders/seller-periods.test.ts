import { describe, expect, it } from 'vitest';
import { datePeriod, periodDays, periodStart } from './seller-periods.js';

const LA = 'America/Los_Angeles';

describe('periodStart', () => {
  it('is the stores’ midnight of the period’s first day', () => {
    // 10:00 AM on Nov 27, 2026 in Los Angeles (UTC−8).
    const now = new Date('2026-11-27T18:00:00Z');
    expect(periodStart(1, now, LA).toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(periodStart(7, now, LA).toISOString()).toBe('2026-11-21T08:00:00.000Z');
    // Thirty days back crosses the change to winter time on Nov 1: midnight was UTC−7 then.
    expect(periodStart(30, now, LA).toISOString()).toBe('2026-10-29T07:00:00.000Z');
  });
});

// Issue #35: a statement's calendar days.
describe('datePeriod', () => {
  it('runs from the first day’s midnight to the midnight after the last, on the stores’ clock', () => {
    const { start, end } = datePeriod('2026-03-01', '2026-03-31', LA);
    // Summer time starts on Mar 8: the period starts at UTC−8 and ends at UTC−7.
    expect(start.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-01T07:00:00.000Z');
  });

  it('covers one whole day when from and to are the same, 23 or 25 hours on a change day', () => {
    const day = datePeriod('2026-11-27', '2026-11-27', LA);
    expect(day.end.getTime() - day.start.getTime()).toBe(24 * 3_600_000);
    const spring = datePeriod('2026-03-08', '2026-03-08', LA);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = datePeriod('2026-11-01', '2026-11-01', LA);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });
});

describe('periodDays', () => {
  it('counts the calendar days, both ends included, across months and a leap day', () => {
    expect(periodDays('2026-11-27', '2026-11-27')).toBe(1);
    expect(periodDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(periodDays('2028-01-01', '2028-12-31')).toBe(366);
    expect(periodDays('2026-01-01', '2027-01-01')).toBe(366);
  });
});
