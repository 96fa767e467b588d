import { EMAIL_INVALID, PHONE_INVALID } from '../constants/messages.js';
import { isEmail } from './is-email.js';
import { requiredFields } from './required-fields.js';
import { validatePhone } from './validate-phone.js';
import type { FormResult } from './validation-result.js';

export type SellerInput = { firstName: string; lastName: string; phone: string; email: string };

const LABELS = { firstName: 'First name', lastName: 'Last name', phone: 'Phone', email: 'Email' };

/** SPEC §5 add seller: first name, last name, phone and email required, and well-formed. */
export function validateSeller(input: SellerInput): FormResult<SellerInput> {
  const errors: Partial<Record<keyof SellerInput, string>> = requiredFields(input, LABELS);
  const phone = validatePhone(input.phone);
  if (!errors.phone && !phone.ok) errors.phone = PHONE_INVALID;
  if (!errors.email && !isEmail(input.email)) errors.email = EMAIL_INVALID;
  if (Object.keys(errors).length > 0 || !phone.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: phone.value,
      email: input.email.trim(),
    },
  };
}
