import { installableApp } from './installable-apps';

/**
 * Where the app's one service worker is served: built from src/service-worker.ts (vite.config.ts,
 * docs/decisions/147) as a classic script.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Every other page registers the worker only to receive push notifications, on a scope that
 * holds no page: it never answers a buyer's page, whose first paint stays the network's.
 */
export const PUSH_ONLY_SCOPE = '/push/';

/**
 * The scope a page at `pathname` registers the worker under: an installable app's pages (issue
 * #36: they are controlled, so they start offline), or the push-only scope.
 */
export function serviceWorkerScope(pathname: string): string {
  return installableApp(pathname)?.scope ?? PUSH_ONLY_SCOPE;
}

/**
 * The worker's registration for this page, registering it if needed; null where the browser
 * has no service workers (or refuses them: a private window, an insecure origin).
 */
export async function serviceWorkerRegistration(
  pathname = window.location.pathname,
): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const scope = serviceWorkerScope(pathname);
  try {
    const existing = await navigator.serviceWorker.getRegistration(scope);
    if (existing && new URL(existing.scope).pathname === scope) return existing;
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope });
  } catch {
    return null;
  }
}
