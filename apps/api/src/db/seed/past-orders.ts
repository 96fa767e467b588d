import { randomUUID } from 'node:crypto';
import { priceBreakdown } from '@marketplace/core/money/price-breakdown';
import type { Promo } from '@marketplace/core/money/promo-discount';
import { stepTitles } from '@marketplace/core/orders/driver-steps';
import { storePickUpAddress } from '@marketplace/core/orders/order-address';
import { orderHistoryPath } from '@marketplace/core/orders/order-history-path';
import {
  type OrderStatus as LifecycleStatus,
  nextOrderStatus,
} from '@marketplace/core/orders/order-lifecycle';
import type { Customization } from '../schema/catalog.js';
import type { paymentSessions } from '../schema/checkout.js';
import type {
  driverInstructions,
  FlowerCustomizations,
  OrderAddress,
  OrderProduct,
  orderEvents,
  orders,
} from '../schema/orders.js';
import { findDemoProduct, findDemoStore } from './catalog.js';
import { productImagePath } from './images.js';
import { DEMO_PROMO_CODES } from './promo-codes.js';
import type { SeedStore } from './types.js';

type OrderRow = typeof orders.$inferInsert;
type DriverInstructionRow = typeof driverInstructions.$inferInsert;
type OrderEventRow = typeof orderEvents.$inferInsert;
type PaymentSessionRow = typeof paymentSessions.$inferInsert;
/** The status a demo order is written in; a pending delivery with the demo driver is assigned. */
type OrderStatus = 'completed' | 'delivered' | 'pending' | 'cancelled';

type OrderLine = {
  product: string;
  quantity: number;
  /** Customization group name → chosen option titles, or the text typed for a text group. */
  choices?: Record<string, string[] | string>;
  flower?: FlowerCustomizations;
  specialInstructions?: string;
};

type PastOrder = {
  store: string;
  orderType: 'delivery' | 'pickup';
  orderStatus: OrderStatus;
  /** How long ago the buyer paid. */
  placedMinutesAgo: number;
  lines: OrderLine[];
  sellerTipPercent: number;
  driverTipPercent: number;
  deliveryFeeCents: number;
  promo?: 'WELCOME10' | 'SAVE15';
  specialRequest?: string;
  /** Someone else receives it (a gift); the buyer's home otherwise. */
  recipient?: OrderAddress;
  driver: 'demo' | null;
};

const DAY = 24 * 60;

export const BUYER_HOME: Omit<OrderAddress, 'fullname' | 'contact'> = {
  street1: '742',
  street2: 'N Mar Vista Ave',
  aptHouseNo: null,
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91104',
  latitude: 34.1562,
  longitude: -118.1226,
  coordinatesPrecision: 'address',
};

/**
 * The demo buyer's history: one order in each state the dashboards colour differently, both
 * order types, both promo codes, customizations and a flower message; plus one delivery the demo
 * driver is working on and one the admin still has to assign.
 */
