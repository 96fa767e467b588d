import { describe, expect, it } from 'vitest';
import type { CartStore } from './cart-item.js';
import { farmersMarketCompatible } from './farmers-market-compatible.js';

const market = (overrides: Partial<CartStore> = {}): CartStore => ({
  _id: 'a',
  category: "Farmer's Market",
  address: {
    street1: '363',
    street2: 'E Villa St',
    city: 'Pasadena',
    state: 'CA',
    zipcode: '91101',
  },
  storeHours: { TUE: [{ from: '08:30', to: '12:30' }], SAT: [{ from: '08:30', to: '12:30' }] },
  ...overrides,
});

describe('farmersMarketCompatible', () => {
  it('accepts the same place and hours, ignoring case, spacing and state spelling', () => {
    const twin = market({
      _id: 'b',
      address: {
        street1: ' 363',
        street2: 'e  villa st',
        city: 'pasadena ',
        state: ' california',
        zipcode: '91101 ',
      },
      storeHours: {
        SAT: [{ from: '8:30', to: '12:30' }],
        TUE: [{ from: '08:30', to: '12:30' }],
        SUN: [],
      },
    });
    expect(farmersMarketCompatible(market(), twin)).toBe(true);
  });

  it.each([
    ['street1', { street1: '365' }],
    ['street2', { street2: 'W Villa St' }],
    ['city', { city: 'Altadena' }],
    ['state', { state: 'Nevada' }],
    ['zipcode', { zipcode: '91104' }],
  ])('refuses a different %s', (_, change) => {
    const other = market({ _id: 'b', address: { ...market().address, ...change } });
    expect(farmersMarketCompatible(market(), other)).toBe(false);
  });

  it('refuses different hours on any day', () => {
    const other = market({
      _id: 'b',
      storeHours: { TUE: [{ from: '08:30', to: '12:30' }], SAT: [{ from: '09:00', to: '12:30' }] },
    });
    expect(farmersMarketCompatible(market(), other)).toBe(false);
    const extraDay = market({
      _id: 'b',
      storeHours: { ...market().storeHours, WED: [{ from: '08:30', to: '12:30' }] },
    });
    expect(farmersMarketCompatible(market(), extraDay)).toBe(false);
  });

  it("refuses anything that is not a Farmer's Market, even at the same place", () => {
    expect(farmersMarketCompatible(market(), market({ _id: 'b', category: 'Restaurants' }))).toBe(
      false,
    );
  });
});
