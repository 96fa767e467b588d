import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-count.js';
import type { CartItem } from './cart-item.js';

const large = [{ name: 'Size', selectedOptions: [{ title: 'Large', price: 200 }] }];
const small = [{ name: 'Size', selectedOptions: [{ title: 'Small', price: 0 }] }];
const line = (overrides: Partial<CartItem>): CartItem => ({
  productId: 'latte',
  name: 'Latte',
  price: 550,
  quantity: 1,
  storeId: 'cafe',
  stock: 5,
  customizations: [],
  ...overrides,
});
const cart = [
  line({ customizations: large, quantity: 2 }),
  line({ customizations: small }),
  line({ productId: 'scone', name: 'Scone' }),
];

describe('cartCount', () => {
  it('is the sum of quantities', () => {
    expect(cartCount(cart)).toBe(4);
    expect(cartCount([])).toBe(0);
  });
});