const PAST_ORDERS: PastOrder[] = [
  {
    store: 'holly-street-coffee',
    orderType: 'pickup',
    orderStatus: 'completed',
    placedMinutesAgo: 19 * DAY + 120,
    lines: [
      {
        product: 'Café Latte',
        quantity: 2,
        choices: { Size: ['16 oz'], Milk: ['Oat'], 'Name on cup': 'Maya' },
      },
      { product: 'Almond Croissant', quantity: 1 },
      { product: 'House Blend Whole Beans, 12 oz', quantity: 1 },
    ],
    sellerTipPercent: 10,
    driverTipPercent: 0,
    deliveryFeeCents: 0,
    driver: null,
  },
  {
    store: 'casa-arroyo-taqueria',
    orderType: 'delivery',
    orderStatus: 'delivered',
    placedMinutesAgo: 12 * DAY + 300,
    lines: [
      {
        product: 'Street Tacos, 3 ct',
        quantity: 2,
        choices: {
          Protein: ['Al pastor'],
          Extras: ['Guacamole', 'Pickled jalapeños'],
          'Name on order': 'Maya A.',
          'Kitchen notes': 'Extra lime wedges, please. No cilantro on one of the orders.',
        },
      },
      {
        product: 'California Burrito',
        quantity: 1,
        choices: { Size: ['Grande'], Extras: ['Queso fresco'] },
      },
      { product: 'Chips & Guacamole', quantity: 1 },
      { product: 'Agua Fresca, 24 oz', quantity: 2, choices: { Flavor: ['Horchata'] } },
    ],
    sellerTipPercent: 5,
    driverTipPercent: 15,
    deliveryFeeCents: 700,
    promo: 'WELCOME10',
    specialRequest: 'Please ring the bell; the dog is friendly.',
    driver: 'demo',
  },
  {
    store: 'huntington-drive-pharmacy',
    orderType: 'pickup',
    orderStatus: 'cancelled',
    placedMinutesAgo: 9 * DAY + 60,
    lines: [
      { product: 'Honey Lemon Throat Lozenges', quantity: 2 },
      { product: 'Saline Nasal Spray', quantity: 1 },
      { product: 'Acetaminophen 500 mg, 100 ct', quantity: 1 },
    ],
    sellerTipPercent: 0,
    driverTipPercent: 0,
    deliveryFeeCents: 0,
    driver: null,
  },
  {
    store: 'bloom-and-arroyo-florist',
    orderType: 'delivery',
    orderStatus: 'delivered',
    placedMinutesAgo: 6 * DAY + 200,
    lines: [
      {
        product: 'Garden Party Bouquet',
        quantity: 1,
        flower: {
          fullName: 'Elena Alvarez',
          occasion: 'Birthday',
          relationship: 'Mom',
          locationType: 'Residence',
          customMessage: 'Happy birthday, Mom! Wish I could be there. Dinner on me this weekend.',
          signature: 'Love, Maya',
        },
      },
    ],
    sellerTipPercent: 0,
    driverTipPercent: 10,
    deliveryFeeCents: 800,
    promo: 'SAVE15',
    recipient: {
      fullname: 'Elena Alvarez',
      contact: '6265550177',
      street1: '1820',
      street2: 'Lorain Rd',
      aptHouseNo: null,
      city: 'San Marino',
      state: 'CA',
      zipcode: '91108',
      latitude: 34.1213,
      longitude: -118.1101,
      coordinatesPrecision: 'address',
    },
    driver: 'demo',
  },
  {
    store: 'arroyo-greens-farm',
    orderType: 'delivery',
    orderStatus: 'pending',
    placedMinutesAgo: 45,
    lines: [
      { product: 'Heirloom Tomatoes, 1 lb', quantity: 2 },
      { product: 'Lacinato Kale', quantity: 1 },
      { product: 'Spring Salad Mix, 8 oz', quantity: 1 },
      { product: 'Sweet Corn, 4 ears', quantity: 1 },
    ],
    sellerTipPercent: 0,
    driverTipPercent: 10,
    deliveryFeeCents: 1000,
    specialRequest: 'Leave it in the shade by the side gate.',
    driver: 'demo',
  },
  {
    store: 'green-street-kitchen',
    orderType: 'delivery',
    orderStatus: 'pending',
    placedMinutesAgo: 20,
    lines: [
      {
        product: 'Mediterranean Grain Bowl',
        quantity: 1,
        choices: {
          Protein: ['Herb chicken'],
          Toppings: ['Avocado', 'Feta'],
          'Name on order': 'Maya',
        },
      },
      { product: 'Tomato Basil Soup', quantity: 1 },
      { product: 'Green Goddess Smoothie', quantity: 1, choices: { Boosts: ['Protein'] } },
    ],
    sellerTipPercent: 5,
    driverTipPercent: 10,
    deliveryFeeCents: 500,
    driver: null,
  },
];

/** A demo promo code in the provider's shape that core's price breakdown reads. */
function promoFor(promo: PastOrder['promo']): Promo | null {
  if (!promo) return null;
  const code = DEMO_PROMO_CODES.find((p) => p.code === promo);
  if (!code) throw new Error(`Unknown demo promo ${promo}`);
  return {
    coupon: { amount_off: code.amountOffCents ?? null, percent_off: code.percentOff ?? null },
    restrictions: { minimum_amount: code.minimumAmountCents ?? null },
  };
}

function chosenCustomizations(
  groups: readonly Customization[],
  choices: Record<string, string[] | string>,
): OrderProduct['customizations'] {
  return Object.entries(choices).map(([name, choice]) => {
    const group = groups.find((g) => g.name === name);
    if (!group) throw new Error(`No customization '${name}'`);
    if (typeof choice === 'string') return { name, selectedOptions: [], textValue: choice };
    const selectedOptions = choice.map((title) => {
      const option = group.options.find((o) => o.title === title);
      if (!option) throw new Error(`No option '${title}' in '${name}'`);
      return { title: option.title, price: option.price };
    });
    return { name, selectedOptions };
  });
}

