import { describe, expect, it } from 'vitest';
import { isOrderType, ORDER_TYPES, orderMethod } from './order-types.js';

describe('order types', () => {
  it('are the four of SPEC §3', () => {
    expect(ORDER_TYPES).toEqual(['delivery', 'pickup', '20mindelivery', '20minpickup']);
    expect(isOrderType('20minpickup')).toBe(true);
    expect(isOrderType('shipping')).toBe(false);
  });

  it('map to the method the radio shows', () => {
    expect(orderMethod('delivery')).toBe('delivery');
    expect(orderMethod('20mindelivery')).toBe('delivery');
    expect(orderMethod('pickup')).toBe('pickup');
    expect(orderMethod('20minpickup')).toBe('pickup');
  });
});
