/**
 * The installable apps (issue #36, docs/decisions/147): the driver's and the seller's dashboards,
 * each an app of its own on a phone's home screen, whose pages the service worker controls so
 * they start without a connection. Every other page stays a plain web page: no manifest, no
 * worker in the way of its first paint. Their manifests, icons and head links:
 * features/installable-app/app-assets.ts.
 */
export type InstallableApp = {
  /** Names its manifest and icons: /driver.webmanifest, /icons/driver-192.png… */
  key: 'driver' | 'seller';
  /** Its pages: the start URL, the manifest's scope and the service worker's. */
  scope: '/driverdashboard' | '/sellerdashboard';
};

export const INSTALLABLE_APPS: readonly InstallableApp[] = [
  { key: 'driver', scope: '/driverdashboard' },
  { key: 'seller', scope: '/sellerdashboard' },
];

/** The app a page at `pathname` belongs to (a service worker's scope is a prefix too). */
export function installableApp(pathname: string): InstallableApp | null {
  return INSTALLABLE_APPS.find((app) => pathname.startsWith(app.scope)) ?? null;
}
