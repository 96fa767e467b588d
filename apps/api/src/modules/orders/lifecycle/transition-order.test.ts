import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { orderEventSchema } from '@marketplace/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { paidOrder } from '../../../test/paid-order.js';
import type { UserRecord } from '../../users/service.js';
import { toOrderEventJson } from '../order-json.js';
import { recordOrder } from '../record-order.js';
import { orderTimeline } from './order-events.js';
import { type TransitionOrderInput, transitionOrder } from './transition-order.js';

const ctx = await createTestApp();

const HOME = {
  fullname: 'Ada Buyer',
  contact: '3105550100',
  street1: '12',
  street2: 'Colorado Blvd',
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91101',
};

async function newDeliveryOrder(buyer?: UserRecord) {
  return ctx.newOrder(buyer ?? (await ctx.newUser()), {
    orderType: 'delivery',
    deliveryAddress: HOME,
    driverTip: '15',
    driverTipCents: 203,
  });
}

function transition(input: TransitionOrderInput) {
  return ctx.db.transaction((tx) => transitionOrder(tx, input));
}

/** The order's row and timeline, to show a refusal changed nothing. */
async function snapshot(orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return { order, timeline: await orderTimeline(ctx.db, orderId) };
}

/** The timeline as from → to by action and role. */
async function steps(orderId: string) {
  return (await orderTimeline(ctx.db, orderId)).map(
    (e) => `${e.fromStatus ?? '—'} → ${e.toStatus} (${e.action} by ${e.actorRole})`,
  );
}

async function expectRefused(
  input: TransitionOrderInput,
  refusal: { statusCode: number; code: string; message: string },
) {
  const before = await snapshot(input.orderId);
  await expect(transition(input)).rejects.toMatchObject(refusal);
  expect(await snapshot(input.orderId)).toEqual(before);
}

describe('recordOrder starts the timeline', () => {
  it('writes the payment as the first event: null → pending, by the system, when the order was made', async () => {
    const orderId = await newDeliveryOrder();
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const timeline = await orderTimeline(ctx.db, orderId);
    expect(timeline).toEqual([
      {
        id: expect.any(Number),
        orderId,
        fromStatus: null,
        toStatus: 'pending',
        action: 'pay',
        actorUserId: null,
        actorRole: 'system',
        driverId: null,
        reason: null,
        amountCents: null,
        refundId: null,
        at: order!.createdAt,
      },
    ]);
    expect(order!.orderStatus).toBe('pending');
    expect(orderEventSchema.parse(toOrderEventJson(timeline[0]!))).toEqual({
      _id: String(timeline[0]!.id),
      orderId,
      fromStatus: null,
      toStatus: 'pending',
      action: 'pay',
      actorUserId: null,
      actorRole: 'system',
      actorName: null,
      driverId: null,
      driverName: null,
      reason: null,
      amountCents: null,
      at: order!.createdAt.toISOString(),
    });
  });

  it('writes it once: paying the same session again records neither a second order nor event', async () => {
    const buyer = await ctx.newUser();
    const paymentSessionId = `ps_${randomUUID()}`;
    const orderId = await ctx.newOrder(buyer, { paymentSessionId });
    const store = await ctx.newStore();
    const again = await recordOrder(ctx.db, paidOrder(buyer, store.id, { paymentSessionId }));
    expect(again).toEqual({ orderId, created: false });
    expect(await steps(orderId)).toEqual(['— → pending (pay by system)']);
  });

  it('writes order and event together: inside a transaction that fails, neither stays', async () => {
    const buyer = await ctx.newUser();
    const paymentSessionId = `ps_${randomUUID()}`;
    const store = await ctx.newStore();
    let orderId = '';
    await expect(
      ctx.db.transaction(async (tx) => {
        ({ orderId } = await recordOrder(tx, paidOrder(buyer, store.id, { paymentSessionId })));
        throw new Error('the payment session update failed');
      }),
    ).rejects.toThrow('the payment session update failed');
    expect(await snapshot(orderId)).toEqual({ order: undefined, timeline: [] });
  });
});

