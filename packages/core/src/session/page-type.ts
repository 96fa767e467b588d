export type PageType =
  | 'home'
  | 'categories'
  | 'store_list'
  | 'store'
  | 'search'
  | 'cart'
  | 'checkout'
  | 'order_confirmation'
  | 'login'
  | 'dashboard'
  | 'info'
  | 'not_found';

const EXACT: Readonly<Record<string, PageType>> = {
  '/': 'home',
  '/categories': 'categories',
  '/stores': 'categories',
  '/search': 'search',
  '/cart': 'cart',
  '/checkout': 'checkout',
  '/order-confirmed': 'order_confirmation',
  '/login': 'login',
  '/about': 'info',
  '/contact': 'info',
  '/termsconditions': 'info',
  '/privacypolicy': 'info',
};
const DASHBOARDS = [
  '/dashboard',
  '/sellerdashboard',
  '/driverdashboard',
  '/admindashboard',
  '/data-entry-dashboard',
];

/**
 * SPEC §2 page-view analytics: the kind of page a path is, from the routes table. Query string,
 * hash and a trailing slash are ignored; a path no route matches is 'not_found'.
 */
export function pageType(path: string): PageType {
  const clean = path.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') || '/';
  const exact = EXACT[clean];
  if (exact) return exact;
  if (DASHBOARDS.some((base) => clean === base || clean.startsWith(`${base}/`))) return 'dashboard';
  const segments = clean.split('/').filter(Boolean);
  if (segments[0] === 'stores' && segments.length === 2) return 'store_list';
  if (segments[0] === 'stores' && segments.length === 3) return 'store';
  return 'not_found';
}
