import { describe, expect, it } from 'vitest';
import { dayLabel, windowRange } from './window-format';

describe('windowRange', () => {
  it.each([
    ['17:00', '18:00', '5 – 6 PM'],
    ['11:00', '12:00', '11 AM – 12 PM'],
    ['13:25', '14:25', '1:25 – 2:25 PM'],
    ['11:40', '12:00', '11:40 AM – 12 PM'],
    ['09:05', '09:25', '9:05 – 9:25 AM'],
    ['00:00', '01:00', '12 – 1 AM'],
    ['23:00', '24:00', '11 PM – 12 AM'],
  ])('%s–%s reads %s', (start, end, label) => {
    expect(windowRange({ start, end })).toBe(label);
  });
});

describe('dayLabel', () => {
  it('names today, tomorrow, then the date', () => {
    expect(dayLabel('2026-11-25', '2026-11-25')).toBe('Today');
    expect(dayLabel('2026-11-26', '2026-11-25')).toBe('Tomorrow');
    expect(dayLabel('2026-11-27', '2026-11-25')).toBe('Fri, Nov 27');
  });
});
