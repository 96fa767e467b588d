/** SPEC §5 and §9 limits. Durations carry their unit in the name. */

export const OTP_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const PHONE_COUNTRY_CODE = '+1';
export const RESEND_COOLDOWN_SECONDS = 60;

export const MINIMUM_AGE = 18;
/** Terms: alcohol orders need 21+ and ID on delivery. */
export const ALCOHOL_MINIMUM_AGE = 21;

export const SUGGESTION_DEBOUNCE_MS = 400;
/** Search box suggestions: at most this many names. */
export const SUGGESTIONS_LIMIT = 8;
/** Address autocomplete starts after more than 2 characters, so at 3. */
export const ADDRESS_AUTOCOMPLETE_MIN_CHARS = 3;

export const TEXT_INPUT_MAX = 30;
export const TEXT_AREA_MAX = 175;
export const DESCRIPTION_PREVIEW = 50;

/** Address dialog: a zipcode shorter than this is not a real selection. */
export const ZIPCODE_MIN_LENGTH = 4;
/** Zip groups: cities with more zips than this are collapsed. */
export const ZIPS_SHOWN_PER_CITY = 3;

export const BREAKPOINT_PX = 768;
export const RECOMMENDED_STRIP_SCROLL_PX = 200;

export const WAITLIST_COUPON_DOLLARS = 10;
export const WAITLIST_COUPON_CENTS = 1000;

/** 10.25% as basis points, so tax is computed with integers (see docs/decisions/011). */
export const TAX_RATE_BASIS_POINTS = 1025;
/** Upper bound for a tip percentage the server accepts. */
export const MAX_TIP_PERCENT = 100;

export const TOAST_DEFAULT_MS = 5000;
/** SPEC §9 "Other toasts 1 to 3 s": how long a success toast stays (decision 123). */
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_CART_ERROR_MS = 2000;
export const TOAST_CART_INFO_MS = 2000;
export const TOAST_CART_SUCCESS_MS = 1500;
export const OTP_ERROR_RELOAD_MS = 1500;
export const WAITLIST_ERROR_TOAST_MS = 1500;
export const SELLER_ALERT_CLEAR_MS = 3000;

/** ARCHITECTURE: a store's hours are local to its `timezone`, by default Pasadena's. */
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
