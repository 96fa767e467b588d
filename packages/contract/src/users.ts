import { ROLES } from '@marketplace/core/constants/roles';
import { z } from 'zod';

/** The users module's HTTP schemas; auth answers with the same User. */

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

export type User = z.infer<typeof userSchema>;
