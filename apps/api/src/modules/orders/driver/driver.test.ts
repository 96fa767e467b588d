import {
  completeInstructionAnswerSchema,
  completeOrderAnswerSchema,
  driverDeliveriesSchema,
  driverStepsSchema,
} from '@marketplace/contract/driver';
import {
  DELIVERY_PHOTO_NOT_UPLOADED,
  NOT_YOUR_INSTRUCTIONS,
  ORDER_STEPS_UNFINISHED,
  PHOTO_AT_HANDOVER,
  STEP_OUT_OF_ORDER,
} from '@marketplace/core/constants/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverInstructions, orderEvents, orders } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { TINY_PNG } from '../../../test/images.js';
import { BUYER_HOME } from '../../../test/order-addresses.js';
import type { UserRecord } from '../../users/service.js';

const ctx = await createTestApp();

const HOME = BUYER_HOME;

const FORBIDDEN = { code: 'FORBIDDEN', error: 'You do not have permission to do this.' };

/** A paid delivery order assigned by an admin to `driver`: its id and its three steps. */
async function assignedOrder(driver: UserRecord, overrides: { driverTipCents?: number } = {}) {
  const buyer = await ctx.newUser();
  const orderId = await ctx.newOrder(buyer, {
    orderType: 'delivery',
    deliveryAddress: HOME,
    driverTipCents: overrides.driverTipCents ?? 0,
  });
  const admin = await ctx.newUser({ role: 'admin' });
  const assigned = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/assign-instructions',
    headers: await ctx.login(admin),
    payload: { adminId: admin.adminId, orderId, driverId: driver.driverId },
  });
  expect(assigned.statusCode).toBe(200);
  const steps: { _id: string }[] = assigned.json().instructions;
  return { orderId, buyer, steps: steps.map((step) => step._id) };
}

async function complete(
  driver: UserRecord,
  orderId: string,
  stepId: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/drivers/${driver.driverId}/orders/${orderId}/instructions/${stepId}`,
    headers: options.headers ?? (await ctx.login(driver)),
    payload: options.body ?? {},
  });
}

async function completeOrder(
  driver: UserRecord,
  orderId: string,
  headers?: Record<string, string>,
) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/complete`,
    headers: headers ?? (await ctx.login(driver)),
    payload: { driverId: driver.driverId },
  });
}

const eventsOf = (orderId: string, action: string) =>
  ctx.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, action)));

