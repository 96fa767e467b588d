import { describe, expect, it } from 'vitest';
import * as limits from './limits.js';

describe('limits', () => {
  it('carry the figures of SPEC §5 and §9', () => {
    expect(limits).toMatchObject({
      OTP_LENGTH: 6,
      PHONE_LENGTH: 10,
      PHONE_COUNTRY_CODE: '+1',
      RESEND_COOLDOWN_SECONDS: 60,
      MINIMUM_AGE: 18,
      ALCOHOL_MINIMUM_AGE: 21,
      SUGGESTION_DEBOUNCE_MS: 400,
      ADDRESS_AUTOCOMPLETE_MIN_CHARS: 3,
      TEXT_INPUT_MAX: 30,
      TEXT_AREA_MAX: 175,
      DESCRIPTION_PREVIEW: 50,
      ZIPS_SHOWN_PER_CITY: 3,
      BREAKPOINT_PX: 768,
      RECOMMENDED_STRIP_SCROLL_PX: 200,
      WAITLIST_COUPON_DOLLARS: 10,
      WAITLIST_COUPON_CENTS: 1000,
      TAX_RATE_BASIS_POINTS: 1025,
      TOAST_DEFAULT_MS: 5000,
      TOAST_CART_ERROR_MS: 2000,
      TOAST_CART_INFO_MS: 2000,
      TOAST_CART_SUCCESS_MS: 1500,
      DEFAULT_TIMEZONE: 'America/Los_Angeles',
    });
  });
});
