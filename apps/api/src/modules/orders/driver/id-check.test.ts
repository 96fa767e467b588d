import { readFile } from 'node:fs/promises';
import { completeInstructionAnswerSchema, driverStepsSchema } from '@marketplace/contract/driver';
import {
  ID_BIRTH_DATE_FUTURE,
  ID_BIRTH_DATE_INVALID,
  ID_CHECK_ONLY_AT_CHECK,
  ID_CHECK_REQUIRED,
  ID_CHECK_UNDER_AGE,
  STEP_OUT_OF_ORDER,
} from '@marketplace/core/constants/messages';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverInstructions, orderEvents, orders } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { BUYER_HOME } from '../../../test/order-addresses.js';
import { orderLine } from '../../../test/order-lines.js';
import type { UserRecord } from '../../users/service.js';

// Issue #14, the ID check at the door (docs/decisions/096). The clock is 9 pm on 23 November in
// Pasadena, already the 24th in UTC: ages are counted on the store's calendar day.
const ctx = await createTestApp();
const NOW = new Date('2026-11-24T05:00:00Z');
const app = await ctx.buildApp({ clock: () => NOW });
const TURNS_21_TODAY = '2005-11-23';
const TURNS_21_TOMORROW = '2005-11-24';

/** A paid delivery of a bottle of wine from a new store, assigned to a new driver. */
async function liquorOrder() {
  const driver = await ctx.newUser({ role: 'driver' });
  const store = await ctx.newStore({ name: `Cellar ${ctx.newPhone().slice(-6)}` });
  const wine = await ctx.newProduct({ storeId: store.id, needsAgeVerification: true });
  const buyer = await ctx.newUser();
  const orderId = await ctx.newOrder(buyer, {
    orderType: 'delivery',
    storeId: store.id,
    deliveryAddress: BUYER_HOME,
    products: [orderLine(wine)],
  });
  const admin = await ctx.newUser({ role: 'admin' });
  const assigned = await app.inject({
    method: 'POST',
    url: '/api/admin/assign-instructions',
    headers: await ctx.login(admin),
    payload: { adminId: admin.adminId, orderId, driverId: driver.driverId },
  });
  expect(assigned.statusCode).toBe(200);
  const steps: { _id: string; kind: string; address: unknown }[] = assigned.json().instructions;
  expect(steps.map((step) => step.kind)).toEqual(['pick_up', 'bag', 'id_check', 'deliver']);
  // The check is at the door: the step says where it is, as the hand-over does (issue #30).
  expect(steps[2]!.address).toMatchObject({
    street1: BUYER_HOME.street1,
    zipcode: BUYER_HOME.zipcode,
  });
  return { driver, store, orderId, steps: steps.map((step) => step._id), admin };
}

async function complete(driver: UserRecord, orderId: string, stepId: string, body: unknown = {}) {
  return app.inject({
    method: 'PATCH',
    url: `/api/drivers/${driver.driverId}/orders/${orderId}/instructions/${stepId}`,
    headers: await ctx.login(driver),
    payload: body as object,
  });
}

/** Picked up and bagged: the driver is at the door. */
async function atTheDoor() {
  const order = await liquorOrder();
  for (const step of order.steps.slice(0, 2)) {
    expect((await complete(order.driver, order.orderId, step)).statusCode).toBe(200);
  }
  return order;
}

const orderRow = async (orderId: string) =>
  (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const stepRows = (orderId: string) =>
  ctx.db
    .select()
    .from(driverInstructions)
    .where(eq(driverInstructions.orderId, orderId))
    .orderBy(asc(driverInstructions.position));
const actionsOf = async (orderId: string) =>
  (
    await ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id))
  ).map((event) => event.action);