const statusOf = async (orderId: string) =>
  (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.orderStatus;

describe("who may work a driver's steps", () => {
  it('the driver and admins; another driver is refused, other roles and no one too', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const other = await ctx.newUser({ role: 'driver' });
    const { orderId, steps } = await assignedOrder(driver);
    const calls = [
      { method: 'GET', url: `/api/instructions/${driver.driverId}` },
      {
        method: 'PATCH',
        url: `/api/drivers/${driver.driverId}/orders/${orderId}/instructions/${steps[0]}`,
        payload: {},
      },
      {
        method: 'PATCH',
        url: `/api/orders/${orderId}/complete`,
        payload: { driverId: driver.driverId },
      },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
      for (const role of ['buyer', 'seller', 'dataentry'] as const) {
        const refused = await ctx.app.inject({ ...call, headers: await ctx.login(role) });
        expect(refused.statusCode, `${role} ${call.url}`).toBe(403);
        expect(refused.json()).toEqual(FORBIDDEN);
      }
      const otherDriver = await ctx.app.inject({ ...call, headers: await ctx.login(other) });
      expect(otherDriver.statusCode, call.url).toBe(403);
      expect(otherDriver.json()).toEqual({ code: 'FORBIDDEN', error: NOT_YOUR_INSTRUCTIONS });
    }
    expect(await statusOf(orderId)).toBe('assigned');
    expect(
      (await ctx.app.inject({ ...calls[0], headers: await ctx.login(driver) })).statusCode,
    ).toBe(200);
    // An admin works a step for the driver.
    const forDriver = await complete(driver, orderId, steps[0]!, {
      headers: await ctx.login('admin'),
    });
    expect(forDriver.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('picked_up');
  });
});

describe('GET /api/instructions/{driverId}', () => {
  it("lists the driver's open orders' steps in sequence, with what the driver needs", async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const first = await assignedOrder(driver, { driverTipCents: 250 });
    const second = await assignedOrder(driver);
    await assignedOrder(await ctx.newUser({ role: 'driver' }));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/instructions/${driver.driverId}`,
      headers: await ctx.login(driver),
    });
    expect(response.statusCode).toBe(200);
    const steps = driverStepsSchema.parse(response.json());
    expect(steps.map((step) => step._id)).toEqual([...first.steps, ...second.steps]);
    expect(steps.map((step) => step.position)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(steps[0]!.order).toMatchObject({
      _id: first.orderId,
      orderStatus: 'assigned',
      items: [{ name: 'Café Latte', quantity: 2, options: ['Size: 16 oz'] }],
      driverTip: 2.5,
      needsIdCheck: false,
    });
    expect(steps[0]!.instructionTitle).toMatch(/^Pick up order at /);
    expect(steps[2]!.address).toMatchObject({ street2: 'Colorado Blvd', zipcode: '91101' });
    expect(JSON.stringify(steps)).not.toContain('billingAddress');
  });

  it('leaves out completed and cancelled orders', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const done = await assignedOrder(driver);
    const cancelled = await assignedOrder(driver);
    for (const step of done.steps)
      expect((await complete(driver, done.orderId, step)).statusCode).toBe(200);
    expect((await completeOrder(driver, done.orderId)).statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.orderId}/cancel`,
      headers: await ctx.login('admin'),
      payload: { reason: 'Store closed' },
    });
    expect(cancel.statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/instructions/${driver.driverId}`,
      headers: await ctx.login(driver),
    });
    expect(response.json()).toEqual([]);
  });
});

describe('the review screen waits 12 hours', () => {
  it('a handed-over order stays on the list for Complete Order, then leaves it for the admin', async () => {
    let now = new Date('2026-03-02T18:00:00Z');
    const app = await ctx.buildApp({ clock: () => now });
    const driver = await ctx.newUser({ role: 'driver' });
    const { orderId, steps } = await assignedOrder(driver);
    const headers = await ctx.login(driver);
    for (const step of steps) {
      const done = await app.inject({
        method: 'PATCH',
        url: `/api/drivers/${driver.driverId}/orders/${orderId}/instructions/${step}`,
        headers,
        payload: {},
      });
      expect(done.statusCode).toBe(200);
    }
    const listed = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/instructions/${driver.driverId}`, headers })
      ).json() as { orderId: string }[];
    now = new Date('2026-03-03T05:59:00Z');
    expect((await listed()).map((step) => step.orderId)).toEqual([orderId, orderId, orderId]);
    now = new Date('2026-03-03T06:01:00Z');
    expect(await listed()).toEqual([]);
  });
});

