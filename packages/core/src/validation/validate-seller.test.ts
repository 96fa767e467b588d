import { describe, expect, it } from 'vitest';
import { validateSeller } from './validate-seller.js';

describe('validateSeller', () => {
  it('requires first name, last name, phone and email', () => {
    expect(validateSeller({ firstName: '', lastName: '', phone: '', email: '' })).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required.',
        lastName: 'Last name is required.',
        phone: 'Phone is required.',
        email: 'Email is required.',
      },
    });
  });

  it('accepts a well-formed seller', () => {
    expect(
      validateSeller({
        firstName: 'Lu',
        lastName: 'Chen',
        phone: '6265550100',
        email: 'lu@example.com',
      }),
    ).toEqual({
      ok: true,
      value: { firstName: 'Lu', lastName: 'Chen', phone: '6265550100', email: 'lu@example.com' },
    });
    expect(
      validateSeller({ firstName: 'Lu', lastName: 'Chen', phone: '62655', email: 'lu@' }),
    ).toEqual({
      ok: false,
      errors: {
        phone: 'Phone number should be exactly 10 digits.',
        email: 'Please enter a valid email address.',
      },
    });
  });
});
