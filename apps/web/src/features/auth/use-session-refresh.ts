import { useEffect } from 'react';
import { getMe } from './api/get-me';
import { getSession, saveSession } from './session-store';

/**
 * Once per page load, a stored login is checked against the server: an admin who changed this
 * user's role (or details) is seen now, and the routes and the dashboard link follow at once. A
 * login the server refuses is cleared by the API client (session ended); a network failure
 * keeps the stored session as it is.
 */
export function useSessionRefresh(): void {
  useEffect(() => {
    const session = getSession();
    if (!session) return;
    const controller = new AbortController();
    getMe(controller.signal).then(
      (user) => {
        const current = getSession();
        // Only for the login that asked: a logout or another login meanwhile wins.
        if (current?.token !== session.token) return;
        if (JSON.stringify(current.user) !== JSON.stringify(user)) {
          saveSession({ user, token: session.token });
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
}
