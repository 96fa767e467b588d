import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price.js';

describe('unitPrice', () => {
  it('is the base price plus every selected option', () => {
    expect(
      unitPrice({
        basePrice: 899,
        customizations: [
          { selectedOptions: [{ title: 'Large', price: 200 }] },
          {
            selectedOptions: [
              { title: 'Extra cheese', price: 150 },
              { title: 'Bacon', price: 250 },
            ],
          },
          { selectedOptions: [] },
        ],
      }),
    ).toBe(1499);
  });

  it('is the base price without customizations', () => {
    expect(unitPrice({ basePrice: 450 })).toBe(450);
  });

  it('refuses fractional or negative cents', () => {
    expect(() => unitPrice({ basePrice: 4.5 })).toThrow(RangeError);
    expect(() =>
      unitPrice({
        basePrice: 100,
        customizations: [{ selectedOptions: [{ title: 'x', price: -200 }] }],
      }),
    ).toThrow(RangeError);
  });
});
