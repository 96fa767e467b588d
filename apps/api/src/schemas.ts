import { PHONE_COUNTRY_CODE } from '@marketplace/core/constants/limits';
import { ROLES } from '@marketplace/core/constants/roles';
import { validatePhone } from '@marketplace/core/validation/validate-phone';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

/** HTTP schemas several modules share. */

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

export const roleSchema = z.enum(ROLES);

export const userSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().describe('E.164: +1 and 10 digits.'),
    dob: z.string().nullable().describe('YYYY-MM-DD'),
    gender: z.string().nullable(),
    role: roleSchema,
    buyerId: z.string().nullable(),
    sellerId: z.string().nullable(),
    driverId: z.string().nullable(),
    adminId: z.string().nullable(),
    dataentryId: z.string().nullable(),
  })
  .meta({ id: 'User', description: 'SPEC §3 User.' });

/** Ids in paths: capped so nothing huge reaches a query; a malformed id is simply not found. */
export const idParamSchema = z.string().min(1).max(64);
