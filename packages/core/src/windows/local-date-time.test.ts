import { describe, expect, it } from 'vitest';
import { localDateTime, utcOffsetMs } from './local-date-time.js';

const LA = 'America/Los_Angeles';
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso).getTime();

describe('localDateTime', () => {
  it("reads a moment on the store's calendar and clock", () => {
    expect(localDateTime(at('2026-03-07T18:42:30Z'), LA)).toEqual({
      date: '2026-03-07',
      minutes: 10 * 60 + 42.5,
    });
    // 07:30 UTC is still the previous evening in Los Angeles.
    expect(localDateTime(at('2026-07-01T06:30:00Z'), LA).date).toBe('2026-06-30');
  });

  it('knows the offset on both sides of each change', () => {
    expect(utcOffsetMs(at('2026-03-08T09:59:00Z'), LA)).toBe(-8 * HOUR);
    expect(utcOffsetMs(at('2026-03-08T10:00:00Z'), LA)).toBe(-7 * HOUR);
    expect(utcOffsetMs(at('2026-11-01T08:59:00Z'), LA)).toBe(-7 * HOUR);
    expect(utcOffsetMs(at('2026-11-01T09:00:00Z'), LA)).toBe(-8 * HOUR);
  });
});
