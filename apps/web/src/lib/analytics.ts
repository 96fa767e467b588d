import { pageType } from '@marketplace/core/session/page-type';

/**
 * GA4 through gtag.js, only when a measurement id is configured (VITE_GA_MEASUREMENT_ID): then
 * the script is injected once; otherwise nothing is loaded and every call is a no-op. Every
 * event carries the user's role and the currency (SPEC §7).
 */

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const SCRIPT_ID = 'gtag-js';
export const ANALYTICS_CURRENCY = 'USD';
/** How a visitor without a session is reported. */
export const GUEST_ROLE = 'guest';

/** The configured measurement id, or null when analytics is off. */
export function measurementId(): string | null {
  const id = import.meta.env.VITE_GA_MEASUREMENT_ID?.trim();
  return id ? id : null;
}

/** Loads gtag.js for `id` once; false (and nothing loaded) without an id. */
export function initAnalytics(id: string | null): boolean {
  if (!id) return false;
  if (document.getElementById(SCRIPT_ID)) return true;
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself; an array would not be recognised.
      // biome-ignore lint/complexity/noArguments: see above.
      window.dataLayer?.push(arguments);
    };
  }
  window.gtag('js', new Date());
  // Page views are sent by the router (a single-page app has no page loads to count).
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}

/** Sends an event with the role and currency every event carries; a no-op when off. */
export function trackEvent(
  name: string,
  params: { role: string | null } & Record<string, unknown>,
): void {
  const id = measurementId();
  if (!id || !window.gtag) return;
  const { role, ...rest } = params;
  window.gtag('event', name, {
    ...rest,
    user_role: role ?? GUEST_ROLE,
    currency: ANALYTICS_CURRENCY,
    send_to: id,
  });
}

/** SPEC §2 page-view analytics: the path, classified by core's page type. */
export function trackPageView(options: { path: string; role: string | null; title?: string }) {
  const pathname = options.path.split(/[?#]/)[0] ?? options.path;
  trackEvent('page_view', {
    role: options.role,
    page_path: options.path,
    page_location: window.location.origin + options.path,
    page_title: options.title,
    page_type: pageType(pathname),
  });
}
