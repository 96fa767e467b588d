import { describe, expect, it } from 'vitest';
import { parseOrderSearch } from './order-search.js';

describe('parseOrderSearch', () => {
  it('reads an order number as the screens show it', () => {
    for (const query of ['B68FC259', '#b68fc259', '  B68FC259 ']) {
      expect(parseOrderSearch(query)).toEqual({ kind: 'number', prefix: 'b68fc259' });
    }
  });

  it('reads the digits of a phone, without the country code', () => {
    expect(parseOrderSearch('(626) 555-0101')).toEqual({ kind: 'phone', digits: '6265550101' });
    expect(parseOrderSearch('+1 626 555 0101')).toEqual({ kind: 'phone', digits: '6265550101' });
    expect(parseOrderSearch('0101')).toEqual({ kind: 'phone', digits: '0101' });
  });

  it('has nothing to look for in words or a few digits', () => {
    for (const query of ['tacos', '12', '', 'DROP TABLE', '626-555x']) {
      expect(parseOrderSearch(query)).toBeNull();
    }
  });
});
