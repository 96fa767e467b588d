import { randomUUID } from 'node:crypto';
import {
  adminOrderRowSchema,
  adminOrderSchema,
  adminOrdersAnswerSchema,
  assignInstructionsAnswerSchema,
  driversPageSchema,
} from '@marketplace/contract/dispatch';
import { orderEventSchema } from '@marketplace/contract/orders';
import type { Role } from '@marketplace/core/constants/roles';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUuid } from '../../../db/ids.js';
import { driverInstructions, type OrderAddress, orders } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { BUYER_HOME } from '../../../test/order-addresses.js';
import { orderLine } from '../../../test/order-lines.js';
import type { UserRecord } from '../../users/service.js';
import { orderTimeline } from '../lifecycle/order-events.js';
import { transitionOrder } from '../lifecycle/transition-order.js';
import type { NewOrder } from '../record-order.js';

const ctx = await createTestApp();

const HOME = BUYER_HOME;
const SHOP: OrderAddress = {
  fullname: 'Corner Café',
  contact: '6265550100',
  street1: '100',
  street2: 'E Colorado Blvd',
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91101',
};
const FORGED_ADDRESS = { ...HOME, street1: '999', street2: 'Elsewhere Ave' };

const ROLES_BUT_ADMIN: Role[] = ['buyer', 'seller', 'driver', 'dataentry'];
const FORBIDDEN = { code: 'FORBIDDEN', error: 'You do not have permission to do this.' };

async function newDeliveryOrder(overrides: Partial<NewOrder> = {}, buyer?: UserRecord) {
  return ctx.newOrder(buyer ?? (await ctx.newUser()), {
    orderType: 'delivery',
    deliveryAddress: HOME,
    pickUpAddress: SHOP,
    ...overrides,
  });
}

async function asAdmin() {
  const admin = await ctx.newUser({ role: 'admin' });
  return { admin, headers: await ctx.login(admin) };
}

async function assign(
  admin: UserRecord,
  body: { orderId: string; driverId: string; currentDriverId?: string | null },
  headers?: Record<string, string>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/assign-instructions',
    headers: headers ?? (await ctx.login(admin)),
    payload: {
      adminId: admin.adminId,
      pickupAddress: FORGED_ADDRESS,
      deliveryAddress: '999 Elsewhere Ave',
      ...body,
    },
  });
}

async function stepsOf(orderId: string) {
  return ctx.db
    .select()
    .from(driverInstructions)
    .where(eq(driverInstructions.orderId, orderId))
    .orderBy(asc(driverInstructions.position));
}

async function orderRow(orderId: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function listOrders(query: Record<string, string>, headers?: Record<string, string>) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/orders',
    query,
    headers: headers ?? (await ctx.login('admin')),
  });
  expect(response.statusCode).toBe(200);
  return adminOrdersAnswerSchema.parse(response.json());
}

async function setStatus(
  orderId: string,
  action: string,
  headers?: Record<string, string>,
  reason?: string,
) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: headers ?? (await ctx.login('admin')),
    payload: { action, ...(reason === undefined ? {} : { reason }) },
  });
}

