import { describe, expect, it } from 'vitest';
import { displayClockTime, formatClockTime, parseClockTime } from './clock-time.js';

describe('clock time', () => {
  it('parses HH:MM to minutes, with 24:00 as the end of the day', () => {
    expect(parseClockTime('09:00')).toBe(540);
    expect(parseClockTime('9:30')).toBe(570);
    expect(parseClockTime('24:00')).toBe(1440);
  });

  it.each(['', '9', '25:00', '24:30', '12:60', '12:5', 'noon'])('refuses %j', (text) => {
    expect(parseClockTime(text)).toBeNull();
  });

  it('formats minutes back', () => {
    expect(formatClockTime(545)).toBe('09:05');
    expect(formatClockTime(1440)).toBe('24:00');
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['13:30', '1:30 PM'],
    ['24:00', '12:00 AM'],
  ])('shows %s as %s', (text, shown) => {
    expect(displayClockTime(text)).toBe(shown);
  });
});
