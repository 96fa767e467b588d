import type { DriverSuggestion, SuggestedRun } from '@marketplace/contract/runs';
import { describe, expect, it } from 'vitest';
import {
  lateWarning,
  miles,
  runTitle,
  savedDistance,
  suggestionLine,
  timeRange,
} from './suggestion-text';

// January: Pacific Standard Time, UTC−8.
const at = (utc: string) => `2026-01-15T${utc}:00.000Z`;

const dana: DriverSuggestion = {
  driverId: 'driver-dana',
  driverName: 'Dana Reyes',
  metersAway: 1931,
  free: true,
  freeAt: at('03:20'),
  arrivesAt: at('03:42'),
  late: false,
  stale: false,
};

function run(overrides: Partial<SuggestedRun> = {}): SuggestedRun {
  return {
    orderIds: ['a', 'b', 'c'],
    storeNames: ['Café X'],
    windowStart: at('03:30'),
    windowEnd: at('03:50'),
    stops: [],
    meters: 6000,
    savedMeters: 3862,
    driver: dana,
    ...overrides,
  };
}

describe('how suggestions read (issue #34)', () => {
  it('reads a suggested driver as one line, free now or when they will be', () => {
    expect(suggestionLine(dana)).toBe('Dana Reyes · 1.2 mi · free · arrives 7:42 PM');
    expect(
      suggestionLine({
        ...dana,
        driverName: null,
        free: false,
        freeAt: at('03:30'),
        metersAway: 40,
      }),
    ).toBe('No name · 0.0 mi · free at 7:30 PM · arrives 7:42 PM');
  });

  it('gives miles with one decimal', () => {
    expect(miles(1609.344)).toBe('1.0 mi');
    expect(miles(3862)).toBe('2.4 mi');
    expect(savedDistance({ savedMeters: 3862 })).toBe('saves 2.4 mi');
  });

  it('names AM or PM once in a range, twice across noon', () => {
    expect(timeRange(at('03:30'), at('03:50'))).toBe('7:30–7:50 PM');
    expect(timeRange('2026-01-14T19:45:00.000Z', '2026-01-14T20:10:00.000Z')).toBe(
      '11:45 AM–12:10 PM',
    );
  });

  it('reads a late delivery', () => {
    expect(lateWarning({ arrivesAt: at('03:58'), windowEnd: at('03:45') })).toBe(
      'Late: arrives 7:58 PM, window ends 7:45 PM',
    );
    // Seconds late still reads late.
    expect(lateWarning({ arrivesAt: '2026-01-15T03:45:30.000Z', windowEnd: at('03:45') })).toBe(
      'Late: arrives 7:46 PM, window ends 7:45 PM',
    );
  });

  it('titles a run by its orders, stores, window and driver', () => {
    expect(runTitle(run())).toBe('3 orders from Café X, 7:30–7:50 PM → Dana Reyes');
    expect(
      runTitle(
        run({
          orderIds: ['a', 'b'],
          storeNames: ['Taco Y', 'Café X', 'Taco Y'],
          windowStart: null,
          windowEnd: null,
          driver: null,
        }),
      ),
    ).toBe('2 orders from Taco Y and Café X');
    expect(runTitle(run({ storeNames: ['A', 'B', 'C'] }))).toBe(
      '3 orders from A, B and C, 7:30–7:50 PM → Dana Reyes',
    );
  });
});
