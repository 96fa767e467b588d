import { describe, expect, it } from 'vitest';
import { OTP_INVALID } from '../constants/messages.js';
import { validateOtp } from './validate-otp.js';

describe('validateOtp', () => {
  it('accepts exactly 6 digits, trimmed', () => {
    expect(validateOtp(' 123456 ')).toEqual({ ok: true, value: '123456' });
  });

  it.each(['', '12345', '1234567', '12345a', '12 456'])(
    'refuses %j (Verify stays disabled)',
    (code) => {
      expect(validateOtp(code)).toEqual({ ok: false, error: OTP_INVALID });
    },
  );
});
