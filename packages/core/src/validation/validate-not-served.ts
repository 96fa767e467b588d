import { PHONE_LENGTH } from '../constants/limits.js';
import { NAME_REQUIRED, PHONE_INVALID, PHONE_REQUIRED } from '../constants/messages.js';
import type { FormResult } from './validation-result.js';

export type NotServedInput = { name: string; phone: string };

/**
 * SPEC §5 not-served (waitlist) form: name and phone required, the phone at most 10 characters.
 * It is also a US phone (SPEC §5), so it must come to exactly 10 digits.
 */
export function validateNotServed(input: NotServedInput): FormResult<NotServedInput> {
  const name = input.name.trim();
  const phone = input.phone.trim();
  const errors: Partial<Record<keyof NotServedInput, string>> = {};
  if (name === '') errors.name = NAME_REQUIRED;
  if (phone === '') errors.phone = PHONE_REQUIRED;
  else if (phone.length > PHONE_LENGTH || !/^\d{10}$/.test(phone)) errors.phone = PHONE_INVALID;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, phone } };
}
