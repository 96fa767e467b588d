import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox.js';
import { checkoutFactories, checkoutRequest, movingClock } from '../../test/checkout-factories.js';
import { createTestApp } from '../../test/create-test-app.js';
import { FAKE_PLACE, fakeGeocoder } from '../../test/fake-geocoder.js';

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const f = checkoutFactories(ctx, time.clock);
await f.serveZipcode('91104');

type App = typeof ctx.app;

/** Pays a delivery to `deliveryAddress` through `app` and answers the recorded order's row. */
async function deliverTo(deliveryAddress: object, app: App = ctx.app) {
  const buyer = await ctx.newUser();
  const headers = await ctx.login(buyer);
  const { store, product } = await f.newShop({
    store: { latitude: 34.1459, longitude: -118.1503 },
  });
  const orderData = f.orderData({
    store,
    items: [{ product }],
    overrides: { deliveryAddress: f.deliveryAddress(deliveryAddress) },
  });
  const response = await checkoutRequest(ctx, { app, headers, orderData });
  expect(response.statusCode, response.body).toBe(200);
  const { sessionId } = response.json();
  await (app.payments as SandboxPaymentProvider).markPaid(sessionId);
  const finalized = await app.inject({
    method: 'POST',
    url: '/api/finalize-order',
    headers,
    payload: { sessionId },
  });
  expect(finalized.statusCode, finalized.body).toBe(200);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, finalized.json().orderId));
  return { order: row!, answer: finalized.json().order, headers };
}

describe('drop-off coordinates at checkout (issue #33)', () => {
  it("keeps the autocomplete pick's coordinates and precision on the order and the saved address", async () => {
    const { order, answer, headers } = await deliverTo({
      latitude: 34.1562,
      longitude: -118.1226,
      coordinatesPrecision: 'street',
    });
    expect(order.deliveryAddress).toMatchObject({
      latitude: 34.1562,
      longitude: -118.1226,
      coordinatesPrecision: 'street',
    });
    expect(answer.deliveryAddress).toMatchObject({ coordinatesPrecision: 'street' });
    // The pick-up is the store's place, as exactly as the store's is known.
    expect(answer.pickUpAddress).toMatchObject({
      latitude: 34.1459,
      longitude: -118.1503,
      coordinatesPrecision: 'address',
    });

    const saved = await ctx.app.inject({ method: 'GET', url: '/api/addresses', headers });
    expect(saved.json()[0]).toMatchObject({
      latitude: 34.1562,
      longitude: -118.1226,
      coordinatesPrecision: 'street',
    });
  });

  it('places an address that came without a precision with the geocoder, ignoring loose coordinates', async () => {
    const local = await deliverTo({ latitude: 10, longitude: 10, coordinatesPrecision: null });
    // The local geocoder knows zip codes: 91104's centre, and says so.
    expect(local.order.deliveryAddress).toMatchObject({
      latitude: 34.1678,
      longitude: -118.1261,
      coordinatesPrecision: 'zipcode',
    });

    const { fake, calls } = fakeGeocoder('rooftop');
    const app = await ctx.buildApp({ geocoder: fake });
    const placed = await deliverTo({ latitude: null, longitude: null }, app);
    expect(placed.order.deliveryAddress).toMatchObject({
      latitude: FAKE_PLACE.latitude,
      longitude: FAKE_PLACE.longitude,
      coordinatesPrecision: 'address',
    });
    expect(calls).toEqual(['91104']);
  });

  it('takes the payment without coordinates when the geocoder fails, and says so in the log', async () => {
    const { fake } = fakeGeocoder('failing');
    const lines: string[] = [];
    const app = await ctx.buildApp({
      geocoder: fake,
      loggerInstance: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    });
    const { order } = await deliverTo({ latitude: null, longitude: null }, app);
    expect(order.deliveryAddress).toMatchObject({
      latitude: null,
      longitude: null,
      coordinatesPrecision: null,
    });
    expect(lines.map((line) => JSON.parse(line).msg)).toContain(
      'The geocoder could not place a drop-off; it is saved without coordinates.',
    );
  });
});
