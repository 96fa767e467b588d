import { DEFAULT_TIMEZONE } from '../constants/limits.js';
import type { OrderEventAction } from '../orders/order-events.js';
import { textField } from './text-field.js';

/**
 * The text messages an order sends (issue #15, docs/decisions/098), all in one place: what each
 * says, to whom, with the store's name and the window in the store's time. Short enough for one
 * or two SMS segments.
 */

/**
 * Which message: the buyer's, as the order moves, and the seller's for a new order and a
 * cancelled one (the kitchen may be cooking it, issue #30).
 */
export const ORDER_TEXT_KINDS = [
  'order_confirmed',
  'driver_assigned',
  'out_for_delivery',
  'delivered',
  'ready_for_pickup',
  'turned_back',
  'cancelled',
  'new_order',
  'store_cancelled',
  // Not a lifecycle action's: dispatch sees the driver will miss the window (issue #34).
  'running_late',
  // A refund the provider made, of the whole order or of lines (issue #35).
  'refunded',
] as const;
export type OrderTextKind = (typeof ORDER_TEXT_KINDS)[number];

/**
 * Which texts each event of an order's timeline owes, to the buyer and to the store's seller. A
 * reassignment, a completion and a return to the store send nothing new; a line the store ran
 * out of is told by its refund's text, which follows it.
 */
export const TEXTS_OF_ACTION: Partial<
  Record<OrderEventAction, { buyer?: OrderTextKind; seller?: OrderTextKind }>
> = {
  pay: { buyer: 'order_confirmed', seller: 'new_order' },
  assign: { buyer: 'driver_assigned' },
  pick_up: { buyer: 'out_for_delivery' },
  deliver: { buyer: 'delivered' },
  mark_ready: { buyer: 'ready_for_pickup' },
  refuse: { buyer: 'turned_back' },
  cancel: { buyer: 'cancelled', seller: 'store_cancelled' },
  // The store declined it: the buyer hears why; the store knows.
  decline: { buyer: 'cancelled' },
  refund: { buyer: 'refunded' },
};

export type OrderTextFacts = {
  /** The order's short id, as receipts and the console show it. */
  orderNumber: string;
  storeName: string;
  method: 'delivery' | 'pickup';
  window: { start: Date; end: Date; timeZone: string } | null;
  /** A cancellation's reason, as the admin gave it. */
  reason?: string | null;
  /** A 21+ line is on the order (as sold): the buyer is told to have their ID ready. */
  needsIdCheck?: boolean;
  /** When the driver should reach the door (issue #34), when dispatch can tell. */
  arrivesAround?: Date | null;
  /** A refund's amount, formatted ('$4.50'). */
  amount?: string | null;
};

/** Said to the buyer of a 21+ order before the hand-over (issue #30). */
export const HAVE_ID_READY =
  'Have your photo ID ready: 21+ items are handed over only after an ID check.';

/** How much of a cancellation's reason a text carries. */
const REASON_CHARS = 80;
/** How much of a store's name a text carries. */
const STORE_NAME_CHARS = 60;

/** The text as sent: the marketplace's name first, so the buyer knows who writes. */
export function withBrand(brand: string, text: string): string {
  return `${brand}: ${text}`;
}

/**
 * The day and time formats of each time zone, made once: making one costs more than formatting
 * many dates with it, and every paid order texts its window twice.
 */
const windowFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function windowFormatsOf(timeZone: string) {
  let formats = windowFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone,
      }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    windowFormats.set(timeZone, formats);
  }
  return formats;
}

/** 'Mon, Nov 23, 6:00 – 7:00 PM' in the store's zone. */
export function textWindow(window: NonNullable<OrderTextFacts['window']>): string {
  const { day, time } = windowFormatsOf(window.timeZone);
  return `${day.format(window.start)}, ${time.format(window.start)} – ${time.format(window.end)}`;
}

/** '7:40 PM', the ETA in the store's zone. */
export function textArrival(facts: OrderTextFacts): string {
  const timeZone = facts.window?.timeZone ?? DEFAULT_TIMEZONE;
  return windowFormatsOf(timeZone).time.format(facts.arrivesAround ?? 0);
}

/**
 * Where the words go: a text (SMS), or a push notification (issue #36), which says the same but
 * has no STOP to reply to.
 */
export type OrderTextChannel = 'text' | 'push';

/** The message, without the brand the sender puts first (`withBrand`). */
export function orderText(
  kind: OrderTextKind,
  facts: OrderTextFacts,
  channel: OrderTextChannel = 'text',
): string {
  // What people typed goes out as one sanitized line (text-field.ts).
  const order = facts.orderNumber;
  const store = textField(facts.storeName, STORE_NAME_CHARS);
  const shortReason = textField(facts.reason ?? '', REASON_CHARS).replace(/[.\s]+$/, '');
  const window = facts.window ? textWindow(facts.window) : 'as soon as it is ready';
  const id = facts.needsIdCheck ? ` ${HAVE_ID_READY}` : '';
  const stop = channel === 'text' ? ' Reply STOP to stop texts.' : '';
  switch (kind) {
    case 'order_confirmed':
      return facts.method === 'pickup'
        ? `Order ${order} from ${store} is confirmed for pickup ${window}.${id}${stop}`
        : `Order ${order} from ${store} is confirmed for delivery ${window}.${id}${stop}`;
    case 'driver_assigned':
      return `A driver has been assigned to order ${order} from ${store}, arriving ${window}.`;
    case 'out_for_delivery':
      return facts.arrivesAround
        ? `Order ${order} from ${store} is on its way to you, arriving around ${textArrival(facts)}.${id}`
        : `Order ${order} from ${store} is on its way to you.${id}`;
    case 'running_late':
      return `Order ${order} from ${store} is running late: arriving around ${textArrival(facts)}. Sorry for the wait.`;
    case 'delivered':
      return `Order ${order} from ${store} has been delivered. Enjoy!`;
    case 'ready_for_pickup':
      return `Order ${order} is ready for pickup at ${store}, ${window}.${id}`;
    case 'turned_back':
      return `Order ${order} from ${store} could not be handed over without a valid ID showing 21+, so it is going back to the store. We will be in touch about your refund.`;
    case 'cancelled':
      return `Order ${order} from ${store} was cancelled${shortReason ? `: ${shortReason}` : ''}. Any charge is refunded to your card.`;
    case 'new_order':
      return `New ${facts.method} order ${order} at ${store} for ${window}.`;
    case 'refunded':
      return `We refunded ${facts.amount ?? 'your payment'} to your card for order ${order} from ${store}${shortReason ? `: ${shortReason}` : ''}. Banks take 5-10 days to show it.`;
    case 'store_cancelled':
      return `Order ${order} at ${store} was cancelled${shortReason ? `: ${shortReason}` : ''}. Stop preparing it; the buyer is refunded.`;
  }
}
