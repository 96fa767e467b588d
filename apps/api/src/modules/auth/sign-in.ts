import type { Executor } from '../../db/client.js';
import { startSession } from '../users/sessions.js';
import type { Tokens } from './tokens.js';

/**
 * Logs the user in: a session row (docs/decisions/121) and the token that names it. Verify-otp
 * and onboarding answer with it; tests and benches log their users in the same way.
 */
export async function signIn(
  deps: { db: Executor; tokens: Tokens; clock?: () => Date },
  userId: string,
): Promise<string> {
  const now = deps.clock?.() ?? new Date();
  const { sessionId, expiresAt } = await startSession(deps.db, { userId, now });
  return deps.tokens.signSession({ userId, sessionId, expiresAt });
}
