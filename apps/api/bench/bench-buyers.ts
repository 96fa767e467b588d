import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.js';
import { ROLE_ID, users } from '../src/db/schema.js';
import { signIn } from '../src/modules/auth/sign-in.js';
import { createTokens } from '../src/modules/auth/tokens.js';

/**
 * `count` new buyers, their phones `+1{areaCode}` and a 7-digit counter, and a session token for
 * each signed with `tokenSecret` (the secret the bench's API is started with).
 */
export async function benchBuyerTokens(
  db: Database,
  options: { count: number; areaCode: string; firstName: string; tokenSecret: string },
): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: options.count }, (_, n) => ({
        phone: `+1${options.areaCode}${String(n).padStart(7, '0')}`,
        firstName: options.firstName,
        lastName: `Buyer ${n}`,
        email: `${options.firstName.toLowerCase()}-buyer-${n}@example.com`,
        dob: '1990-01-01',
        gender: 'female' as const,
        role: 'buyer' as const,
        [ROLE_ID.buyer]: randomUUID(),
      })),
    )
    .returning({ id: users.id });
  const tokens = createTokens(options.tokenSecret);
  return Promise.all(rows.map((row) => signIn({ db, tokens }, row.id)));
}