describe('who may call the dispatch routes', () => {
  const adminOnly = [
    { name: 'GET /api/orders', request: async () => ({ method: 'GET', url: '/api/orders' }) },
    { name: 'GET /api/drivers', request: async () => ({ method: 'GET', url: '/api/drivers' }) },
    {
      name: 'GET /api/orders/{id}',
      request: async () => ({
        method: 'GET',
        url: `/api/orders/${await ctx.newOrder(await ctx.newUser())}`,
      }),
    },
    {
      name: 'PATCH /api/orders/{id}/status',
      request: async () => ({
        method: 'PATCH',
        url: `/api/orders/${await ctx.newOrder(await ctx.newUser())}/status`,
        payload: { action: 'mark_ready' },
      }),
    },
    {
      name: 'POST /api/admin/assign-instructions',
      request: async () => ({
        method: 'POST',
        url: '/api/admin/assign-instructions',
        payload: {
          orderId: await newDeliveryOrder(),
          driverId: (await ctx.newUser({ role: 'driver' })).driverId,
          adminId: randomUUID(),
        },
      }),
    },
  ] as const;

  it.each(adminOnly)('$name: admin only; 401 without a token', async ({ request }) => {
    for (const role of ROLES_BUT_ADMIN) {
      const refused = await ctx.app.inject({
        ...(await request()),
        headers: await ctx.login(role),
      } as never);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json(), role).toMatchObject(FORBIDDEN);
    }
    const anonymous = await ctx.app.inject((await request()) as never);
    expect(anonymous.statusCode).toBe(401);
    const { admin, headers } = await asAdmin();
    const req = (await request()) as { payload?: Record<string, unknown> };
    if (req.payload && 'adminId' in req.payload) req.payload.adminId = admin.adminId;
    const allowed = await ctx.app.inject({ ...req, headers } as never);
    expect(allowed.statusCode).toBe(200);
  });

  it("GET /api/orders/{id}/timeline: the order's buyer and admins; others 403, nobody 401", async () => {
    const buyer = await ctx.newUser();
    const orderId = await ctx.newOrder(buyer);
    const url = `/api/orders/${orderId}/timeline`;
    const as = async (who: Role | UserRecord) =>
      ctx.app.inject({ method: 'GET', url, headers: await ctx.login(who) });
    expect((await as(buyer)).statusCode).toBe(200);
    expect((await as('admin')).statusCode).toBe(200);
    const otherBuyer = await as('buyer');
    expect(otherBuyer.statusCode).toBe(403);
    expect(otherBuyer.json()).toMatchObject({ error: 'This order belongs to someone else.' });
    for (const role of ['seller', 'driver', 'dataentry'] as const) {
      expect((await as(role)).statusCode, role).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${randomUUID()}/timeline`,
      headers: await ctx.login('admin'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Order not found.' });
  });

  it('refuses a forged X-admin-ID header and an adminId that is not the caller’s', async () => {
    const { admin, headers } = await asAdmin();
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { ...headers, 'x-admin-id': randomUUID(), 'x-user-id': admin.id },
    });
    expect(forged.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { ...headers, 'x-admin-id': admin.adminId!, 'x-user-id': admin.id },
    });
    expect(own.statusCode).toBe(200);

    const orderId = await newDeliveryOrder();
    const driver = await ctx.newUser({ role: 'driver' });
    const other = await ctx.newUser({ role: 'admin' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/assign-instructions',
      headers,
      payload: { orderId, driverId: driver.driverId, adminId: other.adminId },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'adminId must be your own admin id.' });
    expect((await orderRow(orderId)).driverId).toBeNull();
    expect(await stepsOf(orderId)).toEqual([]);
  });
});

describe('GET /api/orders?q= (issue #30)', () => {
  it('finds an order by its number as the screens show it, or by digits of a phone on it', async () => {
    const phone = `626555${String(Date.now()).slice(-4)}`;
    const mine = await newDeliveryOrder({ deliveryAddress: { ...HOME, contact: phone } });
    const other = await newDeliveryOrder();
    const number = mine.replace(/-/g, '').slice(0, 8).toUpperCase();
    for (const q of [number, `#${number}`, number.toLowerCase()]) {
      const found = await listOrders({ q });
      expect(found.orders.map((order) => order._id)).toEqual([mine]);
    }
    for (const q of [
      phone,
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      `+1${phone}`,
      phone.slice(-4),
    ]) {
      const found = await listOrders({ q });
      expect(found.orders.map((order) => order._id)).toContain(mine);
      expect(found.orders.map((order) => order._id)).not.toContain(other);
    }
  });

  it('says what it searches by for anything else', async () => {
    for (const q of ['tacos', '12', 'DROP TABLE']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/orders',
        query: { q },
        headers: await ctx.login('admin'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'Search by an order number (8 letters and digits) or by at least 4 digits of a phone number.',
      );
    }
  });
});

