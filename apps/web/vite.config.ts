import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { workspaceSources } from '../../scripts/workspace-sources.mjs';
import { appManifests } from './vite-plugins/app-manifests';
import { browseChunk } from './vite-plugins/browse-chunk';
import { buildReports } from './vite-plugins/build-reports';
import { dashboardPrecache } from './vite-plugins/dashboard-precache';
import { ROUTE_STYLES_FILE, routePreload } from './vite-plugins/route-preload';
import { startAfterPaint } from './vite-plugins/start-after-paint';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

/**
 * `vite build --ssr`, after the browser's build: render-page.tsx, the first paint the API puts
 * in a page's HTML (docs/decisions/102), as one self-contained module (React included), so the
 * API needs none of the web app's dependencies. It links the stylesheets of the browser's build.
 */
function serverRenderConfig(): UserConfig {
  const routeStyles = fileURLToPath(new URL(`dist/${ROUTE_STYLES_FILE}`, import.meta.url));
  if (!existsSync(routeStyles)) throw new Error('Build the browser bundle (vite build) first.');
  return {
    plugins: [react()],
    resolve: { alias: workspaceSources },
    define: {
      __ROUTE_STYLES__: readFileSync(routeStyles, 'utf8'),
      // React's production build whatever NODE_ENV the API runs under.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    ssr: { noExternal: true },
    build: {
      ssr: true,
      rollupOptions: { input: 'src/render-page.tsx' },
      outDir: 'dist-server',
      emptyOutDir: true,
      copyPublicDir: false,
    },
  };
}

/**
 * The service worker (issue #36, docs/decisions/147): src/service-worker.ts built into dist/sw.js
 * with the list of files to precache. Registered by the installable apps' pages themselves
 * (features/installable-app/use-installable-app.ts), so nothing is added to index.html.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script: every browser with service workers runs it.
      rollupFormat: 'iife',
      // The code, the manifests, the tab's and the notifications' icons; no photos, and no
      // fonts: the dashboards use the system's (the emoji fallback's subsets stay lazy).
      globPatterns: ['assets/*.{js,css}', 'icons/*-192.png', '*.webmanifest', 'favicon.svg'],
      manifestTransforms: [
        dashboardPrecache({
          distDir: fileURLToPath(new URL('dist', import.meta.url)),
          pages: [
            'src/pages/driver-dashboard/driver-dashboard-page.tsx',
            'src/pages/seller-dashboard/seller-dashboard-page.tsx',
          ],
          // The map draws nothing without the network's tiles.
          leaveOut: /^assets\/maplibre-gl-/,
        }),
      ],
    },
    integration: {
      // Before buildReports compresses the build: sw.js is compressed with the rest.
      closeBundleOrder: 'pre',
      // At lib/service-worker.ts's SERVICE_WORKER_URL, not named after its source.
      beforeBuildServiceWorker(options) {
        options.swDest = join(dirname(options.swDest), 'sw.js');
        options.injectManifest.swDest = options.swDest;
      },
    },
  });
}

const browserConfig: UserConfig = {
  plugins: [
    react(),
    routePreload([
      { pattern: '^/(categories|stores)/?$', module: 'src/pages/categories/categories-page.tsx' },
      { pattern: '^/stores/[^/]+/?$', module: 'src/pages/store-list/store-list-page.tsx' },
      { pattern: '^/stores/[^/]+/[^/]+/?$', module: 'src/pages/store/store-page.tsx' },
      { pattern: '^/search/?$', module: 'src/pages/search/search-page.tsx' },
      { pattern: '^/login/?$', module: 'src/pages/login/login-page.tsx' },
      { pattern: '^/cart/?$', module: 'src/pages/cart/cart-page.tsx' },
      { pattern: '^/checkout/?$', module: 'src/pages/checkout/checkout-page.tsx' },
      {
        pattern: '^/order-confirmed/?$',
        module: 'src/pages/order-confirmed/order-confirmed-page.tsx',
      },
      // The dashboards (only drawn for a session with their role, but their code is no secret).
      {
        pattern: '^/dashboard(/[^/]+)?/?$',
        module: 'src/pages/buyer-dashboard/buyer-dashboard-page.tsx',
      },
      {
        pattern: '^/sellerdashboard(/[^/]+)?/?$',
        module: 'src/pages/seller-dashboard/seller-dashboard-page.tsx',
      },
      {
        pattern: '^/driverdashboard/?$',
        module: 'src/pages/driver-dashboard/driver-dashboard-page.tsx',
      },
      {
        pattern: '^/admindashboard(/[^/]+)?/?$',
        module: 'src/pages/admin-dashboard/admin-dashboard-page.tsx',
      },
      {
        pattern: '^/data-entry-dashboard(/[^/]+)?/?$',
        module: 'src/pages/data-entry-dashboard/data-entry-dashboard-page.tsx',
      },
    ]),
    startAfterPaint(),
    appManifests(),
    serviceWorker(),
    buildReports(),
  ],
  resolve: { alias: workspaceSources },
  server: {
    port: 3000,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/images': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/images': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/report-bundle.mjs to size the first load.
    manifest: true,
    // Fonts stay files: inlined into CSS they would load with every page, needed or not.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rollupOptions: { output: { manualChunks: browseChunk } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild ? serverRenderConfig() : browserConfig,
);
