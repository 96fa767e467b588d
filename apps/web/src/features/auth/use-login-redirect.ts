import { loginRedirect } from '@marketplace/core/session/login-redirect';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readLoginState } from './login-state';

/**
 * SPEC §4: after login or onboarding, send the user on by role. Buyers, admins and data entry
 * return to where they came from with their checkout data; sellers and drivers go to their
 * dashboards; an unknown role stays on /login.
 */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (role: string | null | undefined) => {
      const { from, checkoutData } = readLoginState(location.state);
      const target = loginRedirect({ role, from });
      const state =
        target.keepCheckoutData && checkoutData !== undefined ? { checkoutData } : undefined;
      navigate(target.path, { replace: true, state });
    },
    [navigate, location.state],
  );
}