describe('GET /api/orders', () => {
  it("lists today's and open orders newest first, in the marketplace's time zone", async () => {
    // 2026-03-10 00:30 in Los Angeles (PDT, UTC-7): today began at 07:00Z, not at 00:00Z.
    const now = new Date('2026-03-10T07:30:00Z');
    const app = await ctx.buildApp({ clock: () => now });
    const buyer = await ctx.newUser();
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    const openOld = await ctx.newOrder(buyer, at('2026-03-01T12:00:00Z'));
    const doneYesterdayLa = await ctx.newOrder(buyer, at('2026-03-10T06:59:00Z'));
    const doneToday = await ctx.newOrder(buyer, at('2026-03-10T07:01:00Z'));
    const cancelledToday = await ctx.newOrder(buyer, at('2026-03-10T07:10:00Z'));
    const finished = async (orderId: string, orderStatus: string) =>
      ctx.db.update(orders).set({ orderStatus }).where(eq(orders.id, orderId));
    await finished(doneYesterdayLa, 'completed');
    await finished(doneToday, 'completed');
    await finished(cancelledToday, 'cancelled');

    const response = await app.inject({
      method: 'GET',
      url: '/api/orders',
      query: { limit: '100' },
      headers: await ctx.login('admin'),
    });
    expect(response.statusCode).toBe(200);
    const ids = adminOrdersAnswerSchema.parse(response.json()).orders.map((o) => o._id);
    const mine = ids.filter((id) =>
      [openOld, doneYesterdayLa, doneToday, cancelledToday].includes(id),
    );
    expect(mine).toEqual([cancelledToday, doneToday, openOld]);

    // Each filter keeps that rule: finished orders of today only, open ones of any day.
    const headers = await ctx.login('admin');
    const filtered = async (status: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/orders',
        query: { limit: '100', status },
        headers,
      });
      return adminOrdersAnswerSchema
        .parse(answer.json())
        .orders.map((o) => o._id)
        .filter((id) => [openOld, doneYesterdayLa, doneToday, cancelledToday].includes(id));
    };
    expect(await filtered('completed')).toEqual([doneToday]);
    expect(await filtered('cancelled')).toEqual([cancelledToday]);
    expect(await filtered('pending')).toEqual([openOld]);
  });

  it('lists rows of what the tables show; the whole order is read on its own (issue #32)', async () => {
    const orderId = await newDeliveryOrder();
    const headers = await ctx.login('admin');
    const row = (await listOrders({ limit: '100' })).orders.find((o) => o._id === orderId);
    expect(Object.keys(row!).sort()).toEqual(Object.keys(adminOrderRowSchema.shape).sort());
    expect(row).toMatchObject({
      adminStatus: 'unassigned',
      needsIdCheck: false,
      totalAmount: 19.23,
    });
    expect(Object.keys(row!.store!).sort()).toEqual(['_id', 'name', 'timezone']);

    expect(row!.driverName).toBeNull();

    const whole = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers });
    expect(whole.statusCode).toBe(200);
    const order = adminOrderSchema.parse(whole.json());
    expect(order).toMatchObject({
      ...row,
      store: { _id: row!.store!._id, name: row!.store!.name },
    });

    // An assigned order's row names its driver, so the table needs no list of drivers.
    const { admin } = await asAdmin();
    const driver = await ctx.newUser({ role: 'driver', firstName: 'Rosa', lastName: 'Parks' });
    await assign(admin, { orderId, driverId: driver.driverId! });
    const assigned = (await listOrders({ limit: '100' })).orders.find((o) => o._id === orderId);
    expect(assigned).toMatchObject({ driverId: driver.driverId, driverName: 'Rosa Parks' });
    const read = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers });
    expect(read.json()).toMatchObject({ driverName: 'Rosa Parks' });
    expect(order.products.length).toBeGreaterThan(0);
    expect(order.deliveryAddress).not.toBeNull();

    // A store that is gone leaves its orders' rows without one.
    const orphan = await ctx.newOrder(await ctx.newUser(), { storeId: randomUUID() });
    const orphanRow = (await listOrders({ limit: '100' })).orders.find((o) => o._id === orphan);
    expect(orphanRow).toMatchObject({ store: null });

    for (const id of [randomUUID(), 'not-an-order']) {
      const unknown = await ctx.app.inject({ url: `/api/orders/${id}`, headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'Order not found.' });
    }
  });

  it('pages with before and limit, newest first, each order once', async () => {
    const buyer = await ctx.newUser();
    for (let i = 0; i < 5; i += 1) {
      await ctx.newOrder(buyer, { createdAt: new Date(Date.now() - i * 60_000) });
    }
    const all = (await listOrders({ limit: '100' })).orders;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const paged: string[] = [];
    let before: string | null = null;
    do {
      const page: { orders: { _id: string }[]; nextBefore: string | null } = await listOrders({
        limit: '2',
        ...(before ? { before } : {}),
      });
      expect(page.orders.length).toBeLessThanOrEqual(2);
      paged.push(...page.orders.map((o) => o._id));
      before = page.nextBefore;
    } while (before);
    expect(paged).toEqual(all.map((o) => o._id));
    const times = all.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const badCursor = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      query: { before: 'not-an-order' },
      headers: await ctx.login('admin'),
    });
    expect(badCursor.statusCode).toBe(400);
    const tooMany = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      query: { limit: '101' },
      headers: await ctx.login('admin'),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("shows a delivery order without a driver as 'unassigned', then 'assigned'; filters by it", async () => {
    const { admin } = await asAdmin();
    const delivery = await newDeliveryOrder();
    const pickup = await ctx.newOrder(await ctx.newUser());
    const statusOf = async (orderId: string, query: Record<string, string> = {}) =>
      (await listOrders({ limit: '100', ...query })).orders.find((o) => o._id === orderId);

    expect(await statusOf(delivery)).toMatchObject({ adminStatus: 'unassigned', driverId: null });
    expect(await statusOf(pickup)).toMatchObject({
      adminStatus: 'pending',
      orderStatus: 'pending',
    });
    expect(await statusOf(delivery, { status: 'unassigned' })).toBeDefined();
    expect(await statusOf(pickup, { status: 'unassigned' })).toBeUndefined();
    expect(await statusOf(pickup, { status: 'pending' })).toBeDefined();
    expect(await statusOf(delivery, { status: 'pending' })).toBeUndefined();

    const driver = await ctx.newUser({ role: 'driver' });
    expect(
      (await assign(admin, { orderId: delivery, driverId: driver.driverId! })).statusCode,
    ).toBe(200);
    expect(await statusOf(delivery)).toMatchObject({
      adminStatus: 'assigned',
      orderStatus: 'assigned',
      driverId: driver.driverId,
    });
    expect(await statusOf(delivery, { status: 'unassigned' })).toBeUndefined();
    expect(await statusOf(delivery, { status: 'assigned' })).toBeDefined();
  });
});

