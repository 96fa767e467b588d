import type { Store } from '@marketplace/contract/catalog';
import { isStoreCategory } from '@marketplace/core/constants/categories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter, useRoutes } from 'react-router';
import { installableAppLinks } from '../features/installable-app/app-assets';
import { installableApp } from '../lib/installable-apps';
import { paths } from '../lib/paths';
import { LandingPage } from '../pages/landing/landing-page';
import { StorePageTop } from '../pages/store/store-page';
import { Page } from '../ui/page-layout';
import { RootLayout } from './layout/root-layout';

/** The stylesheets a route's lazy page needs, as route-preload.ts lists them: [pattern, files]. */
export type RouteStyles = readonly (readonly [pattern: string, files: readonly string[]])[];

export type FirstPaintInput = {
  /** The path (and query) the browser asked for. */
  url: string;
  /** On a store's page, the store as `GET /api/store/{id}` answers it; otherwise absent. */
  store?: Store | null | undefined;
  now?: Date;
  routeStyles: RouteStyles;
};

export type FirstPaint = {
  /** For `<head>`: the page's title and the stylesheets its markup needs before any script. */
  head: string;
  /** The markup of `#root`. */
  root: string;
};

/**
 * What the server sends inside `#root` before the app's code arrives (docs/decisions/102): the
 * real layout and pages, rendered as a first-time visitor sees them (no session, no saved
 * address, an empty cart). `/` is the whole landing page; a visible store's page is the layout
 * with the store's title, breadcrumbs and hero; any other page is the layout around an empty
 * `main`. The app then renders over it (main.tsx), so nothing here has to match the app's
 * first render exactly, only look the same.
 */
export function renderFirstPaint({
  url,
  store,
  now = new Date(),
  routeStyles,
}: FirstPaintInput): FirstPaint {
  const pathname = new URL(url, 'http://localhost').pathname;
  const content = pageContent({ pathname, store, now });
  const markup = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={url}>
        <Layout content={content} />
      </StaticRouter>
    </QueryClientProvider>,
  );
  // React writes what belongs in <head> ahead of the markup: the page's <title> and a preload
  // of its high-priority image (attribute values escaped, so no '>' inside a tag).
  const hoisted = /^(?:<title>[^<]*<\/title>|<(?:link|meta) [^>]*>)*/.exec(markup)?.[0] ?? '';
  const stylesheets = content
    ? (routeStyles.find(([pattern]) => new RegExp(pattern).test(pathname))?.[1] ?? [])
    : [];
  // An installable app's pages (issue #36) link its manifest; no other page does.
  const app = installableApp(pathname);
  const links = [
    ...stylesheets.map((file) => ({ rel: 'stylesheet', href: `/${file}` })),
    ...(app ? installableAppLinks(app) : []),
  ];
  return {
    head: `${hoisted}${links.map(({ rel, href }) => `<link rel="${rel}" href="${href}">`).join('')}`,
    root: markup.slice(hoisted.length),
  };
}

function pageContent({
  pathname,
  store,
  now,
}: {
  pathname: string;
  store: Store | null | undefined;
  now: Date;
}): ReactNode {
  if (pathname === paths.home.path) return <LandingPage />;
  const category = decoded(matchPath(paths.store.path, pathname)?.params.category);
  // Under the store's own category only: the app sends any other URL on to that one.
  if (store && isStoreCategory(category) && store.category === category) {
    return (
      <Page>
        <StorePageTop category={category} store={store} now={now} />
      </Page>
    );
  }
  return null;
}

function decoded(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function Layout({ content }: { content: ReactNode }) {
  return useRoutes([{ element: <RootLayout />, children: [{ path: '*', element: content }] }]);
}
