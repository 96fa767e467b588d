import { ERROR_STATUS, type ErrorCode } from '@marketplace/contract/errors';

/** The one error type: a code of the contract (its HTTP status is paired there) and a sentence. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Extra response headers, such as `Retry-After` on a 429. */
  readonly headers: Record<string, string>;
  /** More of the answer beside `error` and `code`, such as the rows a bulk change refused. */
  readonly details: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options?: {
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.headers = options?.headers ?? {};
    this.details = options?.details ?? {};
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** A 429 whose sentence says when to come back, with the matching `Retry-After` header. */
export function rateLimited(retryAfterSeconds: number, what = 'requests'): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', `Too many ${what}. Please try again in ${wait(seconds)}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

function wait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