describe('transitionOrder', () => {
  it('assigns a driver: the status, the driver and the event change together', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const driver = await ctx.newUser({ role: 'driver' });
    const orderId = await newDeliveryOrder();
    const { order, event } = await transition({
      orderId,
      action: 'assign',
      actor: admin,
      driverId: driver.driverId,
    });
    expect(order).toMatchObject({
      id: orderId,
      orderStatus: 'assigned',
      driverId: driver.driverId,
    });
    expect(event).toMatchObject({
      orderId,
      fromStatus: 'pending',
      toStatus: 'assigned',
      action: 'assign',
      actorUserId: admin.id,
      actorRole: 'admin',
      driverId: driver.driverId,
      reason: null,
    });
    const after = await snapshot(orderId);
    expect(after.order).toEqual(order);
    expect(after.timeline.at(-1)).toEqual(event);
    expect(after.timeline).toHaveLength(2);
  });

  it('walks a delivery order to completed, with its driver picking up and delivering', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const first = await ctx.newUser({ role: 'driver' });
    const second = await ctx.newUser({ role: 'driver' });
    const orderId = await newDeliveryOrder();
    await transition({ orderId, action: 'assign', actor: admin, driverId: first.driverId });
    const { order } = await transition({
      orderId,
      action: 'reassign',
      actor: admin,
      driverId: second.driverId,
      reason: 'Closer to the store.',
    });
    expect(order.driverId).toBe(second.driverId);
    // The first driver no longer has it.
    await expectRefused(
      { orderId, action: 'pick_up', actor: first },
      {
        statusCode: 403,
        code: 'FORBIDDEN',
        message: "Only the order's driver or an admin can mark it picked up.",
      },
    );
    await transition({ orderId, action: 'pick_up', actor: second });
    await expectRefused(
      { orderId, action: 'reassign', actor: admin, driverId: first.driverId },
      {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'The driver has already picked up this order, so it can no longer be reassigned.',
      },
    );
    await transition({ orderId, action: 'deliver', actor: second });
    await transition({ orderId, action: 'complete', actor: admin });
    expect(await steps(orderId)).toEqual([
      '— → pending (pay by system)',
      'pending → assigned (assign by admin)',
      'assigned → assigned (reassign by admin)',
      'assigned → picked_up (pick_up by driver)',
      'picked_up → delivered (deliver by driver)',
      'delivered → completed (complete by admin)',
    ]);
    const timeline = await orderTimeline(ctx.db, orderId);
    expect(timeline[2]).toMatchObject({
      driverId: second.driverId,
      reason: 'Closer to the store.',
    });
    expect(timeline[3]).toMatchObject({ actorUserId: second.id, driverId: null });
    for (const event of timeline)
      expect(() => orderEventSchema.parse(toOrderEventJson(event))).not.toThrow();
  });

  it('walks a pickup order: ready for pickup, then completed', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const orderId = await ctx.newOrder(await ctx.newUser());
    await transition({ orderId, action: 'mark_ready', actor: admin });
    await transition({ orderId, action: 'complete', actor: admin });
    expect(await steps(orderId)).toEqual([
      '— → pending (pay by system)',
      'pending → ready_for_pickup (mark_ready by admin)',
      'ready_for_pickup → completed (complete by admin)',
    ]);
  });

  it('cancels with the reason in the event', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const orderId = await ctx.newOrder(await ctx.newUser());
    const { event } = await transition({
      orderId,
      action: 'cancel',
      actor: admin,
      reason: '  The store closed early.  ',
    });
    expect(event).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      reason: 'The store closed early.',
    });
  });

  describe('refuses with a clear answer and changes nothing', () => {
    it('a repeated transition: 409 with core’s sentence', async () => {
      const admin = await ctx.newUser({ role: 'admin' });
      const driver = await ctx.newUser({ role: 'driver' });
      const orderId = await newDeliveryOrder();
      await transition({ orderId, action: 'assign', actor: admin, driverId: driver.driverId });
      await expectRefused(
        { orderId, action: 'assign', actor: admin, driverId: driver.driverId },
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'This order already has a driver; reassign it instead.',
        },
      );
      await expectRefused(
        { orderId, action: 'reassign', actor: admin, driverId: driver.driverId },
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'This order is already assigned to that driver.',
        },
      );
      await expectRefused(
        { orderId, action: 'pay', actor: 'system' },
        { statusCode: 409, code: 'CONFLICT', message: 'This order is already paid.' },
      );
      await transition({ orderId, action: 'cancel', actor: admin, reason: 'Buyer called.' });
      await expectRefused(
        { orderId, action: 'cancel', actor: admin, reason: 'Again.' },
        { statusCode: 409, code: 'CONFLICT', message: 'This order is already cancelled.' },
      );
    });

    it('an illegal transition: 409 with core’s sentence', async () => {
      const admin = await ctx.newUser({ role: 'admin' });
      const driver = await ctx.newUser({ role: 'driver' });
      const delivery = await newDeliveryOrder();
      const pickup = await ctx.newOrder(await ctx.newUser());
      await expectRefused(
        { orderId: delivery, action: 'deliver', actor: admin },
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'This order has no driver yet; assign one first.',
        },
      );
      await expectRefused(
        { orderId: delivery, action: 'mark_ready', actor: admin },
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Only pickup orders are made ready for pickup.',
        },
      );
      await expectRefused(
        { orderId: pickup, action: 'assign', actor: admin, driverId: driver.driverId },
        { statusCode: 409, code: 'CONFLICT', message: 'A pickup order has no driver.' },
      );
      await expectRefused(
        { orderId: pickup, action: 'complete', actor: admin },
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'An order that is pending cannot be completed.',
        },
      );
    });

    it('the wrong actor: 403 with core’s sentence', async () => {
      const orderId = await newDeliveryOrder();
      const driver = await ctx.newUser({ role: 'driver' });
      for (const role of ['buyer', 'seller', 'dataentry', 'driver'] as const) {
        await expectRefused(
          { orderId, action: 'cancel', actor: await ctx.newUser({ role }), reason: 'No.' },
          { statusCode: 403, code: 'FORBIDDEN', message: 'Only an admin can cancel an order.' },
        );
      }
      await expectRefused(
        { orderId, action: 'assign', actor: 'system', driverId: driver.driverId },
        {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Only an admin can assign a driver to an order.',
        },
      );
    });

    it('an unknown order or driver: 404; a cancellation without a reason: 400', async () => {
      const admin = await ctx.newUser({ role: 'admin' });
      const orderId = await newDeliveryOrder();
      for (const unknown of [randomUUID(), 'nope']) {
        await expect(
          transition({ orderId: unknown, action: 'cancel', actor: admin, reason: 'x' }),
        ).rejects.toMatchObject({ statusCode: 404, message: 'Order not found.' });
      }
      const buyer = await ctx.newUser();
      for (const driverId of [randomUUID(), buyer.buyerId, 'nope', null]) {
        await expectRefused(
          { orderId, action: 'assign', actor: admin, driverId },
          { statusCode: 404, code: 'NOT_FOUND', message: 'Driver not found.' },
        );
      }
      // Someone who used to drive holds another role now.
      const former = await ctx.newUser({ role: 'seller', driverId: randomUUID() });
      await expectRefused(
        { orderId, action: 'assign', actor: admin, driverId: former.driverId },
        { statusCode: 404, code: 'NOT_FOUND', message: 'Driver not found.' },
      );
      for (const reason of [undefined, null, '', '   ']) {
        await expectRefused(
          { orderId, action: 'cancel', actor: admin, reason },
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Please give a reason for cancelling the order.',
          },
        );
      }
    });
  });

  describe('two transitions of one order at once: exactly one wins', () => {
    it('two admins assigning different drivers', async () => {
      for (let round = 0; round < 4; round += 1) {
        const orderId = await newDeliveryOrder();
        const drivers = [
          await ctx.newUser({ role: 'driver' }),
          await ctx.newUser({ role: 'driver' }),
        ];
        const results = await Promise.allSettled(
          drivers.map(async (driver) =>
            transition({
              orderId,
              action: 'assign',
              actor: await ctx.newUser({ role: 'admin' }),
              driverId: driver.driverId,
            }),
          ),
        );
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r) => r.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        expect(lost[0]!.reason).toMatchObject({
          statusCode: 409,
          message: 'This order already has a driver; reassign it instead.',
        });
        const winner = won[0]!.value;
        const { order, timeline } = await snapshot(orderId);
        expect(order!.driverId).toBe(winner.order.driverId);
        expect(timeline.map((e) => e.action)).toEqual(['pay', 'assign']);
        expect(timeline[1]!.driverId).toBe(winner.order.driverId);
      }
    });

    it('a second assignment waits for the first one’s lock, then is refused', async () => {
      // The first holds the order locked while the second starts: without FOR UPDATE the second
      // would read 'pending' and assign too.
      const admin = await ctx.newUser({ role: 'admin' });
      const [one, two] = [
        await ctx.newUser({ role: 'driver' }),
        await ctx.newUser({ role: 'driver' }),
      ];
      const orderId = await newDeliveryOrder();
      let firstHolds!: () => void;
      const holding = new Promise<void>((resolve) => {
        firstHolds = resolve;
      });
      const first = ctx.db.transaction(async (tx) => {
        const result = await transitionOrder(tx, {
          orderId,
          action: 'assign',
          actor: admin,
          driverId: one.driverId,
        });
        firstHolds();
        await sleep(150);
        return result;
      });
      await holding;
      const second = transition({
        orderId,
        action: 'assign',
        actor: admin,
        driverId: two.driverId,
      });
      const [a, b] = await Promise.allSettled([first, second]);
      expect(a.status).toBe('fulfilled');
      expect(b).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
      expect((await snapshot(orderId)).order!.driverId).toBe(one.driverId);
      expect(await steps(orderId)).toEqual([
        '— → pending (pay by system)',
        'pending → assigned (assign by admin)',
      ]);
    });

    it('two admins cancelling', async () => {
      const orderId = await ctx.newOrder(await ctx.newUser());
      const results = await Promise.allSettled(
        ['Out of stock.', 'Buyer asked.'].map(async (reason) =>
          transition({
            orderId,
            action: 'cancel',
            actor: await ctx.newUser({ role: 'admin' }),
            reason,
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({
        reason: { statusCode: 409, message: 'This order is already cancelled.' },
      });
      expect((await steps(orderId)).filter((s) => s.includes('cancel'))).toHaveLength(1);
    });

    it('the driver delivering while an admin cancels', async () => {
      for (let round = 0; round < 3; round += 1) {
        const admin = await ctx.newUser({ role: 'admin' });
        const driver = await ctx.newUser({ role: 'driver' });
        const orderId = await newDeliveryOrder();
        await transition({ orderId, action: 'assign', actor: admin, driverId: driver.driverId });
        await transition({ orderId, action: 'pick_up', actor: driver });
        const [delivered, cancelled] = await Promise.allSettled([
          transition({ orderId, action: 'deliver', actor: driver }),
          transition({ orderId, action: 'cancel', actor: admin, reason: 'Buyer unreachable.' }),
        ]);
        const { order, timeline } = await snapshot(orderId);
        const last = timeline.slice(3).map((e) => e.action);
        if (delivered.status === 'fulfilled') {
          expect(cancelled).toMatchObject({
            status: 'rejected',
            reason: {
              statusCode: 409,
              message: 'A delivered or completed order can no longer be cancelled.',
            },
          });
          expect(order!.orderStatus).toBe('delivered');
          expect(last).toEqual(['deliver']);
        } else {
          expect(cancelled.status).toBe('fulfilled');
          expect(delivered).toMatchObject({
            status: 'rejected',
            reason: {
              statusCode: 409,
              message: 'This order was cancelled and can no longer change.',
            },
          });
          expect(order!.orderStatus).toBe('cancelled');
          expect(last).toEqual(['cancel']);
        }
      }
    });

    it('an admin assigning while another cancels: the two apply one after the other, never mixed', async () => {
      // Cancelling an assigned order is allowed, so both may succeed (assign, then cancel); an
      // assignment after the cancellation is refused. Either way the timeline tells it in order.
      for (let round = 0; round < 3; round += 1) {
        const driver = await ctx.newUser({ role: 'driver' });
        const orderId = await newDeliveryOrder();
        const [assigned, cancelled] = await Promise.allSettled([
          transition({
            orderId,
            action: 'assign',
            actor: await ctx.newUser({ role: 'admin' }),
            driverId: driver.driverId,
          }),
          transition({
            orderId,
            action: 'cancel',
            actor: await ctx.newUser({ role: 'admin' }),
            reason: 'Store closed.',
          }),
        ]);
        expect(cancelled.status).toBe('fulfilled');
        const { order } = await snapshot(orderId);
        expect(order!.orderStatus).toBe('cancelled');
        if (assigned.status === 'fulfilled') {
          expect(await steps(orderId)).toEqual([
            '— → pending (pay by system)',
            'pending → assigned (assign by admin)',
            'assigned → cancelled (cancel by admin)',
          ]);
        } else {
          expect(assigned.reason).toMatchObject({
            statusCode: 409,
            message: 'This order was cancelled and can no longer change.',
          });
          expect(order!.driverId).toBeNull();
          expect(await steps(orderId)).toEqual([
            '— → pending (pay by system)',
            'pending → cancelled (cancel by admin)',
          ]);
        }
      }
    });
  });
});
