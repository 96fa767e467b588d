import type { ManagedStore } from '@marketplace/contract/store-management';
import type { MockReply } from './fetch-mock';

/**
 * GET /api/stores-for-admin as the server answers it (docs/decisions/131): `stores` (or what
 * `stores()` gives at the time of the request) filtered by q, category, sellerId, storeId and
 * review=waiting, by name (the longest waiting first when waiting), a page of `limit` after
 * `after`, counts on the first page. Every asked address is kept in `asked`.
 */
export function managedStoresApi(
  stores: ManagedStore[] | (() => ManagedStore[]),
  asked: URL[] = [],
): (request: { url: URL }) => MockReply {
  return ({ url }) => {
    asked.push(url);
    const all = typeof stores === 'function' ? stores() : stores;
    const param = (name: string) => url.searchParams.get(name);
    const q = (param('q') ?? '').toLowerCase();
    const waitingOnly = param('review') === 'waiting';
    const matching = all
      .filter(
        (store) =>
          store.name.toLowerCase().includes(q) &&
          (param('category') === null || store.category === param('category')) &&
          (param('sellerId') === null || store.sellerId === param('sellerId')) &&
          (param('storeId') === null || store._id === param('storeId')) &&
          (!waitingOnly || store.review?.status === 'waiting'),
      )
      .sort((a, b) =>
        waitingOnly
          ? (a.review?.requestedAt ?? '').localeCompare(b.review?.requestedAt ?? '')
          : a.name.localeCompare(b.name),
      );
    const after = param('after');
    const start = after ? matching.findIndex((store) => store._id === after) + 1 : 0;
    const limit = Number(param('limit') ?? 50);
    const page = matching.slice(start, start + limit);
    return {
      body: {
        stores: page,
        total: after ? null : matching.length,
        waiting: after ? null : all.filter((store) => store.review?.status === 'waiting').length,
        nextAfter: start + limit < matching.length ? page.at(-1)!._id : null,
      },
    };
  };
}
