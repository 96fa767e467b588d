import { describe, expect, it } from 'vitest';
import { type StoreInput, validateStore } from './validate-store.js';

describe('validateStore', () => {
  const store: StoreInput = {
    name: 'Villa Bakery',
    contact: '626 555 0100',
    category: 'Restaurants',
    street1: '363',
    street2: 'E Villa St',
    city: 'Pasadena',
    state: 'CA',
    zipcode: '91101',
    sellerId: 'seller-1',
  };

  it('accepts a complete store and keeps the contact as 10 digits', () => {
    expect(validateStore(store)).toMatchObject({
      ok: true,
      value: { contact: '6265550100', category: 'Restaurants' },
    });
    expect(validateStore({ ...store, street2: undefined })).toMatchObject({
      ok: true,
      value: { street2: '' },
    });
  });

  it('requires every SPEC field', () => {
    const blank = {
      name: '',
      contact: '',
      category: '',
      street1: '',
      city: '',
      state: '',
      zipcode: '',
      sellerId: '',
    };
    const result = validateStore(blank);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
      'category',
      'city',
      'contact',
      'name',
      'sellerId',
      'state',
      'street1',
      'zipcode',
    ]);
    expect(!result.ok && result.errors.street1).toBe('Street is required.');
  });

  it('refuses an unknown category and a contact that is not 10 digits', () => {
    expect(validateStore({ ...store, category: 'Bakeries', contact: '555' })).toEqual({
      ok: false,
      errors: {
        category: 'Please choose a store category.',
        contact: 'Contact should be exactly 10 digits.',
      },
    });
  });
});
