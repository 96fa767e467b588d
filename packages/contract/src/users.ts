import { ROLES } from '@marketplace/core/constants/roles';
import { z } from 'zod';
import { afterField, nextAfterField, pageLimitField } from './fields.js';

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

// ------------------------------------------------------------- user management (admin)

/** The longest page of GET /api/users, and the most role edits one Save Changes sends. */
export const USERS_PAGE_MAX = 200;
export const ROLE_CHANGES_MAX = 200;
/** The longest search text for users (a name or a phone). */
export const USER_SEARCH_MAX = 100;

export const usersQuerySchema = z.strictObject({
  role: roleSchema.optional().describe('Only users with this role; absent for all.'),
  q: z
    .string()
    .trim()
    .max(USER_SEARCH_MAX)
    .optional()
    .describe(
      'One or two letters: the start of a first or last name; more: part of the name (case-insensitive); 3 or more digits: found inside the phone.',
    ),
  limit: pageLimitField(USERS_PAGE_MAX),
  after: afterField,
});

export type UsersQuery = z.input<typeof usersQuerySchema>;

/**
 * A search counts its matches up to this many in all (issue #32): past it every count says "at
 * least", which is all a person reads from a five-digit number, and counting stays cheap.
 */
export const USER_COUNT_CAP = 1000;

export const roleCountsSchema = z.object({
  all: z.number().int(),
  buyer: z.number().int(),
  seller: z.number().int(),
  driver: z.number().int(),
  admin: z.number().int(),
  dataentry: z.number().int(),
});

export type RoleCounts = z.infer<typeof roleCountsSchema>;

export const usersPageSchema = z
  .object({
    users: z.array(userSchema),
    counts: roleCountsSchema
      .nullable()
      .describe(
        "Users per role matching `q` (whatever `role` is), on the first page; null on later pages (`after`), whose first page's counts still hold.",
      ),
    countsCapped: z
      .boolean()
      .describe(
        'With `q`, counting stopped at USER_COUNT_CAP (1000) matches in all and this is true: every count, `all` included, says at least. False when every count is exact.',
      ),
    nextAfter: nextAfterField,
  })
  .meta({ id: 'UsersPage', description: 'A page of users, oldest account first.' });

export type UsersPage = z.infer<typeof usersPageSchema>;

export const roleChangesBodySchema = z.strictObject({
  changes: z
    .array(z.strictObject({ userId: z.string().min(1).max(64), role: roleSchema }))
    .min(1)
    .max(ROLE_CHANGES_MAX),
});

export type RoleChangesBody = z.infer<typeof roleChangesBodySchema>;

export const roleChangesAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  users: z.array(userSchema),
});

export type RoleChangesAnswer = z.infer<typeof roleChangesAnswerSchema>;

/** DELETE /api/users/{id}/sessions: how many of the user's logins were ended. */
export const endedSessionsAnswerSchema = z
  .object({ ended: z.number().int().min(0), message: z.string() })
  .meta({ id: 'EndedSessions' });
export type EndedSessionsAnswer = z.infer<typeof endedSessionsAnswerSchema>;
