/**
 * The installable apps (issue #36, docs/decisions/145): the driver's and the seller's dashboards,
 * each an app of its own on a phone's home screen, whose pages the service worker controls so
 * they start without a connection. Every other page stays a plain web page: no manifest, no
 * worker in the way of its first paint.
 *
 * Plain data, read by the page (lib/service-worker.ts, lib/use-installable-app.ts), the server's
 * first paint, the build (vite-plugins/app-manifests.ts) and the worker (src/service-worker.ts).
 */
export type InstallableApp = {
  /** Names its manifest and icons: /driver.webmanifest, /icons/driver-192.png… */
  key: 'driver' | 'seller';
  /** Its pages: the start URL, the manifest's scope and the service worker's. */
  scope: '/driverdashboard' | '/sellerdashboard';
  /** Who it is for, after the brand in its name: "Arroyo Driver". */
  role: string;
  description: string;
};

export const INSTALLABLE_APPS: readonly InstallableApp[] = [
  {
    key: 'driver',
    scope: '/driverdashboard',
    role: 'Driver',
    description: 'Your deliveries, step by step, with or without a connection.',
  },
  {
    key: 'seller',
    scope: '/sellerdashboard',
    role: 'Seller',
    description: 'Your stores’ orders, products and numbers.',
  },
];

/** The app a page at `pathname` belongs to (a service worker's scope is a prefix too). */
export function installableApp(pathname: string): InstallableApp | null {
  return INSTALLABLE_APPS.find((app) => pathname.startsWith(app.scope)) ?? null;
}

export const appManifestUrl = (app: InstallableApp) => `/${app.key}.webmanifest`;

/** Its icons, made by scripts/make-app-icons.mjs into public/icons/. */
export const appIcons = (app: InstallableApp) => ({
  any192: `/icons/${app.key}-192.png`,
  any512: `/icons/${app.key}-512.png`,
  maskable512: `/icons/${app.key}-maskable-512.png`,
  appleTouch: `/icons/${app.key}-apple-touch.png`,
});

/** The icon of a notification that no installable app sends: the brand's. */
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
