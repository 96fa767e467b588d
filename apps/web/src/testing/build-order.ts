import type { AdminOrder } from '@marketplace/contract/dispatch';
import type { Order, OrderEvent } from '@marketplace/contract/orders';

let sequence = 0;

/** An order as the API returns it (docs/payments.md "Order JSON"), unique per call. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    _id: `7f3a9c2e-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    createdAt: '2026-01-14T18:05:00.000Z',
    orderType: 'delivery',
    orderStatus: 'pending',
    products: [
      {
        productId: 'latte',
        name: 'Café Latte',
        price: 5.5,
        quantity: 2,
        storeId: 'store-1',
        image: null,
        customizations: [{ name: 'Size', selectedOptions: [{ title: '16 oz', price: 0.5 }] }],
        flowerCustomizations: null,
        specialInstructions: 'Extra hot',
      },
    ],
    subtotal: 11,
    tax: 1.13,
    sellerTip: 10,
    driverTip: 15,
    sellerTipAmount: 1.1,
    driverTipAmount: 1.65,
    deliveryFee: 10,
    discount: 0,
    totalAmount: 24.88,
    couponCode: null,
    specialRequest: 'Ring the bell',
    deliveryAddress: {
      fullname: 'Maya Alvarez',
      contact: '6265550101',
      street1: '140',
      street2: 'S Lake Ave',
      aptHouseNo: 'Apt 4',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91101',
      latitude: null,
      longitude: null,
      coordinatesPrecision: null,
    },
    pickUpAddress: {
      fullname: 'Holly Street Coffee',
      contact: '6265550100',
      street1: '55',
      street2: 'E Colorado Blvd',
      aptHouseNo: null,
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91105',
      latitude: null,
      longitude: null,
      coordinatesPrecision: null,
    },
    billingAddress: null,
    deliveryDate: '2026-01-14',
    deliveryWindowStart: '2026-01-14T19:00:00.000Z',
    deliveryWindowEnd: '2026-01-14T20:00:00.000Z',
    buyerId: 'buyer-1',
    driverId: null,
    sellerId: 'seller-1',
    userId: 'user-1',
    deliveryPhoto: null,
    needsIdCheck: false,
    idCheck: null,
    storeId: 'store-1',
    store: {
      _id: 'store-1',
      name: 'Colorado Coffee',
      category: 'Coffee Shops',
      contact: '6265550131',
      timezone: 'America/Los_Angeles',
      address: {
        street1: '55',
        street2: 'E Colorado Blvd',
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91105',
      },
    },
    ...overrides,
  };
}

let adminSequence = 0;

/**
 * An order as the admin's lists answer it (GET /api/orders, /api/admin/order-history), each
 * with its own short id; its adminStatus follows core's reading unless given.
 */
export function buildAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const { adminStatus, refunds, refundableCents, driverName, ...rest } = overrides;
  adminSequence += 1;
  const order = buildOrder({
    _id: `${String(adminSequence).padStart(8, 'a')}-0000-4000-8000-000000000001`,
    ...rest,
  });
  return {
    ...order,
    adminStatus:
      adminStatus ??
      (order.orderStatus === 'pending' && !order.driverId && order.orderType.endsWith('delivery')
        ? 'unassigned'
        : (order.orderStatus as AdminOrder['adminStatus'])),
    refunds: refunds ?? [],
    refundableCents: refundableCents ?? 0,
    driverName: driverName ?? null,
    // Its store has it (issue #31): the flag is for tests that leave it out.
    acknowledgedAt:
      'acknowledgedAt' in overrides ? (overrides.acknowledgedAt ?? null) : order.createdAt,
  };
}

/** An order event as the timeline and the live streams answer it: the payment unless told. */
export function buildOrderEvent(overrides: Partial<OrderEvent> = {}): OrderEvent {
  return {
    _id: '1',
    orderId: '7f3a9c2e-0000-4000-8000-000000000001',
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
    at: '2026-01-14T18:05:00.000Z',
    ...overrides,
  };
}