describe('what was sold decides the ID check (issue #29)', () => {
  it('keeps the check when the product is unticked after the sale, and adds none for one ticked after', async () => {
    const store = await ctx.newStore({ name: `Corner ${ctx.newPhone().slice(-6)}` });
    const shelf = await ctx.newProductCategory({ storeId: store.id });
    const wine = await ctx.newProduct({
      storeId: store.id,
      productCategoryId: shelf.id,
      needsAgeVerification: true,
    });
    const soda = await ctx.newProduct({ storeId: store.id, productCategoryId: shelf.id });
    const buyer = await ctx.newUser();
    const sold = (product: typeof wine) =>
      ctx.newOrder(buyer, {
        orderType: 'delivery',
        storeId: store.id,
        deliveryAddress: BUYER_HOME,
        products: [orderLine(product)],
      });
    const wineOrder = await sold(wine);
    const sodaOrder = await sold(soda);

    // After the sale, the store changes its mind about both.
    const admin = await ctx.newUser({ role: 'admin' });
    for (const [product, needsAgeVerification] of [
      [wine, false],
      [soda, true],
    ] as const) {
      const changed = await app.inject({
        method: 'PUT',
        url: `/api/update-product/${product.id}`,
        headers: await ctx.login(admin),
        payload: {
          storeId: store.id,
          productCategoryId: shelf.id,
          updateData: { needsAgeVerification },
        },
      });
      expect(changed.statusCode).toBe(200);
    }

    const driver = await ctx.newUser({ role: 'driver' });
    const kinds: string[][] = [];
    for (const orderId of [wineOrder, sodaOrder]) {
      const assigned = await app.inject({
        method: 'POST',
        url: '/api/admin/assign-instructions',
        headers: await ctx.login(admin),
        payload: { adminId: admin.adminId, orderId, driverId: driver.driverId },
      });
      expect(assigned.statusCode).toBe(200);
      kinds.push(assigned.json().instructions.map((step: { kind: string }) => step.kind));
    }
    expect(kinds).toEqual([
      ['pick_up', 'bag', 'id_check', 'deliver'],
      ['pick_up', 'bag', 'deliver'],
    ]);
    const list = await app.inject({
      method: 'GET',
      url: `/api/instructions/${driver.driverId}`,
      headers: await ctx.login(driver),
    });
    const needs = new Map<string, boolean>(
      driverStepsSchema
        .parse(list.json())
        .map((step) => [step.order._id, step.order.needsIdCheck] as const),
    );
    expect(needs).toEqual(
      new Map([
        [wineOrder, true],
        [sodaOrder, false],
      ]),
    );
  });

  it('gives the lines of orders placed before the flag their product has now (drizzle/0031)', async () => {
    const store = await ctx.newStore();
    const wine = await ctx.newProduct({ storeId: store.id, needsAgeVerification: true });
    const soda = await ctx.newProduct({ storeId: store.id });
    const buyer = await ctx.newUser();
    const orderId = await ctx.newOrder(buyer, {
      storeId: store.id,
      products: [orderLine(wine), orderLine(soda), { ...orderLine(soda), productId: 'gone' }],
    });
    // As an order of before: its lines without the flag.
    await ctx.db.execute(
      sql`update orders set products = (select jsonb_agg(line - 'needsAgeVerification') from jsonb_array_elements(products) as line) where id = ${orderId}`,
    );
    const migration = await readFile(
      new URL('../../../../drizzle/0031_order_lines_keep_age_check.sql', import.meta.url),
      'utf8',
    );
    await ctx.db.execute(sql.raw(migration));
    const lines = (await orderRow(orderId)).products;
    expect(lines.map((line) => [line.productId, line.needsAgeVerification])).toEqual([
      [wine.id, true],
      [soda.id, false],
      ['gone', false],
    ]);
  });
});

