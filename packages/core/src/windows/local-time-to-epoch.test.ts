import { describe, expect, it } from 'vitest';
import { dayClock, localTimeToEpoch } from './local-time-to-epoch.js';

const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso).getTime();

describe('localTimeToEpoch', () => {
  it('maps ordinary wall times in winter and summer', () => {
    expect(localTimeToEpoch('2026-01-15', 9 * 60, LA)).toBe(at('2026-01-15T17:00:00Z'));
    expect(localTimeToEpoch('2026-07-15', 9 * 60, LA)).toBe(at('2026-07-15T16:00:00Z'));
    expect(localTimeToEpoch('2026-07-15', 1440, LA)).toBe(at('2026-07-16T07:00:00Z'));
  });

  it('gives null inside the spring gap of 2026-03-08', () => {
    expect(localTimeToEpoch('2026-03-08', 2 * 60 + 30, LA)).toBeNull();
    expect(localTimeToEpoch('2026-03-08', 3 * 60, LA)).toBe(at('2026-03-08T10:00:00Z'));
    expect(localTimeToEpoch('2026-03-08', 9 * 60, LA)).toBe(at('2026-03-08T16:00:00Z'));
  });

  it('gives the first of the two 01:30s of 2026-11-01', () => {
    expect(localTimeToEpoch('2026-11-01', 90, LA)).toBe(at('2026-11-01T08:30:00Z'));
    expect(localTimeToEpoch('2026-11-01', 9 * 60, LA)).toBe(at('2026-11-01T17:00:00Z'));
  });

  it('works in any IANA zone', () => {
    expect(localTimeToEpoch('2026-03-29', 3 * 60, 'Europe/Berlin')).toBe(
      at('2026-03-29T01:00:00Z'),
    );
    expect(localTimeToEpoch('2026-03-29', 2 * 60 + 30, 'Europe/Berlin')).toBeNull();
  });
});

describe('dayClock', () => {
  it('agrees with localTimeToEpoch on ordinary and change days', () => {
    for (const date of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-11-01', '2026-11-02']) {
      const clock = dayClock(date, LA);
      for (let minutes = 0; minutes <= 1440; minutes += 5) {
        expect(clock(minutes)).toBe(localTimeToEpoch(date, minutes, LA));
      }
    }
  });
});
