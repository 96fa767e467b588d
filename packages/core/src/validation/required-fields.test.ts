import { describe, expect, it } from 'vitest';
import { requiredFields } from './required-fields.js';

describe('requiredFields', () => {
  it('names each blank field by its label, and ignores fields without a label', () => {
    const form = { name: ' ', city: 'Pasadena', zipcode: null, note: '' };
    expect(requiredFields(form, { name: 'Store name', city: 'City', zipcode: 'Zipcode' })).toEqual({
      name: 'Store name is required.',
      zipcode: 'Zipcode is required.',
    });
  });

  it('accepts numbers, including 0', () => {
    expect(requiredFields({ stock: 0 }, { stock: 'Stock' })).toEqual({});
  });
});
