import type { ManualChunkMeta } from 'rollup';

/**
 * The catalogue screens (categories, store list, store, search, cart) and what only they use,
 * in one chunk. Left to itself the bundler makes a dozen small shared chunks per screen, each
 * its own request, and a phone on HTTP/1.1 fetches six at a time; these screens are visited one
 * after another anyway.
 */
const BROWSE =
  /\/(apps\/web\/src\/(pages\/(categories|store-list|store|search|cart)|features\/(catalog|cart|location)|ui|api|hooks|lib)|packages\/core\/src)\//;

/** The working screens of sellers, drivers, admins and data entry. */
const STAFF_PAGE =
  /\/apps\/web\/src\/pages\/(admin|seller|driver|data-entry)-dashboard\/[^/]+-page\.tsx$/;

/** The catalogue's screens, which 'browse' is made for. */
const CATALOGUE_PAGE =
  /\/apps\/web\/src\/pages\/(categories|store-list|store|search|cart)\/[^/]+-page\.tsx$/;

type Reach = { main: Set<string>; staff: Set<string>; catalogue: Set<string> };
let reach: Reach | null = null;

/** Every module the `roots` import statically, directly or through others. */
function staticallyReached(meta: ManualChunkMeta, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Every module the `roots` reach, statically or through a lazy import of something that is not
 * a page (a working screen's map, loaded only where it is shown, is still that screen's).
 */
function reachedWithLazy(meta: ManualChunkMeta, roots: string[]): Set<string> {
  const seen = staticallyReached(meta, roots);
  let lazy = [...seen].flatMap((id) => meta.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  while (true) {
    const fresh = lazy.filter((id) => !seen.has(id) && !id.includes('/src/pages/'));
    if (fresh.length === 0) return seen;
    const reached = staticallyReached(meta, fresh);
    for (const id of reached) seen.add(id);
    lazy = [...reached].flatMap((id) => meta.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  }
}

/** The app's shell, on every screen: what it loads later (the toaster) every screen loads. */
const SHELL = /\/apps\/web\/src\/app\//;

function reachOf(meta: ManualChunkMeta): Reach {
  const ids = [...meta.getModuleIds()];
  const main = staticallyReached(
    meta,
    ids.filter((id) => meta.getModuleInfo(id)?.isEntry),
  );
  const shellLater = [...main]
    .filter((id) => SHELL.test(id))
    .flatMap((id) => meta.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => !id.includes('/src/pages/'));
  return {
    main,
    staff: reachedWithLazy(meta, [...ids.filter((id) => STAFF_PAGE.test(id)), ...shellLater]),
    catalogue: staticallyReached(
      meta,
      ids.filter((id) => CATALOGUE_PAGE.test(id)),
    ),
  };
}

/**
 * What the first screen loads goes to 'app' (named, so the bundler cannot pull it into
 * 'browse' as a dependency and make the first screen load both); the catalogue's own modules to
 * 'browse'; the parts of those a working screen uses too (the UI kit, the API client, core's
 * rules) to 'shared', so a seller, driver or admin never downloads the buyer's screens (issue
 * #30); everything else (legal pages, dashboards) is split as usual.
 */
export function browseChunk(id: string, meta: ManualChunkMeta): string | undefined {
  reach ??= reachOf(meta);
  // The entry itself (index.html's main.tsx) stays the entry chunk, which imports 'app'.
  if (id.endsWith('/src/main.tsx') || meta.getModuleInfo(id)?.isEntry) return undefined;
  if (reach.main.has(id)) return 'app';
  // Both kinds of screen use it (a library too): in neither one's own chunk, or they would
  // import each other.
  if (reach.staff.has(id) && reach.catalogue.has(id)) return 'shared';
  if (!BROWSE.test(id) || id.includes('node_modules')) return undefined;
  return reach.staff.has(id) ? 'shared' : 'browse';
}
