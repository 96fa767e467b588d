/**
 * Every route of SPEC §2, in one place. `path` is the router pattern; `getHref` builds a link,
 * so no component spells a URL by hand.
 */

const ADMIN_SECTIONS = [
  'orders',
  'seller-management',
  'store-management',
  'user-management',
  'order-history',
  'text-messages',
  'statements',
  'reconciliation',
] as const;
const SELLER_SECTIONS = [
  'store-create',
  'stores',
  'product-create',
  'orders',
  'numbers',
  'statements',
] as const;
const BUYER_SECTIONS = ['orders'] as const;
const DATA_ENTRY_SECTIONS = ['store-management'] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type SellerSection = (typeof SELLER_SECTIONS)[number];
export type BuyerSection = (typeof BUYER_SECTIONS)[number];
export type DataEntrySection = (typeof DATA_ENTRY_SECTIONS)[number];

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

export const sections = {
  admin: ADMIN_SECTIONS,
  seller: SELLER_SECTIONS,
  buyer: BUYER_SECTIONS,
  dataEntry: DATA_ENTRY_SECTIONS,
  isAdmin: (value: string | undefined) => isOneOf(ADMIN_SECTIONS, value),
  isSeller: (value: string | undefined) => isOneOf(SELLER_SECTIONS, value),
  isBuyer: (value: string | undefined) => isOneOf(BUYER_SECTIONS, value),
  isDataEntry: (value: string | undefined) => isOneOf(DATA_ENTRY_SECTIONS, value),
};

const withSection = (base: string, section?: string) => (section ? `${base}/${section}` : base);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  terms: { path: '/termsconditions', getHref: () => '/termsconditions' },
  privacy: { path: '/privacypolicy', getHref: () => '/privacypolicy' },
  login: { path: '/login', getHref: () => '/login' },
  categories: { path: '/categories', getHref: () => '/categories' },
  stores: { path: '/stores', getHref: () => '/stores' },
  storeList: {
    path: '/stores/:category',
    getHref: (category: string) => `/stores/${encodeURIComponent(category)}`,
  },
  store: {
    path: '/stores/:category/:storeId',
    getHref: (category: string, storeId: string) =>
      `/stores/${encodeURIComponent(category)}/${encodeURIComponent(storeId)}`,
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  orderConfirmed: {
    path: '/order-confirmed',
    getHref: (sessionId?: string) =>
      sessionId
        ? `/order-confirmed?sessionId=${encodeURIComponent(sessionId)}`
        : '/order-confirmed',
  },
  search: {
    path: '/search',
    getHref: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  },
  buyerDashboard: {
    path: '/dashboard/:section?',
    getHref: (section?: BuyerSection) => withSection('/dashboard', section),
  },
  sellerDashboard: {
    path: '/sellerdashboard/:section?',
    getHref: (section?: SellerSection, query?: { storeId?: string }) =>
      withSection('/sellerdashboard', section) +
      (query?.storeId ? `?storeId=${encodeURIComponent(query.storeId)}` : ''),
  },
  driverDashboard: { path: '/driverdashboard', getHref: () => '/driverdashboard' },
  adminDashboard: {
    path: '/admindashboard/:section?',
    getHref: (section?: AdminSection) => withSection('/admindashboard', section),
  },
  dataEntryDashboard: {
    path: '/data-entry-dashboard/:section?',
    getHref: (section?: DataEntrySection) => withSection('/data-entry-dashboard', section),
  },
} as const;

/** The screens people work on (seller, driver, admin, data entry), not shop in. */
const WORK_PREFIXES = [
  '/sellerdashboard',
  '/driverdashboard',
  '/admindashboard',
  '/data-entry-dashboard',
];

/**
 * Whether the path is a work screen: it gets the working shell (a compact header, no search,
 * cart or marketing footer), so the work starts above the fold on a phone (issue #30).
 */
export function isWorkPath(pathname: string): boolean {
  return WORK_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
