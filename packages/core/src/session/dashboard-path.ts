import type { Role } from '../constants/roles.js';

const DASHBOARDS: Readonly<Record<Role, string>> = {
  seller: '/sellerdashboard',
  buyer: '/dashboard',
  driver: '/driverdashboard',
  admin: '/admindashboard',
  dataentry: '/data-entry-dashboard',
};

/**
 * SPEC §2 header auth area: where the user icon leads. Takes any string because the role comes
 * from storage; an unknown role (or none) leads back to /login.
 */
export function dashboardPath(role: string | null | undefined): string {
  return Object.hasOwn(DASHBOARDS, role ?? '') ? DASHBOARDS[role as Role] : '/login';
}
