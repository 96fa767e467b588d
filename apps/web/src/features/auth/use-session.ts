import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeToSession } from './session-store';

/** The current session, re-rendering on login, logout and changes made in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}
