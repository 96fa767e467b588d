import type { User } from '@marketplace/contract/users';
import { isRole } from '@marketplace/core/constants/roles';
import {
  parseStoredSession,
  type StoredUser,
} from '@marketplace/core/session/parse-stored-session';
import {
  clearAll,
  readRaw,
  removeKeys,
  subscribeToKeys,
  writeEntries,
  writeRaw,
} from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The logged-in session, kept in localStorage under `user` (JSON) and `token` (the raw bearer
 * token) per SPEC §3. SPEC §4: a session is valid only when both exist and the user has the
 * right shape (`_id`, `firstName`, `email`); anything else is cleared silently and counts as
 * logged out. Changes made in another tab arrive through the `storage` event.
 */

/** The stored user: `_id`, `firstName` and `email` are guaranteed, the rest as the API sent it. */
export type SessionUser = StoredUser & Partial<Omit<User, '_id' | 'firstName' | 'email' | 'role'>>;

export type Session = { user: SessionUser; token: string };

const AUTH_KEYS = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.token,
  STORAGE_KEYS.tempToken,
  STORAGE_KEYS.tempUser,
] as const;
const SESSION_KEYS = [STORAGE_KEYS.user, STORAGE_KEYS.token] as const;

/** The user's role when it is one the product knows; an unknown role is `null`. */
export function sessionRole(session: Session | null) {
  const role = session?.user.role;
  return isRole(role) ? role : null;
}

// useSyncExternalStore needs the same object back until the stored data really changes.
let cachedRaw: { user: string | null; token: string | null } = { user: null, token: null };
let cachedSession: Session | null = null;

/** The current session, or null. Malformed stored data is removed as a side effect. */
export function getSession(): Session | null {
  const rawUser = readRaw(STORAGE_KEYS.user);
  const rawToken = readRaw(STORAGE_KEYS.token);
  if (rawUser === cachedRaw.user && rawToken === cachedRaw.token) return cachedSession;

  const parsed = parseStoredSession({ user: rawUser, token: rawToken });
  if (!parsed && (rawUser !== null || rawToken !== null)) {
    // Silent by design (SPEC §8): corrupted data is not the user's problem to hear about.
    removeKeys(AUTH_KEYS, { deferNotice: true });
    cachedRaw = { user: null, token: null };
    cachedSession = null;
    return null;
  }
  cachedRaw = { user: rawUser, token: rawToken };
  cachedSession = parsed;
  return cachedSession;
}

export function subscribeToSession(listener: () => void): () => void {
  return subscribeToKeys(SESSION_KEYS, listener);
}

/** Stores a session after login or onboarding; the temporary onboarding data goes. */
export function saveSession(session: { user: User | SessionUser; token: string }): void {
  writeEntries({
    [STORAGE_KEYS.user]: JSON.stringify(session.user),
    [STORAGE_KEYS.token]: session.token,
    [STORAGE_KEYS.tempToken]: null,
    [STORAGE_KEYS.tempUser]: null,
  });
}

/** The onboarding token verify-otp gives a new phone (SPEC §4 Login). */
export function saveTempToken(tempToken: string): void {
  writeRaw(STORAGE_KEYS.tempToken, tempToken);
}

export function getTempToken(): string | null {
  return readRaw(STORAGE_KEYS.tempToken);
}

/**
 * SPEC §4 logout: auth data, checkout data (with the choices made at checkout, which hold
 * addresses) and session storage. Navigation is the caller's.
 */
export function logout(): void {
  removeKeys([...AUTH_KEYS, STORAGE_KEYS.checkoutData, STORAGE_KEYS.checkoutChoices]);
  try {
    window.sessionStorage.clear();
  } catch {
    // Session storage may be unavailable; there is then nothing to clear.
  }
}

/** The driver's logout (SPEC §4): everything local goes, including their progress. */
export function logoutAndClearAll(): void {
  clearAll();
  try {
    window.sessionStorage.clear();
  } catch {
    // As above.
  }
}
