/**
 * Every error code the API answers with, and its HTTP status: the one place they are paired.
 * Clients switch on `code`; the `error` sentence is for people.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BODY_TOO_LARGE: 413,
  INVALID_CODE: 400,
  NOT_DELIVERABLE: 400,
  PROMO_INVALID: 400,
  PROMO_MINIMUM_NOT_MET: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  PHONE_TAKEN: 409,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PRODUCT_UNAVAILABLE: 409,
  WINDOW_UNAVAILABLE: 409,
  PAYMENT_INCOMPLETE: 409,
  PAYMENT_MISMATCH: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  OTP_LOCKED: 429,
  INTERNAL: 500,
  OTP_SEND_FAILED: 502,
  PAYMENT_PROVIDER_FAILED: 502,
  ADDRESS_SEARCH_FAILED: 502,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The body of every error response. `requestId` names the request in the API's logs (and its
 * `X-Request-Id` header); only an answer Node gives before a request exists (a malformed or
 * too-slow request) has none.
 */
export type ErrorBody = { error: string; code: ErrorCode; requestId?: string };
