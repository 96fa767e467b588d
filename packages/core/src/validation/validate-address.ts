import { PHONE_LENGTH, ZIPCODE_MIN_LENGTH } from '../constants/limits.js';
import { ADDRESS_INVALID, CONTACT_INVALID, FULL_NAME_REQUIRED } from '../constants/messages.js';
import type { FormResult } from './validation-result.js';

export type AddressDialogInput = { fullname: string; contact: string; zipcode?: string | null };

/**
 * SPEC §5 checkout address dialog: a full name, a contact of exactly 10 digits once everything
 * else is stripped (the value keeps only the digits), and a zipcode of at least 4 characters,
 * which proves an address was picked from the suggestions. Serviceability is the server's
 * separate zip check.
 */
export function validateAddress(
  input: AddressDialogInput,
): FormResult<{ fullname: string; contact: string; zipcode: string }> {
  const fullname = input.fullname.trim();
  const contact = input.contact.replace(/\D/g, '');
  const zipcode = (input.zipcode ?? '').trim();
  const errors: { fullname?: string; contact?: string; zipcode?: string } = {};
  if (fullname === '') errors.fullname = FULL_NAME_REQUIRED;
  if (contact.length !== PHONE_LENGTH) errors.contact = CONTACT_INVALID;
  if (zipcode.length < ZIPCODE_MIN_LENGTH) errors.zipcode = ADDRESS_INVALID;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { fullname, contact, zipcode } };
}
