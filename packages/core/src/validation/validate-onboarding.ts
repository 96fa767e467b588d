import { MINIMUM_AGE } from '../constants/limits.js';
import {
  DOB_IN_FUTURE,
  DOB_INVALID,
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  GENDER_OTHER_REQUIRED,
  GENDER_REQUIRED,
  LAST_NAME_REQUIRED,
  UNDER_MINIMUM_AGE,
} from '../constants/messages.js';
import { calendarDate } from './calendar-date.js';
import { isEmail } from './is-email.js';
import type { FormResult } from './validation-result.js';

export type OnboardingInput = {
  email: string;
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD', as a date input gives it. */
  dob: string;
  /** 'male' | 'female' | 'other', or already the buyer's own words. */
  gender: string;
  /** The free text shown when gender is 'other'. */
  genderOther?: string;
};

/** SPEC §3 onboarding payload, less the phone the OTP step already proved. */
export type Onboarding = {
  email: string;
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
};

/**
 * SPEC §5 onboarding. `today` is the calendar date 'YYYY-MM-DD' on which age is judged (the
 * browser's own date in the form, the store zone's on the server: see windows/local-date-time).
 * Returns `{ ok: true, value }` with trimmed fields and gender resolved ('other' → its text), or
 * `{ ok: false, errors }` with one message per failing field: email, firstName, lastName, dob,
 * gender. An 18th birthday counts as 18; a 29 February birthday comes of age on 1 March.
 */
export function validateOnboarding(
  input: OnboardingInput,
  today: string,
): FormResult<Onboarding, keyof Onboarding> {
  const errors: Partial<Record<keyof Onboarding, string>> = {};
  const email = input.email.trim();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const gender = resolveGender(input);

  if (!isEmail(email)) errors.email = EMAIL_INVALID;
  if (firstName === '') errors.firstName = FIRST_NAME_REQUIRED;
  if (lastName === '') errors.lastName = LAST_NAME_REQUIRED;
  const dobError = checkDob(input.dob, today);
  if (dobError) errors.dob = dobError;
  if (!gender.ok) errors.gender = gender.error;

  if (Object.keys(errors).length > 0 || !gender.ok) return { ok: false, errors };
  return { ok: true, value: { email, firstName, lastName, dob: input.dob, gender: gender.value } };
}

function resolveGender(input: OnboardingInput) {
  const gender = input.gender.trim();
  if (gender === '') return { ok: false, error: GENDER_REQUIRED } as const;
  if (gender !== 'other') return { ok: true, value: gender } as const;
  const text = (input.genderOther ?? '').trim();
  return text === ''
    ? ({ ok: false, error: GENDER_OTHER_REQUIRED } as const)
    : ({ ok: true, value: text } as const);
}

function checkDob(dob: string, today: string): string | null {
  const birth = calendarDate(dob);
  const now = calendarDate(today);
  if (!now) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  if (!birth) return DOB_INVALID;
  if (dob > today) return DOB_IN_FUTURE;
  const hadBirthday = now.month * 100 + now.day >= birth.month * 100 + birth.day;
  const age = now.year - birth.year - (hadBirthday ? 0 : 1);
  return age >= MINIMUM_AGE ? null : UNDER_MINIMUM_AGE;
}
