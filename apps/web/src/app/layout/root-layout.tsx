import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../ui/spinner';
import { PageViewTracker } from '../page-view-tracker';
import { paths } from '../paths';
import { Footer } from './footer';
import { Header } from './header';
import { MobileCartBar } from './mobile-cart-bar';
import styles from './root-layout.module.css';

/** SPEC §2 shared layout: header (not on the home route), routed content, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const showHeader = pathname !== paths.home.path;

  // A new page starts at the top, as a full page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showHeader && <Header />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileCartBar />
      <PageViewTracker />
    </>
  );
}
