import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../api/client';
import { paths } from '../../lib/paths';
import { logout, logoutAndClearAll } from './session-store';

/**
 * Logs out and goes to /login. `clearEverything` is the driver's variant (SPEC §4). The server is
 * asked to end the login first (POST /api/logout, docs/decisions/121), so the token is worthless
 * even if a copy of it survives; without a connection the phone forgets it all the same.
 */
export function useLogout(options: { clearEverything?: boolean } = {}) {
  const navigate = useNavigate();
  const { clearEverything = false } = options;
  return useCallback(() => {
    void apiRequest('/api/logout', { method: 'POST' }).catch(() => undefined);
    if (clearEverything) logoutAndClearAll();
    else logout();
    navigate(paths.login.getHref(), { replace: true });
  }, [navigate, clearEverything]);
}
