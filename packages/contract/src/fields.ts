import { PHONE_COUNTRY_CODE } from '@marketplace/core/constants/limits';
import { validatePhone } from '@marketplace/core/validation/validate-phone';
import type { FieldResult } from '@marketplace/core/validation/validation-result';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

/** Schemas every part of the API uses: the error body, a phone, an id in a path. */

export const errorBodySchema = z
  .object({
    error: z.string().describe('A sentence for people.'),
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    requestId: z
      .string()
      .optional()
      .describe("The request's id, as in the X-Request-Id header and the API's logs."),
  })
  .meta({ id: 'Error', description: 'Every error response.' });

/**
 * Text of at most `max` characters checked by one of core's field rules: the rule's cleaned
 * value, or a 400 with the rule's own sentence.
 */
export function checkedBy<T>(rule: (value: string) => FieldResult<T>, max: number) {
  return z
    .string()
    .max(max)
    .transform((value, context) => {
      const result = rule(value);
      if (result.ok) return result.value;
      context.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    });
}

/**
 * A US phone as a person types it ('6265550101', '+1 (626) 555-0101'); the route receives it as
 * E.164 ('+16265550101'), the form every phone is stored and sent to providers in.
 */
export const phoneSchema = checkedBy(validatePhone, 32)
  .transform((digits) => `${PHONE_COUNTRY_CODE}${digits}`)
  .describe('US phone: 10 digits, optionally with +1.');

/** Ids in paths: capped so nothing huge reaches a query; a malformed id is simply not found. */
export const idParamSchema = z.string().min(1).max(64);

// ---------------------------------------------------------------- keyset pages

/** `limit`: how many a page brings, 50 unless asked, at most `max`. */
export const pageLimitField = (max: number) => z.coerce.number().int().min(1).max(max).default(50);

/** `after`: where the next page of a list sorted oldest or A–Z first starts. */
export const afterField = z
  .string()
  .max(64)
  .optional()
  .describe("The previous page's nextAfter; absent for the first page.");

/** A page's `nextAfter`: the last row's id when there is more. */
export const nextAfterField = z
  .string()
  .nullable()
  .describe('Pass as `after` for the next page; null at the end.');

/** A first page's count of `what` matching the query. */
export const firstPageCountField = (what: string) =>
  z
    .number()
    .int()
    .nullable()
    .describe(`${what} matching the query, on the first page; null on later pages (\`after\`).`);