function storeAddress(store: SeedStore): OrderAddress {
  return storePickUpAddress({ ...store, ...store.address, coordinatesPrecision: 'address' });
}

const laDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 60 * 60 * 1000;

export type PastOrderContext = {
  now: Date;
  buyer: { id: string; buyerId: string; firstName: string; lastName: string; phone: string };
  driverId: string;
  /** Who the timelines say dispatched, cancelled and completed orders, and drove them. */
  adminUserId: string;
  driverUserId: string;
  stores: ReadonlyMap<string, { id: string; sellerId: string }>;
  productIds: ReadonlyMap<string, string>;
};

export function productKey(storeSlug: string, productName: string): string {
  return `${storeSlug}/${productName}`;
}

export function pastOrderRows(context: PastOrderContext): {
  orders: OrderRow[];
  driverInstructions: DriverInstructionRow[];
  orderEvents: OrderEventRow[];
  paymentSessions: PaymentSessionRow[];
} {
  const { now, buyer } = context;
  const home: OrderAddress = {
    fullname: `${buyer.firstName} ${buyer.lastName}`,
    contact: buyer.phone.replace(/^\+1/, ''),
    ...BUYER_HOME,
  };
  const orderRows: OrderRow[] = [];
  const instructionRows: DriverInstructionRow[] = [];
  const eventRows: OrderEventRow[] = [];
  const paymentRows: PaymentSessionRow[] = [];

  for (const order of PAST_ORDERS) {
    const store = findDemoStore(order.store);
    const storeIds = context.stores.get(store.slug);
    if (!storeIds) throw new Error(`Demo store '${store.slug}' was not seeded`);

    const products: OrderProduct[] = order.lines.map((line) => {
      const product = findDemoProduct(store, line.product);
      const productId = context.productIds.get(productKey(store.slug, product.name));
      if (!productId) throw new Error(`Demo product '${product.name}' was not seeded`);
      const customizations = chosenCustomizations(product.customizations ?? [], line.choices ?? {});
      const optionCents = customizations
        .flatMap((c) => c.selectedOptions)
        .reduce((sum, option) => sum + option.price, 0);
      return {
        productId,
        name: product.name,
        priceCents: product.priceCents + optionCents,
        quantity: line.quantity,
        storeId: storeIds.id,
        image: productImagePath(store, product),
        customizations,
        flowerCustomizations: line.flower ?? null,
        specialInstructions: line.specialInstructions ?? null,
        needsAgeVerification: product.needsAgeVerification ?? false,
      };
    });

    const isDelivery = order.orderType === 'delivery';
    const price = priceBreakdown({
      lines: products.map((p, i) => ({
        price: p.priceCents,
        quantity: p.quantity,
        isTaxable: findDemoProduct(store, order.lines[i]!.product).isTaxable !== false,
      })),
      orderType: order.orderType,
      sellerTipPercent: order.sellerTipPercent,
      driverTipPercent: order.driverTipPercent,
      windowFee: isDelivery ? order.deliveryFeeCents : 0,
      promo: promoFor(order.promo),
    });
    if (order.promo && price.discount === 0) {
      throw new Error(`Demo order below the ${order.promo} minimum`);
    }

    const createdAt = new Date(now.getTime() - order.placedMinutesAgo * 60_000);
    // The window starts on the first whole hour at least an hour after the order was placed.
    const windowStart = new Date(Math.ceil((createdAt.getTime() + HOUR_MS) / HOUR_MS) * HOUR_MS);
    const windowEnd = new Date(windowStart.getTime() + HOUR_MS);
    const deliveryAddress = isDelivery ? (order.recipient ?? home) : null;
    const driverId = order.driver === 'demo' ? context.driverId : null;
    const orderId = randomUUID();
    const status: LifecycleStatus =
      order.orderStatus === 'pending' && driverId ? 'assigned' : order.orderStatus;
    eventRows.push(
      ...timeline({ orderId, orderType: order.orderType, status, createdAt, driverId }),
    );

    orderRows.push({
      id: orderId,
      orderType: order.orderType,
      orderStatus: status,
      products,
      storeId: storeIds.id,
      subtotalCents: price.subtotal,
      taxCents: price.tax,
      sellerTip: String(order.sellerTipPercent),
      driverTip: String(isDelivery ? order.driverTipPercent : 0),
      sellerTipCents: price.sellerTip,
      driverTipCents: price.driverTip,
      deliveryFeeCents: price.deliveryFee,
      discountCents: price.discount,
      totalAmountCents: price.total,
      capturedCents: price.total,
      couponCode: order.promo ?? null,
      specialRequest: order.specialRequest ?? null,
      deliveryAddress,
      pickUpAddress: storeAddress(store),
      billingAddress: home,
      deliveryDate: laDate.format(windowStart),
      deliveryWindowStart: windowStart,
      deliveryWindowEnd: windowEnd,
      buyerId: buyer.buyerId,
      sellerId: storeIds.sellerId,
      driverId,
      userId: buyer.id,
      paymentSessionId: `ps_demo_${orderId}`,
      createdAt,
    });
    // Paid on the sandbox, so an admin cancelling a demo order sees its refund made
    // (docs/decisions/094). The priced order is checkout's; a demo order was never priced there.
    paymentRows.push({
      id: `ps_demo_${orderId}`,
      provider: 'sandbox',
      providerSessionId: `ps_demo_${orderId}`,
      status: 'paid',
      userId: buyer.id,
      pricedOrder: { demo: true },
      amountTotalCents: price.total,
      paidAt: createdAt,
      orderId,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      createdAt,
    });

    if (driverId && deliveryAddress) {
      const done = order.orderStatus === 'delivered';
      const items = products.reduce((sum, product) => sum + product.quantity, 0);
      const steps: Pick<
        DriverInstructionRow,
        'kind' | 'instructionTitle' | 'address' | 'bagIds'
      >[] = [
        {
          kind: 'pick_up',
          instructionTitle: stepTitles.pickUp(store.name, items),
          address: storeAddress(store),
          bagIds: null,
        },
        {
          kind: 'bag',
          instructionTitle: stepTitles.bag,
          address: null,
          bagIds: done ? ['BAG-1042'] : [],
        },
        {
          kind: 'deliver',
          instructionTitle: stepTitles.deliver(deliveryAddress.fullname),
          address: deliveryAddress,
          bagIds: null,
        },
      ];
      steps.forEach((step, position) => {
        instructionRows.push({
          orderId,
          driverId,
          position,
          ...step,
          status: done ? 'complete' : 'pending',
          completedAt: done ? windowEnd : null,
        });
      });
    }
  }
  return {
    orders: orderRows,
    driverInstructions: instructionRows,
    orderEvents: eventRows,
    paymentSessions: paymentRows,
  };

  /**
   * The events that brought a demo order to its status the usual way (core's orderHistoryPath),
   * five minutes apart from payment on: paid by the system, dispatched, cancelled and completed
   * by the demo admin, picked up and delivered by the demo driver.
   */
  function timeline(demo: {
    orderId: string;
    orderType: PastOrder['orderType'];
    status: LifecycleStatus;
    createdAt: Date;
    driverId: string | null;
  }): OrderEventRow[] {
    const path = orderHistoryPath(demo.orderType, demo.status);
    if (!path) throw new Error(`A ${demo.orderType} order is never ${demo.status}`);
    let from: LifecycleStatus | null = null;
    return path.map((action, step) => {
      const next = nextOrderStatus({
        status: from,
        orderType: demo.orderType,
        action,
        actor: action === 'pay' ? { kind: 'system' } : { kind: 'admin' },
      });
      if (!next.ok) throw new Error(next.reason);
      const byDriver = action === 'pick_up' || action === 'deliver';
      const event: OrderEventRow = {
        orderId: demo.orderId,
        fromStatus: from,
        toStatus: next.to,
        action,
        actorUserId:
          action === 'pay' ? null : byDriver ? context.driverUserId : context.adminUserId,
        actorRole: action === 'pay' ? 'system' : byDriver ? 'driver' : 'admin',
        driverId: action === 'assign' ? demo.driverId : null,
        reason: action === 'cancel' ? 'The buyer called to cancel before pickup.' : null,
        at: new Date(demo.createdAt.getTime() + step * 5 * 60_000),
      };
      from = next.to;
      return event;
    });
  }
}
