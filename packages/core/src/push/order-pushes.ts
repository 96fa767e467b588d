import { UNACKNOWLEDGED_FLAG_MINUTES } from '../orders/acknowledgement.js';
import type { OrderEventAction } from '../orders/order-events.js';
import {
  type OrderTextFacts,
  type OrderTextKind,
  orderText,
  TEXTS_OF_ACTION,
  textArrival,
  textWindow,
} from '../text-messages/order-texts.js';
import { textField } from '../text-messages/text-field.js';

/**
 * The push notifications an order sends (issue #36, docs/decisions/144). Buyers and sellers are
 * told what their texts tell them, in the texts' own words (`orderText`); drivers hear of the
 * deliveries given to them and taken from them, admins of a delivery that will miss its window
 * and of a paid order its store has not acknowledged in time.
 * Built from the same sanitized facts as the texts: no phone, no address, no date of birth.
 */

/** The notifications only a push carries: a driver's and an admin's. */
export const STAFF_PUSH_KINDS = [
  'delivery_assigned',
  'delivery_reassigned',
  'delivery_late',
  'order_unacknowledged',
] as const;
export type StaffPushKind = (typeof STAFF_PUSH_KINDS)[number];
export type OrderPushKind = OrderTextKind | StaffPushKind;

/** Who a push is for: the page it opens is theirs. */
export type PushAudience = 'buyer' | 'seller' | 'driver' | 'admin';

/** What a notification shows, and where clicking it goes: the service worker's contract. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** The page each audience follows its orders on (the web's `paths`; its test holds them equal). */
export const PUSH_PAGES: Record<PushAudience, string> = {
  buyer: '/dashboard/orders',
  seller: '/sellerdashboard/orders',
  driver: '/driverdashboard',
  admin: '/admindashboard/orders',
};

/**
 * Which pushes each event of an order's timeline owes: the buyer's and the seller's are their
 * texts'; the driver an order is given to hears of it, and on a reassignment so does the driver
 * it was taken from.
 */
export function pushesOfAction(action: OrderEventAction): {
  buyer?: OrderTextKind;
  seller?: OrderTextKind;
  driver?: StaffPushKind;
  previousDriver?: StaffPushKind;
} {
  const texts = TEXTS_OF_ACTION[action] ?? {};
  return {
    ...texts,
    ...((action === 'assign' || action === 'reassign') && { driver: 'delivery_assigned' }),
    ...(action === 'reassign' && { previousDriver: 'delivery_reassigned' }),
  };
}

const TITLES: Record<OrderPushKind, string> = {
  order_confirmed: 'Order confirmed',
  driver_assigned: 'Driver assigned',
  out_for_delivery: 'On its way',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  turned_back: 'Going back to the store',
  cancelled: 'Order cancelled',
  new_order: 'New order',
  store_cancelled: 'Order cancelled',
  running_late: 'Running late',
  refunded: 'Refund made',
  delivery_assigned: 'New delivery',
  delivery_reassigned: 'Delivery reassigned',
  delivery_late: 'Delivery running late',
  order_unacknowledged: 'Store hasn’t acknowledged',
};

/** How much of a store's name a push carries, as a text does. */
const STORE_NAME_CHARS = 60;

/** The notification's title and body, short enough for a phone's lock screen. */
export function orderPush(
  kind: OrderPushKind,
  facts: OrderTextFacts,
): Pick<PushPayload, 'title' | 'body'> {
  return { title: TITLES[kind], body: pushBody(kind, facts) };
}

function pushBody(kind: OrderPushKind, facts: OrderTextFacts): string {
  const order = facts.orderNumber;
  const store = textField(facts.storeName, STORE_NAME_CHARS);
  switch (kind) {
    case 'delivery_assigned':
      return `Order ${order} from ${store} is yours to deliver, ${facts.window ? textWindow(facts.window) : 'as soon as it is ready'}.`;
    case 'delivery_reassigned':
      return `Order ${order} from ${store} was given to another driver: it is off your list.`;
    case 'delivery_late':
      return `Order ${order} from ${store} will miss its window: arriving around ${textArrival(facts)}.`;
    case 'order_unacknowledged':
      return `Order ${order} was paid ${UNACKNOWLEDGED_FLAG_MINUTES} minutes ago and ${store} has not acknowledged it yet.`;
    default:
      return orderText(kind, facts, 'push');
  }
}
