import { AUTHENTICATION_REQUIRED, FORBIDDEN_ROLE } from '../access.js';
import type { TestContext } from './create-test-app.js';

/**
 * Who may call a store's management routes, for tests that try every caller: staff on every
 * store, a seller on their own (docs/decisions/080). Each caller is a new user.
 */
export const STORE_CALLERS = [
  'buyer',
  'owner',
  'otherSeller',
  'driver',
  'dataentry',
  'admin',
  'none',
] as const;
export type StoreCaller = (typeof STORE_CALLERS)[number];

/** The callers a store's management route lets through. */
export const STORE_KEEPERS: readonly StoreCaller[] = ['owner', 'dataentry', 'admin'];

/** The headers of a caller of a store of this seller: none at all for 'none'. */
export async function storeCallerHeaders(
  ctx: TestContext,
  caller: StoreCaller,
  store: { sellerId: string },
): Promise<Record<string, string>> {
  switch (caller) {
    case 'none':
      return {};
    case 'owner':
      return ctx.login(await ctx.newUser({ role: 'seller', sellerId: store.sellerId }));
    case 'otherSeller':
      return ctx.login('seller');
    default:
      return ctx.login(caller);
  }
}

/** How a route refuses a caller that is not let through: status and the error body. */
export function storeCallerRefusal(caller: StoreCaller) {
  if (caller === 'none') {
    return { status: 401, body: { error: AUTHENTICATION_REQUIRED, code: 'UNAUTHENTICATED' } };
  }
  const error = caller === 'otherSeller' ? 'This store belongs to another seller.' : FORBIDDEN_ROLE;
  return { status: 403, body: { error, code: 'FORBIDDEN' } };
}
