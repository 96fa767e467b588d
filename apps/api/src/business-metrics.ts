import { isOrderEventAction, ORDER_EVENT_ACTIONS } from '@marketplace/core/orders/order-events';
import { Counter, type Registry } from 'prom-client';

/**
 * What the business did, counted where it is done (issue #36, docs/decisions/145): checkouts
 * by outcome, order events by action, texts and push notifications that could not be sent.
 * Process-wide, unlike the answers and gauges of plugins/metrics, which are each app's: they are
 * counted inside plain operations that know no app (an order event is written by a dozen of
 * them, in their callers' transactions), and a process serves one app. Every app's `app.metrics` shows these same
 * counters, with or without METRICS_TOKEN; tests that build several apps read differences.
 * Labels are fixed vocabularies, never a person, an address or an id.
 */

/**
 * `started`: a payment page was handed to the buyer. Each then ends once: `paid` (its order was
 * recorded), `expired` (it lapsed unpaid, or the provider expired it: abandoned or declined
 * cards alike) or `replaced` (the buyer checked out again). `failed`: no payment page at all,
 * because the payment provider could not open one; a refusal of the order itself (stock, a
 * window, a promo code) is none of these, and shows as a 4xx of the route.
 */
export const CHECKOUT_OUTCOMES = ['started', 'paid', 'expired', 'replaced', 'failed'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

/** A send that failed: tried again later, or given up (after the last try, or a permanent error). */
export const TEXT_FAILURES = ['retrying', 'given_up'] as const;
export type TextFailure = (typeof TEXT_FAILURES)[number];
/** Push notifications fail alike: tried again later, or given up after the last try. */
export type PushFailure = TextFailure;

const checkouts = new Counter({
  name: 'checkouts_total',
  help: 'Checkouts by outcome: started, then paid, expired or replaced; failed never started.',
  labelNames: ['outcome'] as const,
  registers: [],
});
const orderEvents = new Counter({
  name: 'order_transitions_total',
  help: "Order events written, by action (a lifecycle transition, or a refund's outcome).",
  labelNames: ['action'] as const,
  registers: [],
});
const textFailures = new Counter({
  name: 'text_messages_failed_total',
  help: 'Text messages whose send failed: retrying later, or given up.',
  labelNames: ['outcome'] as const,
  registers: [],
});
const pushFailures = new Counter({
  name: 'push_messages_failed_total',
  help: 'Push notifications whose send failed: retrying later, or given up. A device the push service says is gone is removed, not counted.',
  labelNames: ['outcome'] as const,
  registers: [],
});

// Every series exists from the start, so a rate or a ratio reads 0, not nothing.
for (const outcome of CHECKOUT_OUTCOMES) checkouts.inc({ outcome }, 0);
for (const action of ORDER_EVENT_ACTIONS) orderEvents.inc({ action }, 0);
for (const outcome of TEXT_FAILURES) {
  textFailures.inc({ outcome }, 0);
  pushFailures.inc({ outcome }, 0);
}

export function countCheckouts(outcome: CheckoutOutcome, count = 1): void {
  if (count > 0) checkouts.inc({ outcome }, count);
}

/**
 * One order event written. Counted when it is written, inside its transaction: one rolled back
 * afterwards (a refused step of a multi-order run) is counted all the same. Nothing retries
 * these transactions, so that stays rare; counting at commit would mean a hook in each of the
 * operations that write events.
 */
export function countOrderEvent(action: string): void {
  orderEvents.inc({ action: isOrderEventAction(action) ? action : 'other' });
}

export function countTextFailure(outcome: TextFailure): void {
  textFailures.inc({ outcome });
}

export function countPushFailure(outcome: PushFailure): void {
  pushFailures.inc({ outcome });
}

/** Shows the counters in `registry` too. */
export function registerBusinessMetrics(registry: Registry): void {
  registry.registerMetric(checkouts);
  registry.registerMetric(orderEvents);
  registry.registerMetric(textFailures);
  registry.registerMetric(pushFailures);
}
