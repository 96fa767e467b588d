import { describe, expect, it } from 'vitest';
import { isUnacknowledged } from './acknowledgement.js';

describe('isUnacknowledged', () => {
  const now = new Date('2026-11-27T18:00:00Z');
  const paid = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

  it('flags an open order its store has not acknowledged for 10 minutes', () => {
    expect(
      isUnacknowledged({ orderStatus: 'pending', acknowledgedAt: null, createdAt: paid(10) }, now),
    ).toBe(true);
    expect(
      isUnacknowledged({ orderStatus: 'pending', acknowledgedAt: null, createdAt: paid(9) }, now),
    ).toBe(false);
  });

  it('does not flag an acknowledged order, nor one that moved on', () => {
    expect(
      isUnacknowledged(
        { orderStatus: 'pending', acknowledgedAt: paid(1), createdAt: paid(30) },
        now,
      ),
    ).toBe(false);
    expect(
      isUnacknowledged({ orderStatus: 'assigned', acknowledgedAt: null, createdAt: paid(30) }, now),
    ).toBe(false);
  });
});
