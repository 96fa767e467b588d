import { isRole, type Role } from '../constants/roles.js';

/** The user as the browser stores it; a session needs at least these fields (SPEC §3). */
export type StoredUser = {
  _id: string;
  firstName: string;
  email: string;
  role?: Role;
  [field: string]: unknown;
};

/**
 * SPEC §4 session: valid only when a stored user and token both exist and the user has the
 * right shape. Anything unparsable or malformed gives null, and the caller clears the auth data
 * silently. An unknown role is dropped rather than trusted.
 */
export function parseStoredSession(stored: {
  user: string | null | undefined;
  token: string | null | undefined;
}): { user: StoredUser; token: string } | null {
  const token = stored.token?.trim();
  if (!token || !stored.user) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored.user);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const user = parsed as Record<string, unknown>;
  for (const field of ['_id', 'firstName', 'email']) {
    if (typeof user[field] !== 'string' || (user[field] as string).trim() === '') return null;
  }
  const { role, ...rest } = user;
  return { user: { ...(rest as StoredUser), ...(isRole(role) ? { role } : {}) }, token };
}
