import { describe, expect, it } from 'vitest';
import { validateAddress } from './validate-address.js';

describe('validateAddress', () => {
  it('keeps the digits of the contact and the trimmed name and zipcode', () => {
    expect(
      validateAddress({ fullname: ' Ana Reyes ', contact: '(626) 555-0100', zipcode: '91101' }),
    ).toEqual({
      ok: true,
      value: { fullname: 'Ana Reyes', contact: '6265550100', zipcode: '91101' },
    });
  });

  it('gives the SPEC messages for each failing field', () => {
    expect(validateAddress({ fullname: '  ', contact: '626-555-010', zipcode: '911' })).toEqual({
      ok: false,
      errors: {
        fullname: 'Please enter your full name.',
        contact: 'Contact should be exactly 10 digits.',
        zipcode: 'Please select a valid address.',
      },
    });
  });

  it('accepts a 4-character zipcode and refuses a missing one', () => {
    expect(validateAddress({ fullname: 'Ana', contact: '6265550100', zipcode: '9110' }).ok).toBe(
      true,
    );
    expect(validateAddress({ fullname: 'Ana', contact: '6265550100', zipcode: null })).toEqual({
      ok: false,
      errors: { zipcode: 'Please select a valid address.' },
    });
  });

  it('refuses 11 digits', () => {
    expect(validateAddress({ fullname: 'Ana', contact: '16265550100', zipcode: '91101' })).toEqual({
      ok: false,
      errors: { contact: 'Contact should be exactly 10 digits.' },
    });
  });
});
