import { SESSION_ENDED } from '@marketplace/core/constants/messages';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionEnded } from '../api/client';
import { paths } from '../lib/paths';

/**
 * When the API refuses the stored login (the client has cleared it by then), the user goes to
 * /login and, once logged in again, back to the page they were on; the cart and a checkout in
 * progress stay as they were.
 */
export function SessionEnded() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      onSessionEnded(() => {
        // sonner loads with the first toast, never with the first page.
        void import('../ui/toast').then(({ toast }) => toast.error(SESSION_ENDED));
        if (location.pathname === paths.login.getHref()) return;
        navigate(paths.login.getHref(), { state: { from } });
      }),
    [navigate, from, location.pathname],
  );
  return null;
}
