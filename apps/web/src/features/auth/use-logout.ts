import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { logout, logoutAndClearAll } from './session-store';

/** Logs out and goes to /login. `clearEverything` is the driver's variant (SPEC §4). */
export function useLogout(options: { clearEverything?: boolean } = {}) {
  const navigate = useNavigate();
  const { clearEverything = false } = options;
  return useCallback(() => {
    if (clearEverything) logoutAndClearAll();
    else logout();
    navigate(paths.login.getHref(), { replace: true });
  }, [navigate, clearEverything]);
}
