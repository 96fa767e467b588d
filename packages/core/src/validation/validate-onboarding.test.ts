import { describe, expect, it } from 'vitest';
import {
  DOB_IN_FUTURE,
  DOB_INVALID,
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  GENDER_OTHER_REQUIRED,
  GENDER_REQUIRED,
  LAST_NAME_REQUIRED,
} from '../constants/messages.js';
import { type OnboardingInput, validateOnboarding } from './validate-onboarding.js';

const input = (overrides: Partial<OnboardingInput> = {}): OnboardingInput => ({
  email: ' ana@example.com ',
  firstName: ' Ana ',
  lastName: 'Reyes',
  dob: '2000-05-17',
  gender: 'female',
  ...overrides,
});

describe('validateOnboarding', () => {
  it('returns trimmed fields when everything is right', () => {
    expect(validateOnboarding(input(), '2026-04-01')).toEqual({
      ok: true,
      value: {
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Reyes',
        dob: '2000-05-17',
        gender: 'female',
      },
    });
  });

  it('counts the 18th birthday itself as old enough', () => {
    expect(validateOnboarding(input({ dob: '2008-04-01' }), '2026-04-01').ok).toBe(true);
  });

  it('refuses someone who turns 18 tomorrow with the SPEC message', () => {
    expect(validateOnboarding(input({ dob: '2008-04-02' }), '2026-04-01')).toEqual({
      ok: false,
      errors: { dob: 'You must be at least 18 years old to create an account.' },
    });
  });

  it('lets a 29 February birthday come of age on 1 March', () => {
    expect(validateOnboarding(input({ dob: '2008-02-29' }), '2026-02-28').ok).toBe(false);
    expect(validateOnboarding(input({ dob: '2008-02-29' }), '2026-03-01').ok).toBe(true);
  });

  it('requires a gender with the SPEC message', () => {
    expect(validateOnboarding(input({ gender: '' }), '2026-04-01')).toEqual({
      ok: false,
      errors: { gender: 'Please select your gender.' },
    });
    expect(GENDER_REQUIRED).toBe('Please select your gender.');
  });

  it("sends the buyer's own words for 'other', and requires them", () => {
    const other = validateOnboarding(
      input({ gender: 'other', genderOther: ' Non-binary ' }),
      '2026-04-01',
    );
    expect(other).toMatchObject({ ok: true, value: { gender: 'Non-binary' } });
    expect(validateOnboarding(input({ gender: 'other', genderOther: ' ' }), '2026-04-01')).toEqual({
      ok: false,
      errors: { gender: GENDER_OTHER_REQUIRED },
    });
  });

  it('reports every failing field at once', () => {
    const result = validateOnboarding(
      { email: 'ana@', firstName: ' ', lastName: '', dob: '2000-02-30', gender: '' },
      '2026-04-01',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        email: EMAIL_INVALID,
        firstName: FIRST_NAME_REQUIRED,
        lastName: LAST_NAME_REQUIRED,
        dob: DOB_INVALID,
        gender: GENDER_REQUIRED,
      },
    });
  });

  it('refuses a date of birth after today (the picker max)', () => {
    expect(validateOnboarding(input({ dob: '2026-04-02' }), '2026-04-01')).toEqual({
      ok: false,
      errors: { dob: DOB_IN_FUTURE },
    });
  });

  it('throws when the caller passes a malformed today', () => {
    expect(() => validateOnboarding(input(), '04/01/2026')).toThrow(RangeError);
  });
});
