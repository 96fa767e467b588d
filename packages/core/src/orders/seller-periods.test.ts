import { describe, expect, it } from 'vitest';
import { periodStart } from './seller-periods.js';

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
