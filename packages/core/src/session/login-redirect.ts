import { isRole } from '../constants/roles.js';

export type LoginRedirect = {
  /** Where to navigate after login or onboarding. */
  path: string;
  /** Whether the navigation state keeps the checkout data the buyer came with. */
  keepCheckoutData: boolean;
};

/**
 * SPEC §4 Login: sellers and drivers go to their dashboards; buyers, admins and data entry go
 * back where they came from (or '/') with their checkout data; an unknown role goes to /login.
 * `from` is honoured only when it is an in-app path (see docs/decisions/016), so a crafted
 * link cannot send a freshly logged-in user to another site or loop back to /login.
 */
export function loginRedirect(options: {
  role: string | null | undefined;
  from?: string | null;
}): LoginRedirect {
  const { role, from } = options;
  if (!isRole(role)) return { path: '/login', keepCheckoutData: false };
  if (role === 'seller') return { path: '/sellerdashboard', keepCheckoutData: false };
  if (role === 'driver') return { path: '/driverdashboard', keepCheckoutData: false };
  return { path: safeReturnPath(from), keepCheckoutData: true };
}

function safeReturnPath(from: string | null | undefined): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/login/')) return '/';
  return from;
}
