import { PHONE_COUNTRY_CODE, PHONE_LENGTH } from '../constants/limits.js';
import { PHONE_INVALID, PHONE_REQUIRED } from '../constants/messages.js';
import type { FieldResult } from './validation-result.js';

/**
 * SPEC §5 phone: a 10-digit US number. Spaces, dashes, dots and brackets a buyer types or
 * pastes are dropped, as is a leading +1 / 1, so '(626) 555-0100' and '+1 626 555 0100' are
 * the same phone. The value is the 10 bare digits. A blank phone gives PHONE_REQUIRED, which
 * the login form treats as "do nothing" (SPEC: sending does nothing if empty).
 */
export function validatePhone(input: string): FieldResult<string> {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: PHONE_REQUIRED };
  if (/[^\d\s().+-]/.test(trimmed)) return { ok: false, error: PHONE_INVALID };
  const digits = trimmed.replace(/\D/g, '');
  const national =
    digits.length === PHONE_LENGTH + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== PHONE_LENGTH) return { ok: false, error: PHONE_INVALID };
  return { ok: true, value: national };
}

/** The number as sent to the OTP provider: +1 then the 10 digits. Throws on an invalid phone. */
export function toE164(input: string): string {
  const result = validatePhone(input);
  if (!result.ok) throw new RangeError(result.error);
  return `${PHONE_COUNTRY_CODE}${result.value}`;
}
