import { describe, expect, it } from 'vitest';
import { COORDINATE_PRECISIONS, isApproximate } from './coordinate-precision.js';

describe('coordinate precision', () => {
  it('takes only a found address for an exact pin', () => {
    expect(COORDINATE_PRECISIONS.filter((precision) => !isApproximate(precision))).toEqual([
      'address',
    ]);
    expect(isApproximate('street')).toBe(true);
    expect(isApproximate('zipcode')).toBe(true);
  });
});
