import { describe, expect, it } from 'vitest';
import { addDays, storeDayOf } from './calendar.js';

describe('calendar', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 0)).toBe('2026-03-08');
  });

  it('names the storeHours day of a date', () => {
    expect(storeDayOf('2026-03-08')).toBe('SUN');
    expect(storeDayOf('2026-03-09')).toBe('MON');
    expect(storeDayOf('2026-03-12')).toBe('THURS');
    expect(storeDayOf('2026-11-01')).toBe('SUN');
  });
});
