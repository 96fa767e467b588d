import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sessionRole } from '../features/auth/session-store';
import { useSession } from '../features/auth/use-session';
import { initAnalytics, measurementId, trackPageView } from '../lib/analytics';

/** Reports each route change as a page view, when analytics is configured (SPEC §2, §7). */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const role = sessionRole(useSession());
  const id = measurementId();

  useEffect(() => {
    initAnalytics(id);
  }, [id]);

  // One view per path or query change; a login on the same page is not a new view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: role is read, not a trigger.
  useEffect(() => {
    if (!id) return;
    trackPageView({ path: `${pathname}${search}`, role, title: document.title });
  }, [id, pathname, search]);

  return null;
}
