import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { type OrderType, orderMethod } from '@marketplace/core/constants/order-types';
import { priceBreakdown } from '@marketplace/core/money/price-breakdown';
import type { Promo } from '@marketplace/core/money/promo-discount';
import { storePickUpAddress } from '@marketplace/core/orders/order-address';
import type { OrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { and, asc, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { products, stores } from '../schema/catalog.js';
import { type OrderAddress, type OrderProduct, orders } from '../schema/orders.js';
import { refunds } from '../schema/refunds.js';
import { ROLE_ID, users } from '../schema/users.js';
import { seededRandom } from './seeded-random.js';

/**
 * A large synthetic operations console for load tests (apps/api/bench/console.bench.ts): 100,000
 * users across the five roles and 100,000 orders over the last 90 days in a few dozen stores of
 * the large catalogue (seed-large: run `seedLargeCatalog` first). Made-up people and orders,
 * deterministic: the same options and the same `now` give the same rows and the same ids.
 */

export type LargeConsoleOptions = {
  users?: number;
  orders?: number;
  /** How many of the catalogue's visible stores (first by id) the orders are spread over. */
  stores?: number;
  /** How far back the orders go, in days. */
  days?: number;
  /** The clock the dates are relative to: today's orders are placed before it. */
  now?: Date;
};

export type LargeConsoleSummary = {
  users: number;
  orders: number;
  stores: number;
  /** The first admin: the user id a bench signs its session token for. */
  adminUserId: string;
};

type Role = 'buyer' | 'seller' | 'driver' | 'admin' | 'dataentry';

const FIRST_NAMES = [
  'Maria',
  'Jose',
  'Mark',
  'Emily',
  'Omar',
  'Sofia',
  'David',
  'Marisol',
  'James',
  'Ana',
  'Tamara',
  'Daniel',
  'Grace',
  'Marcus',
  'Linh',
  'Kevin',
  'Priya',
  'Luis',
  'Hannah',
  'Wei',
  'Carmen',
  'Michael',
  'Aisha',
  'Ethan',
  'Yesenia',
  'Noah',
  'Olivia',
  'Arturo',
  'Mei',
  'Samuel',
  'Rosa',
  'Tyler',
  'Fatima',
  'Brandon',
  'Isabel',
  'Hiroshi',
  'Chloe',
  'Diego',
  'Nadia',
  'Ryan',
];

const LAST_NAMES = [
  'Garcia',
  'Nguyen',
  'Martinez',
  'Kim',
  'Smith',
  'Hernandez',
  'Lopez',
  'Chen',
  'Johnson',
  'Gonzalez',
  'Patel',
  'Rodriguez',
  'Lee',
  'Brown',
  'Marquez',
  'Wong',
  'Davis',
  'Ramirez',
  'Tran',
  'Wilson',
  'Flores',
  'Park',
  'Anderson',
  'Torres',
  'Sato',
  'Rivera',
  'Khan',
  'Miller',
  'Cruz',
  'Huang',
  'Thomas',
  'Morales',
  'Shah',
  'Taylor',
  'Reyes',
  'Liu',
  'Moore',
  'Castillo',
  'Singh',
  'Delgado',
];

const STREETS = [
  'N Lake Ave',
  'E Colorado Blvd',
  'S Marengo Ave',
  'N Allen Ave',
  'E Washington Blvd',
  'N Hill Ave',
  'Mission St',
  'Huntington Dr',
  'N Mar Vista Ave',
  'E Orange Grove Blvd',
  'N Fair Oaks Ave',
  'E Del Mar Blvd',
];
const CITIES = [
  { city: 'Pasadena', zipcode: '91104' },
  { city: 'Pasadena', zipcode: '91106' },
  { city: 'Altadena', zipcode: '91001' },
  { city: 'South Pasadena', zipcode: '91030' },
  { city: 'San Marino', zipcode: '91108' },
  { city: 'Arcadia', zipcode: '91007' },
  { city: 'Glendale', zipcode: '91205' },
];
const REQUESTS = [
  'Please ring the bell.',
  'Leave it by the side gate.',
  'Call when outside, the buzzer is broken.',
  'No plastic bag, thank you.',
];
/** The console's occasional coupon: $5 off $25. */
const COUPON: Promo = { coupon: { amount_off: 500 }, restrictions: { minimum_amount: 2500 } };

/** Mostly buyers; the staff are few, the admins fewest (the first user is always an admin). */
const ROLE_WEIGHTS = [
  ['buyer', 9400],
  ['seller', 300],
  ['driver', 200],
  ['dataentry', 80],
  ['admin', 2],
] as const satisfies readonly (readonly [Role, number])[];

const TYPE_WEIGHTS = [
  ['delivery', 55],
  ['pickup', 30],
  ['20mindelivery', 10],
  ['20minpickup', 5],
] as const satisfies readonly (readonly [OrderType, number])[];

/** An order placed today: the console's working set, every lifecycle state. */
const TODAY_DELIVERY = [
  ['pending', 15],
  ['assigned', 20],
  ['picked_up', 10],
  ['delivered', 10],
  ['completed', 40],
  ['cancelled', 5],
] as const satisfies readonly (readonly [OrderStatus, number])[];
const TODAY_PICKUP = [
  ['pending', 30],
  ['ready_for_pickup', 20],
  ['completed', 45],
  ['cancelled', 5],
] as const satisfies readonly (readonly [OrderStatus, number])[];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const BATCH = 1000;

type UserRow = typeof users.$inferInsert & { id: string; role: Role };
type OrderRow = typeof orders.$inferInsert;

function userRows(count: number, now: Date, random: ReturnType<typeof seededRandom>): UserRow[] {
  // Accounts opened over three years, oldest first, a few minutes apart with some jitter.
  const since = now.getTime() - 3 * 365 * DAY_MS;
  const step = (now.getTime() - DAY_MS - since) / count;
  return Array.from({ length: count }, (_, i) => {
    const role: Role = i === 0 ? 'admin' : random.weighted(ROLE_WEIGHTS);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const id = random.uuid();
    const row: UserRow = {
      id,
      // +1 213 and a seven-digit counter: unique, and nowhere near the demo's 626 555 numbers.
      phone: `+1213${String(i).padStart(7, '0')}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${i}@example.com`.toLowerCase(),
      dob:
        random.next() < 0.6
          ? `${1950 + random.int(55)}-${String(1 + random.int(12)).padStart(2, '0')}-${String(1 + random.int(28)).padStart(2, '0')}`
          : null,
      gender: random.next() < 0.5 ? random.pick(['female', 'male', 'non-binary']) : null,
      role,
      [ROLE_ID[role]]: random.uuid(),
      createdAt: new Date(since + i * step + random.int(Math.floor(step))),
    };
    // Staff who ordered before their role changed keep their buyer id (history stays attached).
    if (role !== 'buyer' && random.next() < 0.3) row.buyerId = random.uuid();
    return row;
  });
}

type StoreForOrders = {
  id: string;
  sellerId: string;
  name: string;
  contact: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  coordinatesPrecision: 'address';
  products: {
    id: string;
    name: string;
    priceCents: number;
    isTaxable: boolean;
    needsAgeVerification: boolean;
  }[];
};

async function storesForOrders(db: Database, count: number): Promise<StoreForOrders[]> {
  const storeRows = await db
    .select({
      id: stores.id,
      sellerId: stores.sellerId,
      name: stores.name,
      contact: stores.contact,
      street1: stores.street1,
      street2: stores.street2,
      city: stores.city,
      state: stores.state,
      zipcode: stores.zipcode,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .where(not(stores.isHidden))
    .orderBy(asc(stores.id))
    .limit(count);
  if (storeRows.length === 0) {
    throw new Error('seedLargeConsole needs stores: run seedLargeCatalog first.');
  }
  const productRows = await db
    .select({
      id: products.id,
      storeId: products.storeId,
      name: products.name,
      priceCents: products.priceCents,
      isTaxable: products.isTaxable,
      needsAgeVerification: products.needsAgeVerification,
    })
    .from(products)
    .where(
      and(
        inArray(
          products.storeId,
          storeRows.map((store) => store.id),
        ),
        not(products.isHidden),
      ),
    )
    .orderBy(asc(products.id));
  return storeRows
    .map((store) => ({
      ...store,
      latitude: Number(store.latitude),
      longitude: Number(store.longitude),
      coordinatesPrecision: 'address' as const,
      products: productRows.filter((product) => product.storeId === store.id),
    }))
    .filter((store) => store.products.length > 0);
}

function orderRows(
  count: number,
  options: { now: Date; days: number },
  people: { buyers: UserRow[]; drivers: UserRow[] },
  storeList: StoreForOrders[],
  random: ReturnType<typeof seededRandom>,
): OrderRow[] {
  const { now, days } = options;
  const nowMs = now.getTime();
  // Midnight today in the marketplace's time zone, as an instant.
  const startOfToday = nowMs - localDateTime(nowMs, DEFAULT_TIMEZONE).minutes * 60_000;
  // A few stores take most orders, as on a real marketplace.
  const storeWeights = storeList.map((store, k) => [store, 1 / (k + 1) ** 0.7] as const);
  const rows: OrderRow[] = [];
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(nowMs - 60_000 - random.int(days * DAY_MS));
    const store = random.weighted(storeWeights);
    const buyer = random.pick(people.buyers);
    const orderType = random.weighted(TYPE_WEIGHTS);
    const isDelivery = orderMethod(orderType) === 'delivery';
    const lines = Array.from({ length: 1 + random.int(3) }, () => ({
      product: random.pick(store.products),
      quantity: 1 + (random.next() < 0.3 ? random.int(3) : 0),
    }));
    const productsJson: OrderProduct[] = lines.map(({ product, quantity }) => ({
      productId: product.id,
      name: product.name,
      priceCents: product.priceCents,
      quantity,
      storeId: store.id,
      image: null,
      customizations: [],
      specialInstructions: null,
      needsAgeVerification: product.needsAgeVerification,
    }));
    const sellerTipPercent = random.pick([0, 0, 5, 10]);
    const driverTipPercent = isDelivery ? random.pick([0, 10, 15, 20]) : 0;
    const promo = random.next() < 0.05 ? COUPON : null;
    const price = priceBreakdown({
      lines: lines.map(({ product, quantity }) => ({
        price: product.priceCents,
        quantity,
        isTaxable: product.isTaxable,
      })),
      orderType,
      sellerTipPercent,
      driverTipPercent,
      windowFee: isDelivery ? random.pick([500, 700, 800, 1000]) : 0,
      promo,
    });

    const placedToday = createdAt.getTime() >= startOfToday;
    const recent = nowMs - createdAt.getTime() < 3 * DAY_MS;
    let status: OrderStatus;
    if (placedToday) status = random.weighted(isDelivery ? TODAY_DELIVERY : TODAY_PICKUP);
    else if (recent && random.next() < 0.02) status = isDelivery ? 'delivered' : 'ready_for_pickup';
    else status = random.next() < 0.06 ? 'cancelled' : 'completed';
    // A delivery has a driver from assignment on; a cancelled one sometimes had one already.
    const hadDriver =
      isDelivery &&
      (['assigned', 'picked_up', 'delivered', 'completed'].includes(status) ||
        (status === 'cancelled' && random.next() < 0.5));
    const driver = hadDriver ? random.pick(people.drivers) : null;

    const fullname = `${buyer.firstName} ${buyer.lastName}`;
    const contact = buyer.phone.slice(2);
    const place = random.pick(CITIES);
    const home: OrderAddress = {
      fullname,
      contact,
      street1: String(100 + random.int(3900)),
      street2: random.pick(STREETS),
      aptHouseNo: random.next() < 0.2 ? String(1 + random.int(40)) : null,
      city: place.city,
      state: 'CA',
      zipcode: place.zipcode,
      latitude: 34.1 + random.next() * 0.1,
      longitude: -118.2 + random.next() * 0.15,
      coordinatesPrecision: 'address',
    };
    const windowStart = new Date(Math.ceil((createdAt.getTime() + HOUR_MS) / HOUR_MS) * HOUR_MS);
    const id = random.uuid();
    rows.push({
      id,
      orderType,
      orderStatus: status,
      products: productsJson,
      storeId: store.id,
      subtotalCents: price.subtotal,
      taxCents: price.tax,
      sellerTip: String(sellerTipPercent),
      driverTip: String(driverTipPercent),
      sellerTipCents: price.sellerTip,
      driverTipCents: price.driverTip,
      deliveryFeeCents: price.deliveryFee,
      discountCents: price.discount,
      totalAmountCents: price.total,
      capturedCents: price.total,
      couponCode: promo && price.discount > 0 ? 'FIVEOFF' : null,
      specialRequest: random.next() < 0.1 ? random.pick(REQUESTS) : null,
      deliveryAddress: isDelivery ? home : null,
      pickUpAddress: storePickUpAddress(store),
      billingAddress: home,
      deliveryDate: localDateTime(windowStart.getTime(), DEFAULT_TIMEZONE).date,
      deliveryWindowStart: windowStart,
      deliveryWindowEnd: new Date(windowStart.getTime() + HOUR_MS),
      buyerId: buyer.buyerId ?? null,
      sellerId: store.sellerId,
      driverId: driver?.driverId ?? null,
      userId: buyer.id,
      paymentSessionId: `ps_load_${id}`,
      createdAt,
    });
  }
  return rows;
}

/** A cancelled order's refund, made an hour after it was placed. */
function refundOf(order: typeof orders.$inferInsert): typeof refunds.$inferInsert {
  const id = order.id!;
  const at = new Date(order.createdAt!.getTime() + HOUR_MS);
  return {
    orderId: id,
    cause: 'cancel',
    amountCents: order.totalAmountCents,
    storeCents:
      order.subtotalCents +
      order.taxCents -
      (order.discountCents ?? 0) +
      (order.sellerTipCents ?? 0),
    reason: 'Cancelled at the store’s request.',
    state: 'succeeded',
    idempotencyKey: `refund-load-${id}`,
    providerRefundId: `re_load_${id.slice(0, 8)}`,
    actorRole: 'admin',
    requestedAt: at,
    settledAt: at,
  };
}

/**
 * Inserts the users, then the orders, in batches of 1,000 rows in one transaction, then vacuums
 * and analyzes. Needs the large catalogue's stores and products in the database.
 */
export async function seedLargeConsole(
  db: Database,
  options: LargeConsoleOptions = {},
): Promise<LargeConsoleSummary> {
  const now = options.now ?? new Date();
  const random = seededRandom(20_261_123);
  const storeList = await storesForOrders(db, options.stores ?? 40);
  const userList = userRows(options.users ?? 100_000, now, random);
  const buyers = userList.filter((user) => user.role === 'buyer');
  const drivers = userList.filter((user) => user.role === 'driver');
  if (buyers.length === 0 || drivers.length === 0) {
    throw new Error('seedLargeConsole needs enough users for at least one buyer and one driver.');
  }
  const orderList = orderRows(
    options.orders ?? 100_000,
    { now, days: options.days ?? 90 },
    { buyers, drivers },
    storeList,
    random,
  );

  await db.transaction(async (tx) => {
    for (let i = 0; i < userList.length; i += BATCH) {
      await tx
        .insert(users)
        .values(userList.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
    for (let i = 0; i < orderList.length; i += BATCH) {
      await tx
        .insert(orders)
        .values(orderList.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
    const refundList = orderList.filter((order) => order.orderStatus === 'cancelled').map(refundOf);
    for (let i = 0; i < refundList.length; i += BATCH) {
      await tx
        .insert(refunds)
        .values(refundList.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
  });
  // Fresh statistics and visibility maps, as a long-running database would have.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze orders`);
  return {
    users: userList.length,
    orders: orderList.length,
    stores: storeList.length,
    adminUserId: userList[0]!.id,
  };
}
