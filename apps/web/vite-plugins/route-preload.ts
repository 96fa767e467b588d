import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** Where the build writes each route's stylesheets, for the server build (under dist/). */
export const ROUTE_STYLES_FILE = '.vite/route-styles.json';

export type PreloadRoute = {
  /** A regular expression (source) matched against location.pathname. */
  pattern: string;
  /** The page module, relative to the app root: 'src/pages/store/store-page.tsx'. */
  module: string;
};

function isChunk(value: OutputBundle[string] | undefined): value is OutputChunk {
  return value?.type === 'chunk';
}

/**
 * Every page but the landing is a lazy chunk, which the browser would only request after the
 * main script has downloaded and run. This writes a few lines into index.html that, for the
 * path being opened, start downloading that page's styles at once and its chunks with the main
 * script (on `app-start`, see start-after-paint.ts): a deep link to a store page saves a
 * network round trip or two on a phone.
 */
export function routePreload(routes: readonly PreloadRoute[]): Plugin {
  let routeStyles: unknown[] = [];
  return {
    name: 'route-preload',
    apply: 'build',
    // The server build (render-page.tsx) links a rendered page's styles from this table.
    writeBundle(options) {
      if (!options.dir) return;
      mkdirSync(join(options.dir, dirname(ROUTE_STYLES_FILE)), { recursive: true });
      writeFileSync(join(options.dir, ROUTE_STYLES_FILE), JSON.stringify(routeStyles));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(isChunk);
        // What the page's own <script> and <link> tags already load.
        const loaded = new Set<string>();
        const load = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!isChunk(chunk) || loaded.has(fileName)) return;
          loaded.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) loaded.add(file);
          for (const imported of chunk.imports) load(imported);
        };
        for (const chunk of chunks) if (chunk.isEntry) load(chunk.fileName);
        const table = routes.flatMap(({ pattern, module }) => {
          // The chunk holding the page: its own, or a group such as 'browse'.
          const page = chunks.find((chunk) =>
            chunk.moduleIds.some((id) => id.endsWith(`/${module}`)),
          );
          if (!page) return [];
          const js = new Set<string>();
          const css = new Set<string>();
          const visit = (fileName: string) => {
            const chunk = bundle[fileName];
            if (!isChunk(chunk) || loaded.has(fileName) || js.has(fileName)) return;
            js.add(fileName);
            for (const file of chunk.viteMetadata?.importedCss ?? []) {
              if (!loaded.has(file)) css.add(file);
            }
            for (const imported of chunk.imports) visit(imported);
          };
          visit(page.fileName);
          return [[pattern, [...js], [...css]]];
        });
        if (table.length === 0) return html;
        routeStyles = table.map(([pattern, , css]) => [pattern, css]);
        const script = `(function(){var p=location.pathname,t=${JSON.stringify(table)};for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(p))continue;var js=t[i][1];addEventListener('app-start',function(){js.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)})});t[i][2].forEach(function(f){var l=document.createElement('link');l.rel='stylesheet';l.href='/'+f;document.head.appendChild(l)});break}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
