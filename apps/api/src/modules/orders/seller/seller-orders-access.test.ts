import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, FORBIDDEN_ROLE } from '../../../access.js';
import { orders } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import {
  STORE_CALLERS,
  type StoreCaller,
  storeCallerHeaders,
} from '../../../test/store-callers.js';

/**
 * Every route of the seller's orders × every caller (issue #31): the owner seller works on their
 * stores' orders; another seller reads only their own (the order is not in their list, numbers or
 * CSV) and is refused changing it; data entry, admins, buyers and drivers are refused by role,
 * no one by the missing login. A refused change leaves the order as it was.
 */
const ctx = await createTestApp();

type Outcome = { status: number; error?: string };
type Route = {
  name: string;
  call(orderId: string, headers: Record<string, string>): Promise<LightMyRequestResponse>;
  /** What the owner and another seller get; every other caller is refused by role. */
  owner: number;
  otherSeller: Outcome;
  /** For the reads another seller may make: what must not show there. */
  hides?: (body: string, orderId: string) => boolean;
};

const OTHER_STORES_ORDER = 'This order is another store’s.';

const ROUTES: Route[] = [
  {
    name: 'GET /api/seller/orders',
    call: (_orderId, headers) => ctx.app.inject({ url: '/api/seller/orders', headers }),
    owner: 200,
    otherSeller: { status: 200 },
    hides: (body, orderId) => !body.includes(orderId),
  },
  {
    name: 'GET /api/seller/numbers',
    call: (_orderId, headers) => ctx.app.inject({ url: '/api/seller/numbers?days=7', headers }),
    owner: 200,
    otherSeller: { status: 200 },
    hides: (body) => JSON.parse(body).orders === 0,
  },
  {
    name: 'GET /api/seller/orders/export',
    call: (_orderId, headers) =>
      ctx.app.inject({ url: '/api/seller/orders/export?days=7', headers }),
    owner: 200,
    otherSeller: { status: 200 },
    hides: (body, orderId) => !body.includes(orderId),
  },
  {
    name: 'POST /api/seller/orders/{orderId}/acknowledge',
    call: (orderId, headers) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/seller/orders/${orderId}/acknowledge`,
        headers,
        payload: { readyInMinutes: 20 },
      }),
    owner: 200,
    otherSeller: { status: 403, error: OTHER_STORES_ORDER },
  },
  {
    name: 'POST /api/seller/orders/{orderId}/ready',
    call: (orderId, headers) =>
      ctx.app.inject({ method: 'POST', url: `/api/seller/orders/${orderId}/ready`, headers }),
    owner: 200,
    otherSeller: { status: 403, error: OTHER_STORES_ORDER },
  },
  {
    name: 'POST /api/seller/orders/{orderId}/decline',
    call: (orderId, headers) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/seller/orders/${orderId}/decline`,
        headers,
        payload: { reason: 'We are out of oat milk.' },
      }),
    owner: 200,
    otherSeller: { status: 403, error: OTHER_STORES_ORDER },
  },
];

function expected(route: Route, caller: StoreCaller): Outcome {
  if (caller === 'owner') return { status: route.owner };
  if (caller === 'otherSeller') return route.otherSeller;
  if (caller === 'none') return { status: 401, error: AUTHENTICATION_REQUIRED };
  return { status: 403, error: FORBIDDEN_ROLE };
}

describe.each(ROUTES)('$name', (route) => {
  it.each(STORE_CALLERS)('%s', async (caller) => {
    // The owner's account is made by storeCallerHeaders, for the owner caller only.
    const store = await ctx.newStore({ sellerId: randomUUID() });
    const orderId = await ctx.newOrder(await ctx.newUser(), { storeId: store.id });
    const [before] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));

    const response = await route.call(orderId, await storeCallerHeaders(ctx, caller, store));
    const outcome = expected(route, caller);
    expect(response.statusCode).toBe(outcome.status);
    if (outcome.error) expect(response.json().error).toBe(outcome.error);
    if (caller === 'otherSeller' && route.hides) {
      expect(route.hides(response.body, orderId)).toBe(true);
    }
    if (caller === 'owner' && route.hides) {
      expect(route.hides(response.body, orderId)).toBe(false);
    }
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    if (caller !== 'owner') expect(after).toEqual(before);
  });
});
