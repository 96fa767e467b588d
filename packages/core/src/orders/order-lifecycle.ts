import {
  ORDER_ALREADY_ASSIGNED,
  ORDER_ALREADY_CANCELLED,
  ORDER_ALREADY_COMPLETED,
  ORDER_ALREADY_DELIVERED,
  ORDER_ALREADY_PAID,
  ORDER_ALREADY_PICKED_UP,
  ORDER_ALREADY_READY,
  ORDER_ALREADY_RETURNED,
  ORDER_ALREADY_RETURNING,
  ORDER_ALREADY_WITH_DRIVER,
  ORDER_ASSIGN_ADMIN_ONLY,
  ORDER_CANCEL_ADMIN_ONLY,
  ORDER_CANCEL_TOO_LATE,
  ORDER_CANCELLED_FINAL,
  ORDER_COMPLETE_DRIVER_ONLY,
  ORDER_DECLINE_STORE_ONLY,
  ORDER_DELIVER_DRIVER_ONLY,
  ORDER_DELIVERY_NOT_PICKUP,
  ORDER_MARK_READY_STORE_ONLY,
  ORDER_NOT_YET_ASSIGNED,
  ORDER_PAY_SYSTEM_ONLY,
  ORDER_PICK_UP_DRIVER_ONLY,
  ORDER_PICKUP_HAS_NO_DRIVER,
  ORDER_REASSIGN_AFTER_PICKUP,
  ORDER_REFUSE_DRIVER_ONLY,
  ORDER_RETURN_DRIVER_ONLY,
  orderCannot,
} from '../constants/messages.js';
import { type OrderMethod, type OrderType, orderMethod } from '../constants/order-types.js';
import { ROLES } from '../constants/roles.js';

/**
 * The one order lifecycle (docs/decisions/090): the statuses an order passes through, the
 * actions that move it, and who may cause each. Pure: the API locks the order, asks
 * `nextOrderStatus`, and writes the change with its `order_events` row in one transaction.
 *
 * delivery, 20mindelivery: (paid) pending → assigned → picked_up → delivered → completed
 * pickup, 20minpickup:     (paid) pending → ready_for_pickup → completed
 * either, by an admin, before it is delivered or completed: → cancelled
 * an ID check under 21 at the door (096): picked_up → returning → returned (→ cancelled)
 */

/** Stored in orders.order_status, exactly these strings. */
export const ORDER_STATUSES = [
  'pending',
  'assigned',
  'picked_up',
  'delivered',
  'ready_for_pickup',
  'completed',
  'cancelled',
  'returning',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Paid and not yet settled: a store still owes these orders (docs/decisions/090), or holds one
 * turned back at the door that an admin has yet to refund (096).
 */
export const UNFULFILLED_STATUSES: readonly OrderStatus[] = [
  'pending',
  'assigned',
  'picked_up',
  'ready_for_pickup',
  'returning',
  'returned',
];

/** Settled for good: nothing more happens to these orders. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** In a driver's hands: given to them, picked up, or on the way back to the store (096). */
export const WITH_DRIVER_STATUSES: readonly OrderStatus[] = ['assigned', 'picked_up', 'returning'];

/** A driver's orders still to work: in their hands, or handed over and awaiting 'Complete Order'. */
export const DRIVER_OPEN_STATUSES: readonly OrderStatus[] = [...WITH_DRIVER_STATUSES, 'delivered'];

/** Stored in order_events.action. */
export const ORDER_ACTIONS = [
  'pay',
  'assign',
  'reassign',
  'pick_up',
  'deliver',
  'mark_ready',
  'decline',
  'complete',
  'cancel',
  'refuse',
  'return',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who causes a transition: the payment system, or a logged-in user acting in their role. */
export const ORDER_ACTOR_KINDS = ['system', ...ROLES] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];
/**
 * `isAssignedDriver`: the actor is the driver the order is assigned to (drivers only);
 * `isStoreSeller`: the actor is the seller of the order's store (sellers only).
 */
export type OrderActor = {
  kind: OrderActorKind;
  isAssignedDriver?: boolean;
  isStoreSeller?: boolean;
};

/** Why a transition is refused: nobody may do it now, it was already done, or not by this actor. */
export type OrderRefusal = 'illegal' | 'repeated' | 'wrong_actor';

export type TransitionResult =
  | { ok: true; to: OrderStatus }
  | { ok: false; refusal: OrderRefusal; reason: string };

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === 'string' && (ORDER_ACTIONS as readonly string[]).includes(value);
}

