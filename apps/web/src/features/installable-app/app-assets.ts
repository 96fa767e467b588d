import type { InstallableApp } from '../../lib/installable-apps';

// An installable app's files (issue #36, docs/decisions/147), named once for the page, the
// server's first paint, the build (vite-plugins/app-manifests.ts) and the service worker.

/** Its web app manifest, written by the build. */
export const appManifestUrl = (app: InstallableApp) => `/${app.key}.webmanifest`;

/** Its icons, drawn by scripts/make-app-icons.mjs into public/icons/. */
export const appIcons = (app: InstallableApp) => ({
  any192: `/icons/${app.key}-192.png`,
  any512: `/icons/${app.key}-512.png`,
  maskable512: `/icons/${app.key}-maskable-512.png`,
  appleTouch: `/icons/${app.key}-apple-touch.png`,
});

/** The icon of a notification that no installable app shows: the brand's. */
export const BRAND_ICON = '/icons/brand-192.png';

/**
 * What an app's pages add to <head> so a browser offers to install it: its manifest and the
 * home-screen icon iOS reads. The theme colour is every page's already (index.html).
 */
export function installableAppLinks(app: InstallableApp): { rel: string; href: string }[] {
  return [
    { rel: 'manifest', href: appManifestUrl(app) },
    { rel: 'apple-touch-icon', href: appIcons(app).appleTouch },
  ];
}