describe('PATCH …/instructions/{instructionId}', () => {
  it('works the steps in sequence: picked up, bags, delivered, each an order event by the driver', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const { orderId, steps } = await assignedOrder(driver);

    const early = await complete(driver, orderId, steps[1]!);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'CONFLICT', error: STEP_OUT_OF_ORDER });

    const pickedUp = await complete(driver, orderId, steps[0]!);
    expect(completeInstructionAnswerSchema.parse(pickedUp.json())).toMatchObject({
      status: 'complete',
      instruction: { _id: steps[0], status: 'complete' },
    });
    expect(await statusOf(orderId)).toBe('picked_up');
    expect(await eventsOf(orderId, 'pick_up')).toEqual([
      expect.objectContaining({ actorUserId: driver.id, actorRole: 'driver' }),
    ]);

    const bagged = await complete(driver, orderId, steps[1]!, {
      body: { bagIds: [' BAG-7 ', 'BAG-8', 'BAG-7'] },
    });
    expect(bagged.json().instruction.bagIds).toEqual(['BAG-7', 'BAG-8']);
    expect(await statusOf(orderId)).toBe('picked_up');

    const early2 = await completeOrder(driver, orderId);
    expect(early2.statusCode).toBe(409);
    expect(early2.json()).toEqual({ code: 'CONFLICT', error: ORDER_STEPS_UNFINISHED });

    expect((await complete(driver, orderId, steps[2]!)).statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('delivered');
    expect(await eventsOf(orderId, 'deliver')).toHaveLength(1);
  });

  it('a completion replayed 10 times at once is recorded once, every reply the same', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const { orderId, steps } = await assignedOrder(driver);
    const headers = await ctx.login(driver);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => complete(driver, orderId, steps[0]!, { headers })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    const bodies = replies.map((reply) => reply.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await eventsOf(orderId, 'pick_up')).toHaveLength(1);
    const [step] = await ctx.db
      .select()
      .from(driverInstructions)
      .where(eq(driverInstructions.id, steps[0]!));
    expect(step!.status).toBe('complete');
  });

  it('refuses bad bag labels, and answers 404 for a step that is not this order’s or not theirs', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const { orderId, steps } = await assignedOrder(driver);
    const other = await assignedOrder(driver);
    await complete(driver, orderId, steps[0]!);
    for (const bagIds of [[''], ['x'.repeat(41)], Array(21).fill('B')]) {
      const refused = await complete(driver, orderId, steps[1]!, { body: { bagIds } });
      expect(refused.statusCode, JSON.stringify(bagIds).slice(0, 30)).toBe(400);
    }
    expect((await complete(driver, orderId, other.steps[0]!)).statusCode).toBe(404);
    // Reassigned before the driver started: the old driver's steps are gone.
    const newDriver = await ctx.newUser({ role: 'driver' });
    const admin = await ctx.newUser({ role: 'admin' });
    const moved = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/assign-instructions',
      headers: await ctx.login(admin),
      payload: { adminId: admin.adminId, orderId: other.orderId, driverId: newDriver.driverId },
    });
    expect(moved.statusCode).toBe(200);
    expect((await complete(driver, other.orderId, other.steps[0]!)).statusCode).toBe(404);
  });
});

