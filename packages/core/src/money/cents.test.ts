import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './cents.js';

describe('dollarsToCents', () => {
  it.each([
    [12.5, 1250],
    [0.29, 29],
    [1.005, 101],
    [19.99, 1999],
    [0, 0],
    [-5.5, -550],
  ])('turns $%s into %s cents without float drift', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('centsToDollars', () => {
  it('gives the JSON figure', () => {
    expect(centsToDollars(1250)).toBe(12.5);
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDollars(12.5)).toThrow(RangeError);
  });
});
