import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { appIcons, appManifestUrl } from '../src/features/installable-app/app-assets';
import { INSTALLABLE_APPS, type InstallableApp } from '../src/lib/installable-apps';

/** A colour of the design tokens (src/ui/tokens.css), following one `var()` if need be. */
export function tokenColour(css: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`tokens.css has no --${name}.`);
  const alias = /^var\(--([\w-]+)\)$/.exec(value)?.[1];
  return alias ? tokenColour(css, alias) : value;
}

/** Who each app is for, after the brand in its name ("Arroyo Driver"), and what it does. */
const APP_TEXTS: Record<InstallableApp['key'], { role: string; description: string }> = {
  driver: {
    role: 'Driver',
    description: 'Your deliveries, step by step, with or without a connection.',
  },
  seller: { role: 'Seller', description: 'Your stores’ orders, products and numbers.' },
};

/** Home screens cut longer names short. */
const SHORT_NAME_MAX = 12;

/** An installable app's web app manifest (issue #36, docs/decisions/147). */
export function appManifest(
  app: InstallableApp,
  { brandName, tokens }: { brandName: string; tokens: string },
) {
  const { role, description } = APP_TEXTS[app.key];
  const name = `${brandName} ${role}`;
  const icons = appIcons(app);
  return {
    id: app.scope,
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : role,
    description,
    start_url: app.scope,
    scope: app.scope,
    display: 'standalone',
    // The header band's green (index.html's theme colour too) and the page's sand.
    theme_color: tokenColour(tokens, 'color-brand-800'),
    background_color: tokenColour(tokens, 'color-bg'),
    icons: [
      { src: icons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * Writes each installable app's manifest (/driver.webmanifest, /seller.webmanifest) into the
 * build, named with the brand the build is for (VITE_BRAND_NAME, as config/brand.ts reads it) and
 * coloured from the design tokens.
 */
export function appManifests(): Plugin {
  // config/brand.ts's default: that module reads import.meta.env, which the config has not.
  let brandName = 'Arroyo';
  let tokensFile = '';
  return {
    name: 'app-manifests',
    apply: 'build',
    configResolved(config) {
      brandName = String(config.env.VITE_BRAND_NAME ?? '').trim() || brandName;
      tokensFile = `${config.root}/src/ui/tokens.css`;
    },
    generateBundle() {
      const tokens = readFileSync(tokensFile, 'utf8');
      for (const app of INSTALLABLE_APPS) {
        this.emitFile({
          type: 'asset',
          fileName: appManifestUrl(app).slice(1),
          source: `${JSON.stringify(appManifest(app, { brandName, tokens }), null, 2)}\n`,
        });
      }
    },
  };
}
