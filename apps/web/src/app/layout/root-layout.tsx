import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { PageSpinner } from '../../ui/spinner';
import { PageViewTracker } from '../page-view-tracker';
import { Footer } from './footer';
import { Header } from './header';
import { MobileCartBar } from './mobile-cart-bar';
import styles from './root-layout.module.css';

/** SPEC §2 shared layout: header (not on the home route), routed content, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const showHeader = pathname !== paths.home.path;

  // A new page starts at the top, as a full page load would. Not the page the app starts on: the
  // server already drew it (docs/decisions/102) and the visitor may have scrolled it.
  const startPath = useRef(pathname);
  useEffect(() => {
    if (pathname === startPath.current) return;
    startPath.current = '';
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
