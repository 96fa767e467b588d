import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@marketplace/contract/errors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowEveryone } from './public-routes.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const THIRTY_DAYS = 'public, max-age=2592000';

/**
 * The browser's side of the one process: the built SPA (with history fallback, so a deep link
 * such as /stores/Pharmacy loads the app) and the catalogue images. Without a built SPA (tests,
 * API-only runs) only the images and the API are served.
 */
export const webPlugin = fp<{ webDist: string; publicDir: string }>(
  async (app, { webDist, publicDir }) => {
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

    const indexHtml = await readFile(join(webDist, 'index.html')).catch(() => null);
    if (indexHtml) {
      await app.register(async (spa) => {
        allowEveryone(spa);
        await spa.register(fastifyStatic, {
          root: webDist,
          // Routes for the files present at start: anything else falls to the handler below.
          wildcard: false,
          // The build writes .br and .gz beside each asset; send them to browsers that accept them.
          preCompressed: true,
          decorateReply: false,
          cacheControl: false,
          setHeaders: (reply, path) =>
            reply.header('cache-control', cacheControlFor(path, webDist)),
        });
      });
    }

    app.setNotFoundHandler((request, reply) => {
      if (indexHtml && isAppRoute(request)) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(indexHtml);
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

/** Vite fingerprints everything under assets/; index.html must be revalidated to pick up a deploy. */
function cacheControlFor(path: string, webDist: string): string {
  if (path.startsWith(join(webDist, 'assets') + sep)) return ONE_YEAR;
  if (path.endsWith('.html')) return 'no-cache';
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
