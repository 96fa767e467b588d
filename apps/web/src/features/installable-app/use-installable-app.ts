import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type InstallableApp, installableApp } from '../../lib/installable-apps';
import { serviceWorkerRegistration } from '../../lib/service-worker';
import { installableAppLinks } from './app-assets';

/** Adds the app's <head> links the page lacks; answers a function that takes them away again. */
function linkApp(app: InstallableApp): () => void {
  const added = installableAppLinks(app)
    .filter(({ rel }) => !document.head.querySelector(`link[rel="${rel}"]`))
    .map(({ rel, href }) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      return document.head.appendChild(link);
    });
  return () => {
    for (const link of added) link.remove();
  };
}

/**
 * On an installable app's pages (issue #36): registers the service worker under the app's scope,
 * once the page has loaded so its downloads come after the page's own, and makes the app
 * installable. The server links the manifest in the page's HTML already; a session that arrived
 * here from another page (the login) gets the links now, and loses them when it leaves.
 *
 * A feature rather than lib/: lib/ goes into the chunk the buyer's pages share too
 * (vite-plugins/browse-chunk.ts), and a buyer's page registers nothing.
 */
export function useInstallableApp(): void {
  const app = installableApp(useLocation().pathname);
  useEffect(() => {
    if (!app) return;
    const unlink = linkApp(app);
    const register = () => void serviceWorkerRegistration(app.scope);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      unlink();
      window.removeEventListener('load', register);
    };
  }, [app]);
}
