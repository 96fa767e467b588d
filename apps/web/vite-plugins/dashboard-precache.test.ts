import { describe, expect, it } from 'vitest';
import { dashboardFiles, type ViteManifest } from './dashboard-precache';

// The shape of the real build: a small entry over the app's chunk, which loads every page lazily.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': {
    file: 'assets/app.js',
    css: ['assets/app.css'],
    dynamicImports: ['_browse.js', 'src/driver.tsx', 'src/seller.tsx', 'src/admin.tsx'],
  },
  '_browse.js': { file: 'assets/browse.js', imports: ['_app.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_app.js'] },
  'src/driver.tsx': {
    file: 'assets/driver.js',
    css: ['assets/driver.css'],
    imports: ['_app.js', '_shared.js'],
  },
  'src/seller.tsx': {
    file: 'assets/seller.js',
    imports: ['_app.js', '_shared.js'],
    dynamicImports: ['_pin-map.js', '_charts.js'],
  },
  '_pin-map.js': { file: 'assets/pin-map.js', dynamicImports: ['_maplibre.js'] },
  '_maplibre.js': { file: 'assets/maplibre-gl-1.js' },
  '_charts.js': { file: 'assets/charts.js' },
  'src/admin.tsx': { file: 'assets/admin.js', imports: ['_app.js', '_charts.js'] },
};

describe('dashboardFiles (issue #36)', () => {
  it('takes the app’s shell and the dashboards with their sections, not the other pages', () => {
    const files = dashboardFiles(manifest, {
      pages: ['src/driver.tsx', 'src/seller.tsx'],
      leaveOut: /^assets\/maplibre-gl-/,
    });
    expect([...files].sort()).toEqual(
      [
        'assets/index.js',
        'assets/app.js',
        'assets/app.css',
        'assets/driver.js',
        'assets/driver.css',
        'assets/shared.js',
        'assets/seller.js',
        'assets/pin-map.js',
        'assets/charts.js',
      ].sort(),
    );
  });

  it('refuses a page the build does not have', () => {
    expect(() => dashboardFiles(manifest, { pages: ['src/gone.tsx'], leaveOut: /^$/ })).toThrow(
      'The build has no chunk for src/gone.tsx.',
    );
  });
});
