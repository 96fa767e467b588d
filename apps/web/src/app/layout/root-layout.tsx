import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isWorkPath, paths } from '../../lib/paths';
import { PageSpinner } from '../../ui/spinner';
import { PageViewTracker } from '../page-view-tracker';
import { Footer } from './footer';
import { Header } from './header';
import { MobileCartBar } from './mobile-cart-bar';
import styles from './root-layout.module.css';
import { WorkHeader } from './work-header';

/**
 * SPEC §2 shared layout: header (not on the home route), routed content, footer. Work screens
 * (seller, driver, admin, data entry) get the working shell instead: a compact header, and no
 * search, cart or marketing footer (issue #30).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const work = isWorkPath(pathname);
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
      {work ? <WorkHeader /> : showHeader && <Header />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {!work && <Footer />}
      {!work && <MobileCartBar />}
      <PageViewTracker />
    </>
  );
}
