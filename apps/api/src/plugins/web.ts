import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@marketplace/contract/errors';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowEveryone } from './public-routes.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const THIRTY_DAYS = 'public, max-age=2592000';

/** apps/web/src/render-page.tsx, built into dist-server/ beside the SPA's dist/. */
type RenderPage = (input: { url: string; store?: unknown }) => { head: string; root: string };

/** A store's page of the SPA: /stores/{category}/{storeId}. */
const STORE_PAGE = /^\/stores\/[^/]+\/([^/]+)\/?$/;

/**
 * The browser's side of the one process: the built SPA (with history fallback, so a deep link
 * such as /stores/Pharmacy loads the app) and the catalogue images. Without a built SPA (tests,
 * API-only runs) only the images and the API are served.
 *
 * A page's HTML carries its first paint (docs/decisions/102): the SPA's own layout and pages,
 * rendered by the web build's server module, so a phone paints before the app's JavaScript has
 * arrived and run. `/` is the landing page (rendered once); a visible store's page adds the
 * store's hero, read through `GET /api/store/{id}` like any client; other pages get the header
 * and footer. Without that module, or when rendering fails, index.html goes out as built.
 */
export const webPlugin = fp<{ webDist: string; publicDir: string; mapHosts: readonly string[] }>(
  async (app, { webDist, publicDir, mapHosts }) => {
    const images = join(publicDir, 'images');
    if (existsSync(images)) {
      await app.register(async (assets) => {
        allowEveryone(assets);
        await assets.register(fastifyStatic, {
          root: images,
          prefix: '/images/',
          decorateReply: false,
          cacheControl: false,
          // Seed images keep their names; a changed image gets a new name, so a month is safe.
          setHeaders: (reply) => reply.header('cache-control', THIRTY_DAYS),
        });
      });
    }

    const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8').catch(() => null);
    const policy = indexHtml ? pagePolicy(indexHtml, mapHosts) : null;
    const renderPage = indexHtml ? await loadRenderPage(webDist, app.log) : null;
    const render = (url: string, store?: unknown) => {
      if (!indexHtml || !renderPage) return indexHtml;
      try {
        return withFirstPaint(indexHtml, renderPage({ url, store }));
      } catch (error) {
        app.log.warn(
          { err: error, url },
          'The first paint was not rendered; sending the bare app.',
        );
        return indexHtml;
      }
    };
    // The same for every visitor: the landing page as a first-time visitor sees it.
    const landingHtml = render('/');
    const landingCompressed = landingHtml
      ? { br: compress(landingHtml, 'br'), gzip: compress(landingHtml, 'gzip') }
      : null;
    const pageHtml = async (request: FastifyRequest) => {
      const path = request.url.split('?')[0]!;
      if (path === '/') return landingHtml;
      const storeId = STORE_PAGE.exec(path)?.[1];
      return render(request.url, storeId ? await visibleStore(app, storeId) : undefined);
    };

    if (indexHtml) {
      await app.register(async (spa) => {
        allowEveryone(spa);
        await spa.register(fastifyStatic, {
          root: webDist,
          // Routes for the files present at start: anything else falls to the handler below.
          wildcard: false,
          // `/` too: it gets its first paint there.
          index: false,
          // The build writes .br and .gz beside each asset; send them to browsers that accept them.
          preCompressed: true,
          decorateReply: false,
          cacheControl: false,
          setHeaders: (reply, path) =>
            reply.header('cache-control', cacheControlFor(path, webDist)),
        });
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (indexHtml && isAppRoute(request)) {
        const page = (await pageHtml(request)) ?? indexHtml;
        const encoding = htmlEncoding(request.headers['accept-encoding']);
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('content-security-policy', policy!);
        if (!encoding) return reply.send(page);
        // The pages are 20–30 kB with their first paint: a phone gets a sixth of that.
        return reply
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .send(
            page === landingHtml && landingCompressed
              ? landingCompressed[encoding]
              : compress(page, encoding),
          );
      }
      const body: ErrorBody = {
        error: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
        code: 'NOT_FOUND',
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'web' },
);

async function loadRenderPage(webDist: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  const file = join(dirname(webDist), 'dist-server', 'render-page.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
    if (typeof module.renderPage === 'function') return module.renderPage as RenderPage;
  } catch (error) {
    log.warn({ err: error }, `${file} did not load; pages go out without their first paint.`);
  }
  return null;
}

/**
 * The store as the public API shows it; null when it is missing or hidden (or the id is not
 * one), and the page then goes out without its hero.
 */
async function visibleStore(app: FastifyInstance, storeId: string): Promise<unknown> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/store/${storeId}`,
    headers: { accept: 'application/json' },
  });
  return response.statusCode === 200 ? response.json() : null;
}

/** Google Analytics' hosts, as its guide for a Content-Security-Policy lists them (GA4). */
const ANALYTICS = {
  script: 'https://*.googletagmanager.com',
  connect:
    'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
  img: 'https://*.google-analytics.com https://*.googletagmanager.com',
};

/**
 * The app's pages' Content-Security-Policy (docs/decisions/119). Scripts come from this origin,
 * and the few inline ones of index.html (early requests, the first paint's hand-over) by their
 * hashes, so an injected script never runs. Google Analytics is allowed: whether it is on is
 * decided when the web app is built. Styles may be inline (React writes style attributes);
 * images come from anywhere over https (stores' photos may live on their own CDN). The dispatch
 * map (issue #33) fetches its style and tiles from `mapHosts` (config's MAP_STYLE_URL and
 * MAP_HOSTS) and runs MapLibre's worker from a blob.
 */
export function pagePolicy(indexHtml: string, mapHosts: readonly string[]): string {
  const hashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')} ${ANALYTICS.script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${ANALYTICS.img}`,
    "font-src 'self' data:",
    `connect-src 'self' ${ANALYTICS.connect} ${mapHosts.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** index.html with a rendered page: its head tags (a title replaces the built one) and #root. */
function withFirstPaint(html: string, page: { head: string; root: string }): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  const base = page.head.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  // Functions as replacements: a `$` in a store's name must stay a `$`.
  return base
    .replace('</head>', () => `${page.head}</head>`)
    .replace(root, () => `<div id="root">${page.root}</div>`);
}

type HtmlEncoding = 'br' | 'gzip';

/** Brotli when the browser takes it, else gzip, else none (`q=0` refuses an encoding). */
function htmlEncoding(accepted: string | undefined): HtmlEncoding | null {
  const names = (accepted ?? '')
    .split(',')
    .map((part) => part.split(';').map((piece) => piece.trim()))
    .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
    .map(([name]) => name);
  if (names.includes('br')) return 'br';
  return names.includes('gzip') ? 'gzip' : null;
}

function compress(html: string, encoding: HtmlEncoding): Buffer {
  // A fast level: pages other than the landing are compressed on each request, in well under a
  // millisecond.
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });
}

/** Vite fingerprints everything under assets/; index.html must be revalidated to pick up a deploy. */
function cacheControlFor(path: string, webDist: string): string {
  if (path.startsWith(join(webDist, 'assets') + sep)) return ONE_YEAR;
  // The file asked for, whichever copy goes out: the build's .br and .gz beside it too.
  const file = path.replace(/\.(br|gz)$/, '');
  // The service worker is checked for a new version on every visit (issue #36).
  if (file.endsWith('.html') || file === join(webDist, 'sw.js')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A browser navigating to a page of the SPA: a GET outside /api for a path that is not a file
 * (a missing /logo.png or script must stay a 404, not turn into HTML), accepting HTML.
 */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0]!;
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (path.split('/').at(-1)!.includes('.')) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