describe('GET /api/drivers/{driverId}/deliveries', () => {
  it('lists what the driver handed over, the latest first, with the tip; no one else’s', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const first = await assignedOrder(driver, { driverTipCents: 300 });
    const second = await assignedOrder(driver, { driverTipCents: 125 });
    const open = await assignedOrder(driver);
    for (const { orderId, steps } of [first, second]) {
      for (const step of steps) await complete(driver, orderId, step);
    }
    await completeOrder(driver, first.orderId);
    await complete(driver, open.orderId, open.steps[0]!);
    const url = `/api/drivers/${driver.driverId}/deliveries`;
    const response = await ctx.app.inject({ method: 'GET', url, headers: await ctx.login(driver) });
    expect(response.statusCode).toBe(200);
    expect(driverDeliveriesSchema.parse(response.json())).toEqual([
      expect.objectContaining({ _id: second.orderId, driverTip: 1.25, orderStatus: 'delivered' }),
      expect.objectContaining({
        _id: first.orderId,
        driverTip: 3,
        orderStatus: 'completed',
        deliveryAddress: expect.objectContaining({ street2: 'Colorado Blvd' }),
      }),
    ]);
    const other = await ctx.app.inject({
      method: 'GET',
      url,
      headers: await ctx.login(await ctx.newUser({ role: 'driver' })),
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('photo proof of the hand-over', () => {
  /** A delivery photo the user uploads, as the driver's phone does. */
  async function uploadDeliveryPhoto(user: UserRecord): Promise<{ publicUrl: string }> {
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/s3/get-upload-url',
      headers: await ctx.login(user),
      payload: {
        fileName: 'door.png',
        fileType: 'image/png',
        folderName: 'delivery',
        fileSize: TINY_PNG.length,
      },
    });
    expect(asked.statusCode).toBe(200);
    const upload = asked.json();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: upload.url,
      headers: upload.headers,
      payload: TINY_PNG,
    });
    expect(put.statusCode).toBe(204);
    return upload;
  }

  it('the driver uploads a delivery photo and hands it over with the last step; buyer and admin see it', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const { orderId, buyer, steps } = await assignedOrder(driver);
    const upload = await uploadDeliveryPhoto(driver);

    const early = await complete(driver, orderId, steps[0]!, {
      body: { photoUrl: upload.publicUrl },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(PHOTO_AT_HANDOVER);
    await complete(driver, orderId, steps[0]!);
    await complete(driver, orderId, steps[1]!);
    for (const photoUrl of ['https://example.com/door.png', '/images/stores/cafe.png']) {
      const foreign = await complete(driver, orderId, steps[2]!, { body: { photoUrl } });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error).toBe(DELIVERY_PHOTO_NOT_UPLOADED);
    }
    // Another driver's photo of another door is not this hand-over's proof (issue #29).
    const theirs = await uploadDeliveryPhoto(await ctx.newUser({ role: 'driver' }));
    const borrowed = await complete(driver, orderId, steps[2]!, {
      body: { photoUrl: theirs.publicUrl },
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error).toBe(
      `The image ${theirs.publicUrl} was uploaded by someone else. Please upload your own.`,
    );
    expect(await statusOf(orderId)).toBe('picked_up');
    const handedOver = await complete(driver, orderId, steps[2]!, {
      body: { photoUrl: upload.publicUrl },
    });
    expect(handedOver.statusCode).toBe(200);

    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: await ctx.login(buyer),
    });
    const photoPath = `/api/order/${orderId}/delivery-photo`;
    expect(seen.json().deliveryPhoto).toBe(photoPath);
    const admin = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: await ctx.login('admin'),
    });
    expect(admin.json().deliveryPhoto).toBe(photoPath);

    // A buyer's door is private (issue #29): the buyer, the driver and admins read it with their
    // token; nobody else, and never at the upload's own address.
    const photoFor = async (who?: UserRecord | 'admin') =>
      ctx.app.inject({ method: 'GET', url: photoPath, headers: who ? await ctx.login(who) : {} });
    for (const who of [buyer, driver, 'admin'] as const) {
      const photo = await photoFor(who);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('no-store');
      expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
    }
    const stranger = await photoFor(await ctx.newUser());
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe('This order belongs to someone else.');
    expect((await photoFor()).statusCode).toBe(401);
    const direct = await ctx.app.inject({ method: 'GET', url: upload.publicUrl });
    expect(direct.statusCode).toBe(404);
  });
});

describe('PATCH /api/orders/{orderId}/complete', () => {
  it('completes a delivered order once; asking again answers the same', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const { orderId, steps } = await assignedOrder(driver);
    for (const step of steps) await complete(driver, orderId, step);
    const [first, second] = await Promise.all([
      completeOrder(driver, orderId),
      completeOrder(driver, orderId),
    ]);
    for (const reply of [first, second]) {
      expect(reply.statusCode).toBe(200);
      expect(completeOrderAnswerSchema.parse(reply.json())).toEqual({
        status: 'complete',
        orderId,
        orderStatus: 'completed',
      });
    }
    expect(await eventsOf(orderId, 'complete')).toEqual([
      expect.objectContaining({
        actorUserId: driver.id,
        actorRole: 'driver',
        toStatus: 'completed',
      }),
    ]);
  });

  it("answers 404 for an order that is not the driver's", async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const { orderId } = await assignedOrder(await ctx.newUser({ role: 'driver' }));
    expect((await completeOrder(driver, orderId)).statusCode).toBe(404);
  });
});
