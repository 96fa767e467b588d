import { describe, expect, it } from 'vitest';
import { type ProductInput, validateProduct } from './validate-product.js';

describe('validateProduct', () => {
  const product: ProductInput = { name: ' Sourdough ', description: 'Loaf', price: 850, stock: 0 };

  it('accepts a priced product with stock 0 or more', () => {
    expect(validateProduct(product)).toEqual({
      ok: true,
      value: { ...product, name: 'Sourdough' },
    });
  });

  it('requires name and description, price > 0 and whole stock ≥ 0', () => {
    expect(validateProduct({ name: ' ', description: '', price: 0, stock: -1 })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required.',
        description: 'Description is required.',
        price: 'Price must be greater than 0.',
        stock: 'Stock must be a whole number of 0 or more.',
      },
    });
    expect(validateProduct({ ...product, price: Number.NaN, stock: 1.5 }).ok).toBe(false);
  });
});
