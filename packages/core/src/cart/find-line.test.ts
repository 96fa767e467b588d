import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item.js';
import { findLine } from './find-line.js';

const large = [{ name: 'Size', selectedOptions: [{ title: 'Large', price: 200 }] }];
const line: CartItem = {
  productId: 'latte',
  name: 'Latte',
  price: 750,
  quantity: 1,
  storeId: 'cafe',
  stock: 5,
  customizations: large,
};

describe('findLine', () => {
  it('matches the product, and the variant when customizations are given', () => {
    expect(findLine(line, { productId: 'latte' })).toBe(true);
    expect(findLine(line, { productId: 'latte', customizations: large })).toBe(true);
    expect(findLine(line, { productId: 'latte', customizations: [] })).toBe(false);
    expect(findLine(line, { productId: 'mocha' })).toBe(false);
  });
});
