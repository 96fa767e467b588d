import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browseChunk } from './vite-plugins/browse-chunk';
import { buildReports } from './vite-plugins/build-reports';
import { routePreload } from './vite-plugins/route-preload';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig({
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
    ]),
    buildReports(),
  ],
  resolve: {
    // The SPA compiles core's TypeScript sources directly, so no core build step is needed.
    alias: {
      '@marketplace/core': fileURLToPath(new URL('../../packages/core/src', import.meta.url)),
      '@marketplace/contract': fileURLToPath(
        new URL('../../packages/contract/src', import.meta.url),
      ),
    },
  },
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
});
