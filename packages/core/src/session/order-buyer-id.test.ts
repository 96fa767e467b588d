import { describe, expect, it } from 'vitest';
import { orderBuyerId } from './order-buyer-id.js';

describe('orderBuyerId', () => {
  it('uses the buyer id, else the admin, seller or driver id', () => {
    expect(orderBuyerId({ buyerId: 'b', adminId: 'a' })).toBe('b');
    expect(orderBuyerId({ adminId: 'a', sellerId: 's' })).toBe('a');
    expect(orderBuyerId({ sellerId: 's', driverId: 'd' })).toBe('s');
    expect(orderBuyerId({ driverId: 'd' })).toBe('d');
    expect(orderBuyerId({})).toBeNull();
  });
});
