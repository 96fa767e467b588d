import { describe, expect, it } from 'vitest';
import { PHONE_INVALID, PHONE_REQUIRED } from '../constants/messages.js';
import { toE164, validatePhone } from './validate-phone.js';

describe('validatePhone', () => {
  it('accepts 10 digits, trimmed', () => {
    expect(validatePhone(' 6265550100 ')).toEqual({ ok: true, value: '6265550100' });
  });

  it('drops the formatting a buyer types or pastes, and a leading +1', () => {
    expect(validatePhone('(626) 555-0100')).toEqual({ ok: true, value: '6265550100' });
    expect(validatePhone('+1 626.555.0100')).toEqual({ ok: true, value: '6265550100' });
    expect(validatePhone('16265550100')).toEqual({ ok: true, value: '6265550100' });
  });

  it('says a blank phone is required, so the form can do nothing', () => {
    expect(validatePhone('   ')).toEqual({ ok: false, error: PHONE_REQUIRED });
  });

  it.each(['626555010', '62655501001', '26265550100', '626555010a', '+44 20 7946 0958'])(
    'refuses %s',
    (input) => {
      expect(validatePhone(input)).toEqual({ ok: false, error: PHONE_INVALID });
    },
  );
});

describe('toE164', () => {
  it('sends +1 then the trimmed digits', () => {
    expect(toE164(' 6265550100')).toBe('+16265550100');
  });

  it('throws on a phone that would not validate', () => {
    expect(() => toE164('123')).toThrow(PHONE_INVALID);
  });
});