describe('GET /api/drivers', () => {
  /** Letters no other test's names hold, so a search finds only this test's drivers. */
  const mark = () =>
    `Q${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const list = async (admin: UserRecord, query: string) =>
    ctx.app.inject({ url: `/api/drivers?${query}`, headers: await ctx.login(admin) });

  it('lists drivers by name with their open orders, found by name', async () => {
    const { admin } = await asAdmin();
    const tag = mark();
    const zed = await ctx.newUser({ role: 'driver', firstName: 'Zed', lastName: `Driver ${tag}` });
    const amy = await ctx.newUser({ role: 'driver', firstName: 'Amy', lastName: `Driver ${tag}` });
    await ctx.newUser({ role: 'buyer', firstName: 'Aaron', lastName: `Buyer ${tag}` });
    await assign(admin, { orderId: await newDeliveryOrder(), driverId: zed.driverId! });
    await assign(admin, { orderId: await newDeliveryOrder(), driverId: zed.driverId! });

    const whole = await list(admin, '');
    expect(whole.statusCode).toBe(200);
    const names = driversPageSchema
      .parse(whole.json())
      .drivers.map((d) => `${d.firstName} ${d.lastName}`);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const response = await list(admin, `q=${tag}`);
    expect(driversPageSchema.parse(response.json())).toEqual({
      drivers: [
        expect.objectContaining({ driverId: amy.driverId, openOrders: 0 }),
        {
          driverId: zed.driverId,
          firstName: 'Zed',
          lastName: `Driver ${tag}`,
          phone: zed.phone,
          openOrders: 2,
        },
      ],
      total: 2,
      nextAfter: null,
    });
    const one = await list(admin, `driverId=${zed.driverId}`);
    expect(one.json()).toMatchObject({ drivers: [{ driverId: zed.driverId }], total: 1 });
  });

  it('pages by name after the last driver, and refuses a cursor that is no driver', async () => {
    const { admin } = await asAdmin();
    const tag = mark();
    const made = [];
    for (const first of ['Cy', 'Al', 'Bo']) {
      made.push(await ctx.newUser({ role: 'driver', firstName: first, lastName: tag }));
    }
    const [al, bo, cy] = [made[1]!, made[2]!, made[0]!];
    const first = (await list(admin, `q=${tag}&limit=2`)).json();
    expect(first.drivers.map((d: { driverId: string }) => d.driverId)).toEqual([
      al.driverId,
      bo.driverId,
    ]);
    expect(first).toMatchObject({ total: 3, nextAfter: bo.driverId });
    const next = (await list(admin, `q=${tag}&limit=2&after=${first.nextAfter}`)).json();
    expect(next).toEqual({
      drivers: [expect.objectContaining({ driverId: cy.driverId })],
      total: null,
      nextAfter: null,
    });
    for (const after of [randomUUID(), 'nope']) {
      const refused = await list(admin, `after=${after}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: '"after" must be the nextAfter of a page of drivers.',
        code: 'VALIDATION_FAILED',
      });
    }
  });
});