/** How a status reads in a sentence ('An order that is picked up…') and on a badge. */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'pending',
  assigned: 'assigned',
  picked_up: 'picked up',
  delivered: 'delivered',
  ready_for_pickup: 'ready for pickup',
  completed: 'completed',
  cancelled: 'cancelled',
  returning: 'returning to the store',
  returned: 'returned to the store',
};

/** How each action reads as a line of an order's timeline, for buyers and admins alike. */
export const ORDER_ACTION_WORDS: Record<OrderAction, string> = {
  pay: 'Paid',
  assign: 'Assigned',
  reassign: 'Reassigned',
  pick_up: 'Picked up',
  deliver: 'Delivered',
  mark_ready: 'Marked ready for pickup',
  decline: 'Declined by the store',
  complete: 'Completed',
  cancel: 'Cancelled',
  refuse: 'Turned back at the door',
  return: 'Returned to the store',
};

/** What an action has done to an order, for 'An order that is … cannot be {done}.' */
const ACTION_DONE: Record<OrderAction, string> = {
  pay: 'paid',
  assign: 'assigned',
  reassign: 'reassigned',
  pick_up: 'picked up',
  deliver: 'delivered',
  mark_ready: 'marked ready for pickup',
  decline: 'declined',
  complete: 'completed',
  cancel: 'cancelled',
  refuse: 'turned back at the door',
  return: 'returned to the store',
};

const isSystem = (actor: OrderActor) => actor.kind === 'system';
const isAdmin = (actor: OrderActor) => actor.kind === 'admin';
const isAssignedDriverOrAdmin = (actor: OrderActor) =>
  isAdmin(actor) || (actor.kind === 'driver' && actor.isAssignedDriver === true);

type Rule = {
  /** Who may cause it, and the sentence for anyone else. */
  allowed: (actor: OrderActor) => boolean;
  wrongActor: string;
  to: OrderStatus;
  /** The statuses it leaves, per order method; absent: the action is not for that method. */
  from: Partial<Record<OrderMethod, readonly OrderStatus[]>>;
  /** Said when the order already is where the action leads. */
  repeated: string;
};

const RULES: Record<Exclude<OrderAction, 'pay'>, Rule> = {
  assign: {
    allowed: isAdmin,
    wrongActor: ORDER_ASSIGN_ADMIN_ONLY,
    to: 'assigned',
    from: { delivery: ['pending'] },
    repeated: ORDER_ALREADY_ASSIGNED,
  },
  reassign: {
    allowed: isAdmin,
    wrongActor: ORDER_ASSIGN_ADMIN_ONLY,
    to: 'assigned',
    // Only before the driver has the goods: afterwards the order is in their hands.
    from: { delivery: ['assigned'] },
    repeated: ORDER_ALREADY_WITH_DRIVER,
  },
  pick_up: {
    allowed: isAssignedDriverOrAdmin,
    wrongActor: ORDER_PICK_UP_DRIVER_ONLY,
    to: 'picked_up',
    from: { delivery: ['assigned'] },
    repeated: ORDER_ALREADY_PICKED_UP,
  },
  deliver: {
    allowed: isAssignedDriverOrAdmin,
    wrongActor: ORDER_DELIVER_DRIVER_ONLY,
    to: 'delivered',
    from: { delivery: ['picked_up'] },
    repeated: ORDER_ALREADY_DELIVERED,
  },
  mark_ready: {
    // The store that made it, from its own screen (issue #31), or an admin.
    allowed: (actor) => isAdmin(actor) || (actor.kind === 'seller' && actor.isStoreSeller === true),
    wrongActor: ORDER_MARK_READY_STORE_ONLY,
    to: 'ready_for_pickup',
    from: { pickup: ['pending'] },
    repeated: ORDER_ALREADY_READY,
  },
  complete: {
    // The driver's 'Complete Order' after their last step (docs/decisions/095), or an admin.
    allowed: isAssignedDriverOrAdmin,
    wrongActor: ORDER_COMPLETE_DRIVER_ONLY,
    to: 'completed',
    from: { delivery: ['delivered'], pickup: ['ready_for_pickup'] },
    repeated: ORDER_ALREADY_COMPLETED,
  },
  refuse: {
    // An ID check under 21 at the door (docs/decisions/096): the goods go back to the store.
    allowed: isAssignedDriverOrAdmin,
    wrongActor: ORDER_REFUSE_DRIVER_ONLY,
    to: 'returning',
    from: { delivery: ['picked_up'] },
    repeated: ORDER_ALREADY_RETURNING,
  },
  return: {
    allowed: isAssignedDriverOrAdmin,
    wrongActor: ORDER_RETURN_DRIVER_ONLY,
    to: 'returned',
    from: { delivery: ['returning'] },
    repeated: ORDER_ALREADY_RETURNED,
  },
  // The store turns down a new order it cannot make (issue #31): cancelled and refunded as an
  // admin's cancel is, before anyone has started on it.
  decline: {
    allowed: (actor) => actor.kind === 'seller' && actor.isStoreSeller === true,
    wrongActor: ORDER_DECLINE_STORE_ONLY,
    to: 'cancelled',
    from: { delivery: ['pending'], pickup: ['pending'] },
    repeated: ORDER_ALREADY_CANCELLED,
  },
  cancel: {
    // An admin; or the system, for an order none of whose items the store had (issue #35).
    allowed: (actor) => isAdmin(actor) || isSystem(actor),
    wrongActor: ORDER_CANCEL_ADMIN_ONLY,
    to: 'cancelled',
    // A returned order is cancelled to refund it; one on its way back waits until it is back.
    from: {
      delivery: ['pending', 'assigned', 'picked_up', 'returned'],
      pickup: ['pending', 'ready_for_pickup'],
    },
    repeated: ORDER_ALREADY_CANCELLED,
  },
};

