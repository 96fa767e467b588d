import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { preparedFor } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { USER_NOT_FOUND, type UserRecord, type UsersDeps } from './service.js';

/** How long a login lasts unless its user logs out or an admin ends it (docs/decisions/121). */
export const SESSION_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * A new login's row, which its token names. The user's ended and expired sessions are cleared
 * first, so a user keeps only the rows of the logins that still count.
 */
export async function startSession(
  db: Executor,
  input: { userId: string; now: Date },
): Promise<{ sessionId: string; expiresAt: Date }> {
  const { userId, now } = input;
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(isNotNull(sessions.endedAt), lte(sessions.expiresAt, now)),
      ),
    );
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId, createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  return { sessionId: row!.id, expiresAt };
}

/**
 * Read on every authenticated request (plugins/auth.ts), so prepared: the user of a session that
 * still counts, in one read with the session itself.
 */
const userOfSession = preparedFor((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('user_of_session'),
);

/** The session's user while it counts; null when it ended, expired, or is not theirs. */
export async function findSessionUser(
  db: Executor,
  input: { sessionId: string; userId: string; now: Date },
): Promise<UserRecord | null> {
  if (!isUuid(input.sessionId) || !isUuid(input.userId)) return null;
  const [row] = await userOfSession(db).execute(input);
  return row?.user ?? null;
}

/** POST /api/logout: this login no longer counts, on any instance, from the next request. */
export async function endSession(db: Executor, input: { sessionId: string; now: Date }) {
  await db
    .update(sessions)
    .set({ endedAt: input.now })
    .where(and(eq(sessions.id, input.sessionId), isNull(sessions.endedAt)));
}

/**
 * DELETE /api/users/{userId}/sessions (admin): every login of the user ends (a lost phone, a
 * departing driver); their open streams close. Answers how many were still counting.
 */
export async function endSessionsOfUser(
  deps: UsersDeps & { clock: () => Date },
  input: { actor: Actor | null; userId: string },
): Promise<number> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'user.sessions.end' });
  if (!isUuid(input.userId)) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  const now = deps.clock();
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.length;
}
