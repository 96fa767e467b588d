import { PHONE_COUNTRY_CODE } from '@marketplace/core/constants/limits';
import { validatePhone } from '@marketplace/core/validation/validate-phone';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

/** Schemas every part of the API uses: the error body, a phone, an id in a path. */

export const errorBodySchema = z
  .object({
    error: z.string().describe('A sentence for people.'),
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  })
  .meta({ id: 'Error', description: 'Every error response.' });

/**
 * A US phone as a person types it ('6265550101', '+1 (626) 555-0101'); the route receives it as
 * E.164 ('+16265550101'), the form every phone is stored and sent to providers in.
 */
export const phoneSchema = z
  .string()
  .max(32)
  .transform((value, context) => {
    const result = validatePhone(value);
    if (!result.ok) {
      context.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return `${PHONE_COUNTRY_CODE}${result.value}`;
  })
  .describe('US phone: 10 digits, optionally with +1.');

/** Ids in paths: capped so nothing huge reaches a query; a malformed id is simply not found. */
export const idParamSchema = z.string().min(1).max(64);
