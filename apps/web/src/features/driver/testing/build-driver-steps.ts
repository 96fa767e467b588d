import type { DriverOrder, DriverStep } from '@marketplace/contract/driver';
import type { OrderAddress } from '@marketplace/contract/orders';

export const DRIVER = 'driver-priya';

/** A place on a driver's steps: a store's counter or a buyer's door. */
export function buildPlace(name: string, street: string): OrderAddress {
  return {
    fullname: name,
    contact: '6265550101',
    street1: street,
    street2: 'E Colorado Blvd',
    aptHouseNo: null,
    city: 'Pasadena',
    state: 'CA',
    zipcode: '91101',
    latitude: null,
    longitude: null,
    coordinatesPrecision: null,
  };
}

/**
 * One order's steps as GET /api/instructions lists them (pick-up, bag, hand-over), the first
 * `done` complete; `runId` when it was assigned with others.
 */
export function buildOrderSteps({
  orderId,
  runId = null,
  done = 0,
  store = buildPlace('Casa Arroyo Taqueria', '55'),
  door = buildPlace(`Buyer of ${orderId}`, orderId),
  order = {},
}: {
  orderId: string;
  runId?: string | null;
  done?: number;
  store?: OrderAddress;
  door?: OrderAddress;
  order?: Partial<DriverOrder>;
}): DriverStep[] {
  const plan: [DriverStep['kind'], string, OrderAddress | null][] = [
    ['pick_up', `Pick up order at ${store.fullname} (1 item)`, store],
    ['bag', 'Bag the items', null],
    ['deliver', `Deliver to ${door.fullname}`, door],
  ];
  return plan.map(([kind, instructionTitle, address], position) => ({
    _id: `${orderId}-step-${position}`,
    orderId,
    driverId: DRIVER,
    position,
    kind,
    instructionTitle,
    address,
    bagIds: kind === 'bag' ? [] : null,
    status: position < done ? 'complete' : 'pending',
    runId,
    order: {
      _id: orderId,
      orderType: 'delivery',
      orderStatus: 'assigned',
      storeName: store.fullname,
      deliveryWindowStart: '2026-01-14T19:00:00.000Z',
      deliveryWindowEnd: '2026-01-14T20:00:00.000Z',
      items: [{ name: 'Carne Asada Burrito', quantity: 1, unavailable: 0, options: [] }],
      specialRequest: null,
      driverTip: 4.5,
      needsIdCheck: false,
      ...order,
    },
  }));
}

/**
 * A run's steps as the server lists them (issue #34): every order's pick-up and bag, in the
 * run's order, then the doors in `doors` order.
 */
export function inRunOrder(orders: DriverStep[][], doors: string[]): DriverStep[] {
  const atStores = orders.flatMap((steps) =>
    steps.filter((step) => step.kind === 'pick_up' || step.kind === 'bag'),
  );
  const atDoors = doors.flatMap((orderId) =>
    orders
      .flat()
      .filter((step) => step.orderId === orderId && step.kind !== 'pick_up' && step.kind !== 'bag'),
  );
  return [...atStores, ...atDoors];
}
