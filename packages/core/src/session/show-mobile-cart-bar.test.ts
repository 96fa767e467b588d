import { describe, expect, it } from 'vitest';
import { showMobileCartBar } from './show-mobile-cart-bar.js';

describe('showMobileCartBar', () => {
  it('shows under 768 px with items in the cart', () => {
    expect(
      showMobileCartBar({ path: '/stores/Restaurants', cartCount: 2, viewportWidth: 375 }),
    ).toBe(true);
  });

  it('hides at 768 px and wider, with an empty cart, and on cart, checkout and confirmation', () => {
    expect(showMobileCartBar({ path: '/', cartCount: 2, viewportWidth: 768 })).toBe(false);
    expect(showMobileCartBar({ path: '/', cartCount: 0, viewportWidth: 375 })).toBe(false);
    for (const path of ['/cart', '/checkout', '/order-confirmed?sessionId=x']) {
      expect(showMobileCartBar({ path, cartCount: 2, viewportWidth: 375 })).toBe(false);
    }
  });
});
