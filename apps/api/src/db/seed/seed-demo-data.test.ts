import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../client.js';
import {
  driverInstructions,
  orderEvents,
  orders,
  paymentSessions,
  productCategories,
  products,
  promoCodes,
  ROLE_ID,
  serviceZipcodes,
  stores,
  users,
} from '../schema.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemoData } from './seed-demo-data.js';

const CATEGORIES = [
  "Farmer's Market",
  'Restaurants',
  'Aquarium Stores',
  'Coffee Shops',
  'Convenience Stores',
  'Flower Stores',
  'Liquor Stores',
  'Pharmacy',
];
const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

const addressOf = (s: typeof stores.$inferSelect) =>
  [s.street1, s.street2, s.city, s.state, s.zipcode].join('|');

describe('seedDemoData', () => {
  it('seeds at least three visible stores in each of the eight categories', async () => {
    const rows = await handle.db.select().from(stores);
    for (const category of CATEGORIES) {
      const visible = rows.filter((s) => s.category === category && !s.isHidden);
      expect(visible.length, category).toBeGreaterThanOrEqual(3);
    }
    expect(rows.every((s) => CATEGORIES.includes(s.category))).toBe(true);
    expect(rows.every((s) => /^\d{10}$/.test(s.contact))).toBe(true);
    expect(rows.every((s) => s.timezone === 'America/Los_Angeles')).toBe(true);
    expect(rows.filter((s) => s.isHidden)).toHaveLength(1);
  });

  it('gives every store an image file and opening hours', async () => {
    const rows = await handle.db.select().from(stores);
    for (const store of rows) {
      expect(store.image, store.name).toMatch(/^\/images\/stores\/.+\.webp$/);
      expect(existsSync(`${PUBLIC_DIR}${store.image}`), store.image ?? '').toBe(true);
      expect(Object.keys(store.storeHours).length, store.name).toBeGreaterThan(0);
    }
  });

  it('puts two compatible Farmer’s Market stands at one market and another stand elsewhere', async () => {
    const stands = await handle.db
      .select()
      .from(stores)
      .where(eq(stores.category, "Farmer's Market"));
    const shared = stands
      .map((stand) => stands.filter((other) => addressOf(other) === addressOf(stand)))
      .find((group) => group.length >= 2);
    expect(shared).toBeDefined();
    const [first, second] = shared ?? [];
    expect(second?.storeHours).toEqual(first?.storeHours);
    expect(stands.some((s) => addressOf(s) !== addressOf(first!))).toBe(true);
  });

  it('seeds at least 200 products, each with a local image file', async () => {
    const rows = await handle.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const product of rows) {
      expect(product.images).toHaveLength(1);
      const [image] = product.images;
      expect(image).toMatch(/^\/images\/products\/.+\.webp$/);
      expect(existsSync(`${PUBLIC_DIR}${image}`), image).toBe(true);
      expect(product.description.length).toBeGreaterThan(0);
      expect(product.productCategoryId).not.toBeNull();
    }
    expect(new Set(rows.map((p) => p.images[0])).size).toBe(rows.length);
    expect(rows.some((p) => p.description.length > 50)).toBe(true);
    expect(rows.some((p) => p.stock === 0)).toBe(true);
    expect(rows.some((p) => p.stock === 1)).toBe(true);
    expect(rows.some((p) => p.isHidden)).toBe(true);
    expect(rows.some((p) => !p.isTaxable)).toBe(true);
  });

  it('gives product categories an icon', async () => {
    const rows = await handle.db.select().from(productCategories);
    expect(rows.every((c) => Boolean(c.icon))).toBe(true);
  });

  it('marks every liquor store product as needing age verification', async () => {
    const rows = await handle.db
      .select({ product: products, category: stores.category })
      .from(products)
      .innerJoin(stores, eq(products.storeId, stores.id));
    const liquor = rows.filter((r) => r.category === 'Liquor Stores');
    expect(liquor.length).toBeGreaterThan(0);
    expect(liquor.every((r) => r.product.needsAgeVerification)).toBe(true);
    const pharmacy = rows.filter((r) => r.category === 'Pharmacy');
    expect(pharmacy.some((r) => !r.product.isTaxable)).toBe(true);
    expect(pharmacy.some((r) => r.product.isTaxable)).toBe(true);
  });

  it('gives restaurant products the four kinds of customization', async () => {
    const rows = await handle.db
      .select({ product: products })
      .from(products)
      .innerJoin(stores, eq(products.storeId, stores.id))
      .where(eq(stores.category, 'Restaurants'));
    const groups = rows.flatMap((r) => r.product.customizations);
    const required = groups.find((g) => g.isRequired && !g.isStackable && g.options.length > 1);
    expect(required?.options.some((o) => o.price === 0)).toBe(true);
    expect(required?.options.every((o) => Number.isInteger(o.price))).toBe(true);
    expect(groups.some((g) => g.isStackable && !g.isRequired && (g.stackLimit ?? 0) > 1)).toBe(
      true,
    );
    expect(groups.some((g) => g.isTextInput)).toBe(true);
    expect(groups.some((g) => g.isTextAreaInput)).toBe(true);
  });

  it('serves the six cities of the service area', async () => {
    const rows = await handle.db.select().from(serviceZipcodes);
    const cities = new Set(rows.map((r) => r.city));
    for (const city of [
      'Pasadena',
      'Altadena',
      'South Pasadena',
      'San Marino',
      'Arcadia',
      'Glendale',
    ]) {
      expect(cities.has(city), city).toBe(true);
    }
    expect(rows.find((r) => r.zipcode === '91101')?.city).toBe('Pasadena');
  });

  it('seeds WELCOME10 and SAVE15', async () => {
    const rows = await handle.db.select().from(promoCodes);
    expect(rows.find((p) => p.code === 'WELCOME10')).toMatchObject({
      amountOffCents: 1000,
      minimumAmountCents: 3000,
      percentOff: null,
      active: true,
    });
    expect(rows.find((p) => p.code === 'SAVE15')).toMatchObject({
      percentOff: 15,
      amountOffCents: null,
      active: true,
    });
  });

  it('seeds one user per demo account with its role and role id', async () => {
    const rows = await handle.db.select().from(users);
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((u) => u.phone === account.phone);
      expect(user?.role, account.phone).toBe(account.role);
      expect(user?.[ROLE_ID[account.role]], account.phone).toMatch(/^[0-9a-f-]{36}$/);
    }
    const sellerIds = new Set(rows.map((u) => u.sellerId).filter(Boolean));
    const owners = await handle.db.select({ sellerId: stores.sellerId }).from(stores);
    expect(owners.every((s) => sellerIds.has(s.sellerId))).toBe(true);
  });

  it('gives every demo order its timeline, from payment to its status, by allowed steps', async () => {
    const rows = await handle.db.select().from(orders);
    const events = await handle.db.select().from(orderEvents).orderBy(asc(orderEvents.id));
    for (const order of rows) {
      const timeline = events.filter((event) => event.orderId === order.id);
      expect(timeline[0]).toMatchObject({ fromStatus: null, action: 'pay', actorRole: 'system' });
      expect(timeline.at(-1)?.toStatus).toBe(order.orderStatus);
      timeline.slice(1).forEach((event, index) => {
        expect(event.fromStatus).toBe(timeline[index]!.toStatus);
      });
    }
    // The order the demo driver is on is assigned to them, as the driver's screen shows it.
    const assigned = rows.filter((order) => order.orderStatus === 'assigned');
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.every((order) => order.driverId !== null)).toBe(true);
  });

  it('seeds the demo buyer’s past orders with consistent totals', async () => {
    const [buyer] = await handle.db.select().from(users).where(eq(users.role, 'buyer'));
    const [driver] = await handle.db.select().from(users).where(eq(users.role, 'driver'));
    const rows = await handle.db.select().from(orders);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((o) => o.buyerId === buyer?.buyerId && o.userId === buyer?.id)).toBe(true);
    expect(new Set(rows.map((o) => o.orderStatus))).toEqual(
      new Set(['completed', 'delivered', 'assigned', 'pending', 'cancelled']),
    );
    expect(new Set(rows.map((o) => o.orderType))).toEqual(new Set(['delivery', 'pickup']));
    for (const o of rows) {
      const subtotal = o.products.reduce((sum, p) => sum + p.priceCents * p.quantity, 0);
      expect(o.subtotalCents).toBe(subtotal);
      expect(o.totalAmountCents).toBe(
        o.subtotalCents +
          o.taxCents +
          o.sellerTipCents +
          o.driverTipCents +
          o.deliveryFeeCents -
          o.discountCents,
      );
      expect(o.createdAt.getTime()).toBeLessThan(Date.now());
    }
    const unassigned = rows.filter(
      (o) => o.orderType === 'delivery' && o.orderStatus === 'pending' && !o.driverId,
    );
    expect(unassigned.length).toBeGreaterThan(0);
    const assigned = rows.find((o) => o.orderStatus === 'assigned');
    expect(assigned?.driverId).toBe(driver?.driverId);
    const steps = await handle.db
      .select()
      .from(driverInstructions)
      .where(eq(driverInstructions.orderId, assigned!.id));
    expect(steps.map((s) => s.kind).sort()).toEqual(['bag', 'deliver', 'pick_up']);
    expect(steps.map((s) => s.instructionTitle)).toContain('Bag the items');
    expect(steps.every((s) => s.driverId === driver?.driverId && s.status === 'pending')).toBe(
      true,
    );
  });

  it('pays every demo order on the sandbox, so cancelling one refunds it', async () => {
    const rows = await handle.db.select().from(orders);
    const sessions = await handle.db.select().from(paymentSessions);
    for (const order of rows) {
      const session = sessions.find((s) => s.id === order.paymentSessionId);
      expect(session).toMatchObject({
        provider: 'sandbox',
        providerSessionId: order.paymentSessionId,
        status: 'paid',
        orderId: order.id,
        amountTotalCents: order.totalAmountCents,
      });
      expect(session?.paidAt).toEqual(order.createdAt);
    }
  });

  it('taxes 10.25% of the taxable subtotal, rounded half up', async () => {
    const [welcome] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.couponCode, 'WELCOME10'));
    expect(welcome?.discountCents).toBe(1000);
    const taxable = welcome!.subtotalCents; // a restaurant order: everything is taxable
    expect(welcome?.taxCents).toBe(Math.floor((taxable * 1025 * 2 + 10_000) / 20_000));
  });

  it('does nothing when the database already has data', async () => {
    const before = await handle.db.select({ id: products.id }).from(products);
    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    const after = await handle.db.select({ id: products.id }).from(products);
    expect(after).toHaveLength(before.length);
  });

  it('wipes everything and seeds again with reset', async () => {
    const [oldStore] = await handle.db.select({ id: stores.id }).from(stores).limit(1);
    const userCount = (await handle.db.select().from(users)).length;
    expect(await seedDemoData(handle.db, { reset: true })).toEqual({ seeded: true });
    const rows = await handle.db.select({ id: stores.id }).from(stores);
    expect(rows.some((s) => s.id === oldStore?.id)).toBe(false);
    expect(await handle.db.select().from(users)).toHaveLength(userCount);
    expect((await handle.db.select().from(promoCodes)).length).toBe(2);
  });
});
