import type { Role } from '@marketplace/core/constants/roles';
import { type ComponentType, lazy, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { sessionRole } from '../features/auth/session-store';
import { useSession } from '../features/auth/use-session';
import { readJson } from '../lib/local-store';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { AboutPage } from '../pages/about/about-page';
import { CartPage } from '../pages/cart/cart-page';
import { CategoriesPage } from '../pages/categories/categories-page';
import { CheckoutPage } from '../pages/checkout/checkout-page';
import { ContactPage } from '../pages/contact/contact-page';
import { LandingPage } from '../pages/landing/landing-page';
import { LoginPage } from '../pages/login/login-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { OrderConfirmedPage } from '../pages/order-confirmed/order-confirmed-page';
import { SearchPage } from '../pages/search/search-page';
import { StorePage } from '../pages/store/store-page';
import { StoreListPage } from '../pages/store-list/store-list-page';
import { RootLayout } from './layout/root-layout';
import { paths } from './paths';

/** Loads a page's module on first visit; the page is the module's named export. */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Long or role-only screens load on demand, so buyers never download the staff dashboards.
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
        { index: true, element: <LandingPage /> },
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
        { path: '*', element: <NotFoundPage /> },
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