describe('POST /api/admin/assign-instructions', () => {
  it("assigns the order and writes the driver's steps from the order's own addresses", async () => {
    const { admin } = await asAdmin();
    const driver = await ctx.newUser({ role: 'driver' });
    const store = await ctx.newStore({ name: 'Corner Café' });
    const orderId = await newDeliveryOrder({ storeId: store.id });

    const response = await assign(admin, { orderId, driverId: driver.driverId! });
    expect(response.statusCode).toBe(200);
    const answer = assignInstructionsAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({
      isAssigned: true,
      order: { _id: orderId, orderStatus: 'assigned', adminStatus: 'assigned' },
    });
    expect(answer.order.driverId).toBe(driver.driverId);

    const steps = await stepsOf(orderId);
    expect(steps.map((s) => [s.position, s.instructionTitle, s.status])).toEqual([
      [0, 'Pick up order at Corner Café (2 items)', 'pending'],
      [1, 'Bag the items', 'pending'],
      [2, 'Deliver to Ada Lovelace', 'pending'],
    ]);
    expect(steps.every((s) => s.driverId === driver.driverId)).toBe(true);
    expect(steps[0]!.address).toEqual(SHOP);
    expect(steps[1]).toMatchObject({ address: null, bagIds: [] });
    expect(steps[2]!.address).toEqual(HOME);
    expect(answer.instructions.map((s) => s.instructionTitle)).toEqual(
      steps.map((s) => s.instructionTitle),
    );
  });

  it('asks the driver to check ID when a product needs age verification', async () => {
    const { admin } = await asAdmin();
    const driver = await ctx.newUser({ role: 'driver' });
    const store = await ctx.newStore({ name: 'Wine Cellar' });
    const wine = await ctx.newProduct({ storeId: store.id, needsAgeVerification: true });
    const orderId = await newDeliveryOrder({
      storeId: store.id,
      products: [orderLine(wine)],
    });
    expect((await assign(admin, { orderId, driverId: driver.driverId! })).statusCode).toBe(200);
    expect((await stepsOf(orderId)).map((s) => [s.kind, s.instructionTitle])).toEqual([
      ['pick_up', 'Pick up order at Wine Cellar (1 item)'],
      ['bag', 'Bag the items'],
      ['id_check', "Check the recipient's ID: 21+"],
      ['deliver', 'Deliver to Ada Lovelace'],
    ]);
  });

  it('reassigning before the driver starts moves the steps to the new driver', async () => {
    const { admin } = await asAdmin();
    const first = await ctx.newUser({ role: 'driver' });
    const second = await ctx.newUser({ role: 'driver' });
    const orderId = await newDeliveryOrder();
    await assign(admin, { orderId, driverId: first.driverId!, currentDriverId: null });
    const response = await assign(admin, {
      orderId,
      driverId: second.driverId!,
      currentDriverId: first.driverId!,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      driverId: second.driverId,
      adminStatus: 'assigned',
    });
    const steps = await stepsOf(orderId);
    expect(steps).toHaveLength(3);
    expect(steps.every((s) => s.driverId === second.driverId)).toBe(true);
    expect((await orderTimeline(ctx.db, orderId)).map((e) => e.action)).toEqual([
      'pay',
      'assign',
      'reassign',
    ]);

    // Without currentDriverId, an assigned order is reassigned too.
    const back = await assign(admin, { orderId, driverId: first.driverId! });
    expect(back.statusCode).toBe(200);
    expect((await stepsOf(orderId)).every((s) => s.driverId === first.driverId)).toBe(true);
  });

  it('refuses to reassign once a step is done, or once the order is picked up', async () => {
    const { admin } = await asAdmin();
    const first = await ctx.newUser({ role: 'driver' });
    const second = await ctx.newUser({ role: 'driver' });
    const orderId = await newDeliveryOrder();
    await assign(admin, { orderId, driverId: first.driverId! });
    await ctx.db
      .update(driverInstructions)
      .set({ status: 'complete', completedAt: new Date() })
      .where(and(eq(driverInstructions.orderId, orderId), eq(driverInstructions.position, 0)));
    const before = { order: await orderRow(orderId), steps: await stepsOf(orderId) };

    const started = await assign(admin, { orderId, driverId: second.driverId! });
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ error: 'The driver has already started this order.' });
    expect({ order: await orderRow(orderId), steps: await stepsOf(orderId) }).toEqual(before);
    expect((await orderTimeline(ctx.db, orderId)).map((e) => e.action)).toEqual(['pay', 'assign']);

    const pickedUp = await newDeliveryOrder();
    await assign(admin, { orderId: pickedUp, driverId: first.driverId! });
    await ctx.db.transaction((tx) =>
      transitionOrder(tx, { orderId: pickedUp, action: 'pick_up', actor: first }),
    );
    const late = await assign(admin, { orderId: pickedUp, driverId: second.driverId! });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: 'The driver has already picked up this order, so it can no longer be reassigned.',
    });
    expect((await stepsOf(pickedUp)).every((s) => s.driverId === first.driverId)).toBe(true);
  });

  it('refuses a pickup order, the same driver again, a stale screen, unknown orders and drivers', async () => {
    const { admin } = await asAdmin();
    const driver = await ctx.newUser({ role: 'driver' });
    const other = await ctx.newUser({ role: 'driver' });
    const expectRefused = async (
      body: { orderId: string; driverId: string; currentDriverId?: string | null },
      statusCode: number,
      error: string,
    ) => {
      const response = await assign(admin, body);
      expect(response.statusCode, error).toBe(statusCode);
      expect(response.json()).toMatchObject({ error });
      if (!isUuid(body.orderId)) return;
      expect(await stepsOf(body.orderId)).toSatisfy((steps: { driverId: string }[]) =>
        steps.every((s) => s.driverId !== body.driverId),
      );
    };

    const pickup = await ctx.newOrder(await ctx.newUser());
    await expectRefused(
      { orderId: pickup, driverId: driver.driverId! },
      409,
      'A pickup order has no driver.',
    );
    expect(await stepsOf(pickup)).toEqual([]);

    const orderId = await newDeliveryOrder();
    await expectRefused({ orderId, driverId: randomUUID() }, 404, 'Driver not found.');
    const buyer = await ctx.newUser();
    await expectRefused({ orderId, driverId: buyer.id }, 404, 'Driver not found.');
    await expectRefused(
      { orderId: randomUUID(), driverId: driver.driverId! },
      404,
      'Order not found.',
    );
    await expectRefused({ orderId: 'nope', driverId: driver.driverId! }, 404, 'Order not found.');
    expect((await orderRow(orderId)).orderStatus).toBe('pending');

    await assign(admin, { orderId, driverId: driver.driverId! });
    const again = await assign(admin, { orderId, driverId: driver.driverId! });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This order is already assigned to that driver.' });
    await expectRefused(
      { orderId, driverId: other.driverId!, currentDriverId: randomUUID() },
      409,
      'This order was assigned to another driver meanwhile; refresh and try again.',
    );
    await expectRefused(
      { orderId, driverId: other.driverId!, currentDriverId: null },
      409,
      'This order already has a driver; reassign it instead.',
    );
    expect((await stepsOf(orderId)).every((s) => s.driverId === driver.driverId)).toBe(true);
  });

  it('two admins assigning one order at once: one wins, the other 409s, one set of steps', async () => {
    for (let round = 0; round < 3; round += 1) {
      const orderId = await newDeliveryOrder();
      const contenders = await Promise.all(
        [0, 1].map(async () => ({
          admin: await ctx.newUser({ role: 'admin' }),
          driver: await ctx.newUser({ role: 'driver' }),
        })),
      );
      const logins = await Promise.all(contenders.map(({ admin }) => ctx.login(admin)));
      const responses = await Promise.all(
        contenders.map(({ admin, driver }, i) =>
          assign(admin, { orderId, driverId: driver.driverId!, currentDriverId: null }, logins[i]),
        ),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const lost = responses.find((r) => r.statusCode === 409)!;
      expect(lost.json()).toMatchObject({
        error: 'This order already has a driver; reassign it instead.',
      });
      const winner = contenders[responses.findIndex((r) => r.statusCode === 200)]!;
      const steps = await stepsOf(orderId);
      expect(steps).toHaveLength(3);
      expect(steps.every((s) => s.driverId === winner.driver.driverId)).toBe(true);
      expect((await orderTimeline(ctx.db, orderId)).map((e) => e.action)).toEqual([
        'pay',
        'assign',
      ]);
    }
  });

  it('the timeline then shows the payment and the assignment by the admin, named for admins', async () => {
    const { admin } = await asAdmin();
    const buyer = await ctx.newUser();
    const driver = await ctx.newUser({ role: 'driver' });
    const orderId = await newDeliveryOrder({}, buyer);
    await assign(admin, { orderId, driverId: driver.driverId! });
    for (const who of [admin, buyer]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/timeline`,
        headers: await ctx.login(who),
      });
      expect(response.statusCode).toBe(200);
      const events = orderEventSchema.array().parse(response.json());
      expect(events).toMatchObject([
        {
          action: 'pay',
          fromStatus: null,
          toStatus: 'pending',
          actorRole: 'system',
          actorUserId: null,
        },
        {
          action: 'assign',
          fromStatus: 'pending',
          toStatus: 'assigned',
          actorRole: 'admin',
          actorUserId: admin.id,
          // Staff names are for admins; a buyer reads the role only.
          actorName: who === admin ? `${admin.firstName} ${admin.lastName}` : null,
          driverId: driver.driverId,
          driverName: who === admin ? `${driver.firstName} ${driver.lastName}` : null,
        },
      ]);
      expect(events[0]!.actorName).toBeNull();
    }
  });
});

describe('PATCH /api/orders/{id}/status', () => {
  it('makes a pickup order ready, then completes it', async () => {
    const { admin, headers } = await asAdmin();
    const orderId = await ctx.newOrder(await ctx.newUser());
    const ready = await setStatus(orderId, 'mark_ready', headers, '  Bagged at the counter. ');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      _id: orderId,
      orderStatus: 'ready_for_pickup',
      adminStatus: 'ready_for_pickup',
    });
    const done = await setStatus(orderId, 'complete', headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ orderStatus: 'completed' });
    const events = await orderTimeline(ctx.db, orderId);
    expect(events.map((e) => [e.action, e.actorUserId, e.reason])).toEqual([
      ['pay', null, null],
      ['mark_ready', admin.id, 'Bagged at the counter.'],
      ['complete', admin.id, null],
    ]);
  });

  it("refuses what the order's status rules out, changing nothing", async () => {
    const headers = await ctx.login('admin');
    const refused = async (orderId: string, action: string, error: string) => {
      const before = await orderRow(orderId);
      const response = await setStatus(orderId, action, headers);
      expect(response.statusCode, error).toBe(409);
      expect(response.json()).toMatchObject({ error });
      expect(await orderRow(orderId)).toEqual(before);
    };
    const pickup = await ctx.newOrder(await ctx.newUser());
    await refused(pickup, 'complete', 'An order that is pending cannot be completed.');
    await setStatus(pickup, 'mark_ready', headers);
    await refused(pickup, 'mark_ready', 'This order is already ready for pickup.');
    await setStatus(pickup, 'complete', headers);
    await refused(pickup, 'complete', 'This order is already completed.');
    await refused(
      await newDeliveryOrder(),
      'mark_ready',
      'Only pickup orders are made ready for pickup.',
    );

    const unknown = await setStatus(randomUUID(), 'complete', headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Order not found.' });
    const cancel = await setStatus(pickup, 'cancel', headers);
    expect(cancel.statusCode).toBe(400);
  });

  describe('a 21+ pickup order: the ID is checked at the counter (issue #29)', () => {
    /** A ready pickup order with a 21+ line, as sold (the product may change since). */
    async function readyWineOrder() {
      const store = await ctx.newStore({ category: 'Liquor Stores' });
      const wine = await ctx.newProduct({ storeId: store.id, needsAgeVerification: true });
      const orderId = await ctx.newOrder(await ctx.newUser(), {
        storeId: store.id,
        products: [orderLine(wine)],
      });
      const headers = await ctx.login('admin');
      expect((await setStatus(orderId, 'mark_ready', headers)).statusCode).toBe(200);
      return { orderId, headers };
    }
    const complete = (orderId: string, headers: Record<string, string>, idCheck?: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}/status`,
        headers,
        payload: { action: 'complete', ...(idCheck ? { idCheck } : {}) },
      });
    const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-01`;

    it('completes only with an ID of 21 or over, and keeps the outcome, never the birth date', async () => {
      const { orderId, headers } = await readyWineOrder();
      const listed = await listOrders({}, headers);
      expect(listed.orders.find((o) => o._id === orderId)).toMatchObject({ needsIdCheck: true });
      const whole = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers });
      expect(whole.json()).toMatchObject({ needsIdCheck: true, idCheck: null });

      const without = await complete(orderId, headers);
      expect(without.statusCode).toBe(400);
      expect(without.json().error).toBe(
        'Enter the date of birth and the type of the ID to finish the check.',
      );
      expect((await orderRow(orderId)).orderStatus).toBe('ready_for_pickup');

      const done = await complete(orderId, headers, {
        dateOfBirth: yearsAgo(30),
        idType: 'passport',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        orderStatus: 'completed',
        needsIdCheck: true,
        idCheck: { passed: true, idType: 'passport' },
      });
      const row = await orderRow(orderId);
      expect(JSON.stringify(row)).not.toContain(yearsAgo(30));
    });

    it('under 21 keeps the failed check, does not complete, and says to cancel and refund', async () => {
      const { orderId, headers } = await readyWineOrder();
      const refused = await complete(orderId, headers, {
        dateOfBirth: yearsAgo(19),
        idType: 'drivers_license',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'Under 21 at the ID check: do not hand over the order. Cancel it to refund the buyer.',
      );
      const row = await orderRow(orderId);
      expect(row).toMatchObject({
        orderStatus: 'ready_for_pickup',
        idCheckPassed: false,
        idCheckType: 'drivers_license',
      });
      const cancelled = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers,
        payload: { reason: 'Under 21 at the counter.' },
      });
      expect(cancelled.statusCode).toBe(200);
    });

    it('refuses ID details on an order that needs none, changing nothing', async () => {
      const headers = await ctx.login('admin');
      const coffee = await ctx.newOrder(await ctx.newUser());
      await setStatus(coffee, 'mark_ready', headers);
      const before = await orderRow(coffee);
      const response = await complete(coffee, headers, {
        dateOfBirth: yearsAgo(30),
        idType: 'passport',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Nothing on this order needs an ID check.');
      expect(await orderRow(coffee)).toEqual(before);
    });
  });
});
