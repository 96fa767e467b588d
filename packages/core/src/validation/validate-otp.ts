import { OTP_LENGTH } from '../constants/limits.js';
import { OTP_INVALID } from '../constants/messages.js';
import type { FieldResult } from './validation-result.js';

/** SPEC §5 OTP: exactly 6 digits; the Verify button stays disabled until this is ok. */
export function validateOtp(input: string): FieldResult<string> {
  const code = input.trim();
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)
    ? { ok: true, value: code }
    : { ok: false, error: OTP_INVALID };
}
