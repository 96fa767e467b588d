import type { Role } from '@marketplace/core/constants/roles';
import { type ComponentType, lazy, useMemo } from 'react';
import { matchPath, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { sessionRole } from '../features/auth/session-store';
import { useSession } from '../features/auth/use-session';
import { readJson } from '../lib/local-store';
import { paths } from '../lib/paths';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { AboutPage } from '../pages/about/about-page';
import { ContactPage } from '../pages/contact/contact-page';
import { LandingPage } from '../pages/landing/landing-page';
import { NotFound } from '../ui/not-found';
import { RootLayout } from './layout/root-layout';

/**
 * Loads a page's module on first visit; the page is the module's named export. `preload`
 * starts (or joins) the same download, so the first screen can be ready before React renders.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

// Catalogue, search, checkout, legal and staff screens load on demand, so the first visit
// downloads little more than `/` needs (docs/decisions/040) and buyers never download the staff
// dashboards. The small static pages stay in the main bundle.
const LoginPage = lazyPage(() => import('../pages/login/login-page'), 'LoginPage');
const CategoriesPage = lazyPage(
  () => import('../pages/categories/categories-page'),
  'CategoriesPage',
);
const StoreListPage = lazyPage(
  () => import('../pages/store-list/store-list-page'),
  'StoreListPage',
);
const StorePage = lazyPage(() => import('../pages/store/store-page'), 'StorePage');
const SearchPage = lazyPage(() => import('../pages/search/search-page'), 'SearchPage');
const CartPage = lazyPage(() => import('../pages/cart/cart-page'), 'CartPage');
const CheckoutPage = lazyPage(() => import('../pages/checkout/checkout-page'), 'CheckoutPage');
const OrderConfirmedPage = lazyPage(
  () => import('../pages/order-confirmed/order-confirmed-page'),
  'OrderConfirmedPage',
);
const TermsPage = lazyPage(() => import('../pages/terms/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../pages/privacy/privacy-page'), 'PrivacyPage');
const BuyerDashboardPage = lazyPage(
  () => import('../pages/buyer-dashboard/buyer-dashboard-page'),
  'BuyerDashboardPage',
);
const SellerDashboardPage = lazyPage(
  () => import('../pages/seller-dashboard/seller-dashboard-page'),
  'SellerDashboardPage',
);
const DriverDashboardPage = lazyPage(
  () => import('../pages/driver-dashboard/driver-dashboard-page'),
  'DriverDashboardPage',
);
const AdminDashboardPage = lazyPage(
  () => import('../pages/admin-dashboard/admin-dashboard-page'),
  'AdminDashboardPage',
);
const DataEntryDashboardPage = lazyPage(
  () => import('../pages/data-entry-dashboard/data-entry-dashboard-page'),
  'DataEntryDashboardPage',
);

/** Lazy screens anyone may open, by route pattern (dashboards depend on the session). */
const PUBLIC_LAZY_PAGES: readonly [string, { preload: () => Promise<unknown> }][] = [
  [paths.login.path, LoginPage],
  [paths.categories.path, CategoriesPage],
  [paths.stores.path, CategoriesPage],
  [paths.storeList.path, StoreListPage],
  [paths.store.path, StorePage],
  [paths.search.path, SearchPage],
  [paths.cart.path, CartPage],
  [paths.checkout.path, CheckoutPage],
  [paths.orderConfirmed.path, OrderConfirmedPage],
  [paths.terms.path, TermsPage],
  [paths.privacy.path, PrivacyPage],
];

/** The dashboards, by route pattern and the role whose session is shown them. */
const DASHBOARD_PAGES: readonly [string, Role, { preload: () => Promise<unknown> }][] = [
  [paths.buyerDashboard.path, 'buyer', BuyerDashboardPage],
  [paths.sellerDashboard.path, 'seller', SellerDashboardPage],
  [paths.driverDashboard.path, 'driver', DriverDashboardPage],
  [paths.adminDashboard.path, 'admin', AdminDashboardPage],
  [paths.dataEntryDashboard.path, 'dataentry', DataEntryDashboardPage],
];

/**
 * Loads the code of the screen at `pathname` when it is a lazy one (a dashboard only for its
 * role's session). main.tsx waits for it before the first render of a deep link, so that render
 * needs no loading state and React does not hold the page back to pace a fallback
 * (docs/decisions/040). Never rejects.
 */
export function preloadRoute(pathname: string, role: Role | null): Promise<void> {
  const page =
    PUBLIC_LAZY_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ??
    DASHBOARD_PAGES.find(([pattern, owner]) => owner === role && matchPath(pattern, pathname))?.[2];
  return page
    ? page.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** The buyer dashboard without a buyer session: to /login, coming back here afterwards. */
function RedirectToLogin() {
  const location = useLocation();
  return (
    <Navigate
      to={paths.login.getHref()}
      replace
      state={{ from: `${location.pathname}${location.search}` }}
    />
  );
}

/**
 * SPEC §2/§4: checkout needs a session; otherwise /login, carrying the checkout data the cart
 * handed over (or the copy saved in storage) so the buyer lands back on checkout after login.
 */
function CheckoutRoute({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  if (signedIn) return <CheckoutPage />;
  const fromState = (location.state as { checkoutData?: unknown } | null)?.checkoutData;
  const checkoutData = fromState ?? readJson(STORAGE_KEYS.checkoutData);
  return (
    <Navigate
      to={paths.login.getHref()}
      replace
      state={{ from: paths.checkout.getHref(), checkoutData }}
    />
  );
}

/**
 * The route table for a session. Role dashboards are registered only for a session with the
 * matching role (SPEC §2): without one, /dashboard sends to /login and the staff dashboards
 * fall through to the 404 page, so their existence is not revealed.
 */
export function buildRoutes(role: Role | null, signedIn: boolean): RouteObject[] {
  const dashboards: RouteObject[] = [
    {
      path: paths.buyerDashboard.path,
      element: role === 'buyer' ? <BuyerDashboardPage /> : <RedirectToLogin />,
    },
  ];
  if (role === 'seller') {
    dashboards.push({ path: paths.sellerDashboard.path, element: <SellerDashboardPage /> });
  }
  if (role === 'driver') {
    dashboards.push({ path: paths.driverDashboard.path, element: <DriverDashboardPage /> });
  }
  if (role === 'admin') {
    dashboards.push({ path: paths.adminDashboard.path, element: <AdminDashboardPage /> });
  }
  if (role === 'dataentry') {
    dashboards.push({ path: paths.dataEntryDashboard.path, element: <DataEntryDashboardPage /> });
  }

  return [
    {
      element: <RootLayout />,
      children: [
        {
          index: true,
          element: <LandingPage preloadNext={() => void CategoriesPage.preload()} />,
        },
        { path: paths.about.path, element: <AboutPage /> },
        { path: paths.contact.path, element: <ContactPage /> },
        { path: paths.terms.path, element: <TermsPage /> },
        { path: paths.privacy.path, element: <PrivacyPage /> },
        { path: paths.login.path, element: <LoginPage /> },
        { path: paths.categories.path, element: <CategoriesPage /> },
        { path: paths.stores.path, element: <CategoriesPage /> },
        { path: paths.storeList.path, element: <StoreListPage /> },
        { path: paths.store.path, element: <StorePage /> },
        { path: paths.cart.path, element: <CartPage /> },
        { path: paths.checkout.path, element: <CheckoutRoute signedIn={signedIn} /> },
        { path: paths.orderConfirmed.path, element: <OrderConfirmedPage /> },
        { path: paths.search.path, element: <SearchPage /> },
        ...dashboards,
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** Renders the route table for the current session; it is rebuilt when the session changes. */
export function AppRoutes() {
  const session = useSession();
  const role = sessionRole(session);
  const signedIn = session !== null;
  const routes = useMemo(() => buildRoutes(role, signedIn), [role, signedIn]);
  return useRoutes(routes);
}
