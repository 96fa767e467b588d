import { randomUUID } from 'node:crypto';
import { ROLE_ID, type users } from '../schema/users.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

type Role = (typeof DEMO_ACCOUNTS)[number]['role'];
type UserRow = typeof users.$inferInsert;

/** A second seller, so the seller dashboard shows only the stores its owner really owns. */
export const SECOND_SELLER = {
  role: 'seller',
  phone: '+16265550112',
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'rosa.delgado@example.com',
} as const;

const PROFILES: Record<string, Pick<UserRow, 'dob' | 'gender'>> = {
  '+16265550101': { dob: '1991-05-14', gender: 'female' },
  '+16265550102': { dob: '1984-09-02', gender: 'male' },
  '+16265550103': { dob: '1996-02-21', gender: 'female' },
  '+16265550104': { dob: '1988-11-30', gender: 'female' },
  '+16265550105': { dob: '1993-07-08', gender: 'male' },
  '+16265550112': { dob: '1979-03-25', gender: 'female' },
};

/** One user per demo account (plus the second seller), each with its role's id. */
export function demoUserRows(): (UserRow & { id: string; role: Role })[] {
  return [...DEMO_ACCOUNTS, SECOND_SELLER].map((account) => ({
    id: randomUUID(),
    phone: account.phone,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    ...PROFILES[account.phone],
    role: account.role,
    [ROLE_ID[account.role]]: randomUUID(),
  }));
}