describe('the ID check step', () => {
  it('cannot be skipped, needs the date of birth and the ID type, and takes them nowhere else', async () => {
    const { driver, orderId, steps } = await atTheDoor();
    const skipped = await complete(driver, orderId, steps[3]!);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ error: STEP_OUT_OF_ORDER });

    const refusals: [unknown, string][] = [
      [{}, ID_CHECK_REQUIRED],
      [{ idCheck: { dateOfBirth: '2005-02-30', idType: 'passport' } }, ID_BIRTH_DATE_INVALID],
      [{ idCheck: { dateOfBirth: '11/23/2005', idType: 'passport' } }, ID_BIRTH_DATE_INVALID],
      [{ idCheck: { dateOfBirth: '2026-11-24', idType: 'passport' } }, ID_BIRTH_DATE_FUTURE],
      // The contract's own sentence for a value outside the list names the field.
      [{ idCheck: { dateOfBirth: '1990-01-01', idType: 'library_card' } }, 'idCheck.idType'],
    ];
    for (const [body, error] of refusals) {
      const refused = await complete(driver, orderId, steps[2]!, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toContain(error);
    }
    const { driver: other, orderId: fresh, steps: freshSteps } = await liquorOrder();
    const elsewhere = await complete(other, fresh, freshSteps[0]!, {
      idCheck: { dateOfBirth: '1990-01-01', idType: 'passport' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: ID_CHECK_ONLY_AT_CHECK });
    // Nothing changed: the check is still to do, the order still with the driver.
    expect((await stepRows(orderId))[2]!.status).toBe('pending');
    expect((await orderRow(orderId)).idCheckPassed).toBeNull();
    expect((await orderRow(fresh)).orderStatus).toBe('assigned');
  });

  it('21 today passes: the outcome is kept without the date of birth, and the hand-over follows', async () => {
    const { driver, orderId, steps, admin } = await atTheDoor();
    const checked = await complete(driver, orderId, steps[2]!, {
      idCheck: { dateOfBirth: TURNS_21_TODAY, idType: 'drivers_license' },
    });
    expect(checked.statusCode).toBe(200);
    expect(completeInstructionAnswerSchema.parse(checked.json())).toMatchObject({
      status: 'complete',
      idCheck: { passed: true },
    });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      orderStatus: 'picked_up',
      idCheckPassed: true,
      idCheckType: 'drivers_license',
      idCheckedAt: NOW,
    });
    // The date of birth is nowhere: not on the order, its steps or its timeline.
    const stored = JSON.stringify([row, await stepRows(orderId), await actionsOf(orderId)]);
    expect(stored).not.toContain(TURNS_21_TODAY);

    expect((await complete(driver, orderId, steps[3]!)).statusCode).toBe(200);
    expect((await orderRow(orderId)).orderStatus).toBe('delivered');
    const seen = await app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: await ctx.login(admin),
    });
    expect(seen.json().idCheck).toEqual({
      passed: true,
      idType: 'drivers_license',
      checkedAt: NOW.toISOString(),
    });
  });

  it('under 21 refuses the hand-over: the order goes back to the store, then an admin refunds it', async () => {
    const { driver, store, orderId, steps, admin } = await atTheDoor();
    const checked = await complete(driver, orderId, steps[2]!, {
      idCheck: { dateOfBirth: TURNS_21_TOMORROW, idType: 'state_id' },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().idCheck).toEqual({ passed: false });
    expect(await orderRow(orderId)).toMatchObject({
      orderStatus: 'returning',
      idCheckPassed: false,
      idCheckType: 'state_id',
    });
    const [event] = await ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.action, 'refuse'))
      .then((rows) => rows.filter((row) => row.orderId === orderId));
    expect(event).toMatchObject({
      fromStatus: 'picked_up',
      toStatus: 'returning',
      reason: ID_CHECK_UNDER_AGE,
    });

    // The hand-over, same id, is now the way back to the store.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/instructions/${driver.driverId}`,
      headers: await ctx.login(driver),
    });
    const last = driverStepsSchema.parse(listed.json()).at(-1)!;
    expect(last).toMatchObject({
      _id: steps[3],
      kind: 'return',
      instructionTitle: `Return the order to ${store.name}`,
      status: 'pending',
      order: { orderStatus: 'returning', needsIdCheck: true },
    });
    expect(last.address).toMatchObject({ street1: store.street1 });

    // A photo is proof of a hand-over, not of a return.
    const photo = await complete(driver, orderId, steps[3]!, { photoUrl: '/api/uploads/x.png' });
    expect(photo.statusCode).toBe(400);
    const returned = await complete(driver, orderId, steps[3]!);
    expect(returned.statusCode).toBe(200);
    expect((await orderRow(orderId)).orderStatus).toBe('returned');
    const after = await app.inject({
      method: 'GET',
      url: `/api/instructions/${driver.driverId}`,
      headers: await ctx.login(driver),
    });
    expect(after.json()).toEqual([]);
    const completeOrder = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/complete`,
      headers: await ctx.login(driver),
      payload: { driverId: driver.driverId },
    });
    expect(completeOrder.statusCode).toBe(409);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: await ctx.login(admin),
      payload: { reason: 'Buyer under 21 at the door' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await actionsOf(orderId)).toEqual([
      'pay',
      'assign',
      'pick_up',
      'refuse',
      'return',
      'cancel',
    ]);
  });

  it('cannot be cancelled while on its way back, so the driver keeps the step to return it', async () => {
    const { driver, orderId, steps, admin } = await atTheDoor();
    await complete(driver, orderId, steps[2]!, {
      idCheck: { dateOfBirth: TURNS_21_TOMORROW, idType: 'passport' },
    });
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: await ctx.login(admin),
      payload: { reason: 'Too young' },
    });
    expect(cancelled.statusCode).toBe(409);
    expect((await stepRows(orderId)).map((step) => step.kind)).toEqual([
      'pick_up',
      'bag',
      'id_check',
      'return',
    ]);
  });

  it('replayed ten times at once, it is recorded once and answered alike', async () => {
    const { driver, orderId, steps } = await atTheDoor();
    const body = { idCheck: { dateOfBirth: TURNS_21_TOMORROW, idType: 'military_id' } };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => complete(driver, orderId, steps[2]!, body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.json().idCheck).toEqual({ passed: false });
    expect((await actionsOf(orderId)).filter((action) => action === 'refuse')).toHaveLength(1);
    // A replay with other details is answered as the first was: the outcome stands.
    const again = await complete(driver, orderId, steps[2]!, {
      idCheck: { dateOfBirth: '1980-01-01', idType: 'passport' },
    });
    expect(again.body).toBe(answers[0]!.body);
  });
});
