import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPositionStale,
  POSITION_SHARING,
  POSITION_STALE_AFTER_MS,
  type ReportedPosition,
  shouldSharePosition,
} from './driver-position.js';

const start: ReportedPosition = { latitude: 34.14778, longitude: -118.14452, at: 0 };
/** About 111 m north of `start` per 0.001°. */
const north = (degrees: number, at: number): ReportedPosition => ({
  ...start,
  latitude: start.latitude + degrees,
  at,
});

describe('isPositionStale', () => {
  it('turns stale once two minutes have passed without a report', () => {
    expect(POSITION_STALE_AFTER_MS).toBe(120_000);
    expect(isPositionStale(0, 120_000)).toBe(false);
    expect(isPositionStale(0, 120_001)).toBe(true);
  });
});

describe('shouldSharePosition', () => {
  it('sends the first position at once', () => {
    expect(shouldSharePosition(null, start)).toBe(true);
  });

  it('waits 10 s, then sends once the driver has moved 50 m, or after 15 s standing still', () => {
    expect(shouldSharePosition(start, north(0.01, 9_999))).toBe(false);
    expect(shouldSharePosition(start, north(0.001, 10_000))).toBe(true);
    expect(shouldSharePosition(start, north(0.0004, 12_000))).toBe(false);
    expect(shouldSharePosition(start, north(0, 15_000))).toBe(true);
  });

  it('stretches both times with the battery saver on', () => {
    const saver = { batterySaver: true };
    expect(shouldSharePosition(start, north(0.01, 29_999), saver)).toBe(false);
    expect(shouldSharePosition(start, north(0.001, 30_000), saver)).toBe(true);
    expect(shouldSharePosition(start, north(0, 59_999), saver)).toBe(false);
    expect(shouldSharePosition(start, north(0, 60_000), saver)).toBe(true);
  });

  it('over any walk, never sends two positions closer than the gap, nor lets one go stale', () => {
    const step = fc.record({
      gapMs: fc.integer({ min: 500, max: 5_000 }),
      degrees: fc.double({ min: -0.001, max: 0.001, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 200 }), fc.boolean(), (walk, saver) => {
        const rule = saver ? POSITION_SHARING.batterySaver : POSITION_SHARING.normal;
        let here = start;
        let last: ReportedPosition | null = null;
        const sent: number[] = [];
        for (const { gapMs, degrees } of walk) {
          here = { ...here, latitude: here.latitude + degrees, at: here.at + gapMs };
          if (shouldSharePosition(last, here, { batterySaver: saver })) {
            last = here;
            sent.push(here.at);
          }
        }
        for (let i = 1; i < sent.length; i++) {
          const gap = sent[i]! - sent[i - 1]!;
          expect(gap).toBeGreaterThanOrEqual(rule.minGapMs);
          // Each report comes by the heartbeat, give or take one reading of the phone.
          expect(gap).toBeLessThan(rule.heartbeatMs + 5_000);
          expect(rule.heartbeatMs + 5_000).toBeLessThan(POSITION_STALE_AFTER_MS);
        }
      }),
    );
  });
});
