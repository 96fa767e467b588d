import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date.js';

describe('calendarDate', () => {
  it('reads a real YYYY-MM-DD date', () => {
    expect(calendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '26-04-01', '2026-4-1', ''])(
    'refuses %j',
    (text) => {
      expect(calendarDate(text)).toBeNull();
    },
  );
});
