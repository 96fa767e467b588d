import { describe, expect, it } from 'vitest';
import { isPaused, pauseEnd } from './pause.js';

const LA = 'America/Los_Angeles';

describe('pauseEnd', () => {
  it('is so many minutes on', () => {
    const now = new Date('2026-11-26T01:00:00Z');
    expect(pauseEnd('15', now, LA).toISOString()).toBe('2026-11-26T01:15:00.000Z');
    expect(pauseEnd('60', now, LA).toISOString()).toBe('2026-11-26T02:00:00.000Z');
  });

  it('is the store’s next midnight for the rest of today, on DST days too', () => {
    // 5:00 PM on Nov 25 in Los Angeles (UTC−8): midnight is 08:00 UTC.
    expect(pauseEnd('today', new Date('2026-11-26T01:00:00Z'), LA).toISOString()).toBe(
      '2026-11-26T08:00:00.000Z',
    );
    // Nov 1, 2026 has 25 hours: from 9:00 AM (UTC−8 by then) midnight is 08:00 UTC on Nov 2.
    expect(pauseEnd('today', new Date('2026-11-01T17:00:00Z'), LA).toISOString()).toBe(
      '2026-11-02T08:00:00.000Z',
    );
    // Mar 8, 2026 has 23 hours: from 9:00 AM PDT midnight is 07:00 UTC on Mar 9.
    expect(pauseEnd('today', new Date('2026-03-08T16:00:00Z'), LA).toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
  });
});

describe('isPaused', () => {
  it('holds until the pause ends', () => {
    const now = new Date('2026-11-26T01:00:00Z');
    expect(isPaused('2026-11-26T01:00:01Z', now)).toBe(true);
    expect(isPaused('2026-11-26T01:00:00Z', now)).toBe(false);
    expect(isPaused(null, now)).toBe(false);
  });
});
