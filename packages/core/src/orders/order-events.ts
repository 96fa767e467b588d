import { ORDER_ACTION_WORDS, ORDER_ACTIONS } from './order-lifecycle.js';

/**
 * What an order's timeline records besides its lifecycle's transitions (issue #35): a line the
 * store could not supply, and each refund's outcome. They leave the status as it is.
 */
export const MONEY_ACTIONS = ['item_unavailable', 'refund', 'refund_failed'] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];

/** Stored in order_events.action: a transition, or a money event. */
export const ORDER_EVENT_ACTIONS = [...ORDER_ACTIONS, ...MONEY_ACTIONS] as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTIONS)[number];

export function isOrderEventAction(value: unknown): value is OrderEventAction {
  return typeof value === 'string' && (ORDER_EVENT_ACTIONS as readonly string[]).includes(value);
}

/** How each event reads as a line of an order's timeline, for buyers and admins alike. */
export const ORDER_EVENT_WORDS: Record<OrderEventAction, string> = {
  ...ORDER_ACTION_WORDS,
  item_unavailable: 'Item unavailable',
  refund: 'Refunded',
  refund_failed: 'Refund failed',
};