/**
 * Where `action` by `actor` takes an order of `orderType` that is `status` (null: not yet
 * recorded, before payment), or why it may not. The actor is checked first, then whether the
 * action exists for the order's method, then whether it was already done, then the status.
 * `sameDriver`: a reassign names the driver the order already has.
 */
export function nextOrderStatus(input: {
  status: OrderStatus | null;
  orderType: OrderType;
  action: OrderAction;
  actor: OrderActor;
  sameDriver?: boolean;
}): TransitionResult {
  const { status, action, actor } = input;
  if (action === 'pay') {
    if (!isSystem(actor)) return refuse('wrong_actor', ORDER_PAY_SYSTEM_ONLY);
    return status === null ? { ok: true, to: 'pending' } : refuse('repeated', ORDER_ALREADY_PAID);
  }
  const rule = RULES[action];
  if (!rule.allowed(actor)) return refuse('wrong_actor', rule.wrongActor);
  const method = orderMethod(input.orderType);
  const from = rule.from[method];
  if (!from) {
    return refuse(
      'illegal',
      method === 'pickup' ? ORDER_PICKUP_HAS_NO_DRIVER : ORDER_DELIVERY_NOT_PICKUP,
    );
  }
  if (status === null) return refuse('illegal', orderCannot('not paid yet', ACTION_DONE[action]));
  if (action === 'reassign') {
    if (status === 'assigned') {
      return input.sameDriver ? refuse('repeated', rule.repeated) : { ok: true, to: rule.to };
    }
  } else if (status === rule.to) {
    return refuse('repeated', rule.repeated);
  }
  if (from.includes(status)) return { ok: true, to: rule.to };
  return refuse('illegal', illegalReason(status, action));
}

/** The most telling sentence for an action the order's status rules out. */
function illegalReason(status: OrderStatus, action: Exclude<OrderAction, 'pay'>): string {
  if (status === 'cancelled') return ORDER_CANCELLED_FINAL;
  if (
    status === 'pending' &&
    ['reassign', 'pick_up', 'deliver', 'refuse', 'return'].includes(action)
  ) {
    return ORDER_NOT_YET_ASSIGNED;
  }
  const pastPickup = ['picked_up', 'delivered', 'completed', 'returning', 'returned'].includes(
    status,
  );
  if (action === 'reassign' && pastPickup) return ORDER_REASSIGN_AFTER_PICKUP;
  if (action === 'cancel' && (status === 'delivered' || status === 'completed')) {
    return ORDER_CANCEL_TOO_LATE;
  }
  return orderCannot(ORDER_STATUS_WORDS[status], ACTION_DONE[action]);
}

function refuse(refusal: OrderRefusal, reason: string): TransitionResult {
  return { ok: false, refusal, reason };
}

/**
 * The status an admin sees (SPEC §4): a delivery order still waiting for a driver reads
 * 'unassigned' (grey in orderStatusColour's admin view); everything else its own status.
 */
export function adminOrderStatus(order: {
  orderStatus: string;
  orderType: OrderType;
  driverId: string | null;
}): string {
  const waitingForDriver =
    order.orderStatus === 'pending' && orderMethod(order.orderType) === 'delivery';
  return waitingForDriver && !order.driverId ? 'unassigned' : order.orderStatus;
}
