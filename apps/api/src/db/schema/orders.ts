import type { LineUnits } from '@marketplace/core/money/refunds';
import { DRIVER_STEP_KINDS } from '@marketplace/core/orders/driver-steps';
import { ID_TYPES } from '@marketplace/core/orders/id-check';
import type { OrderAddress } from '@marketplace/core/orders/order-address';
import { FINAL_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export type { OrderAddress } from '@marketplace/core/orders/order-address';

export type FlowerCustomizations = {
  fullName: string;
  occasion: string;
  relationship: string;
  locationType: string;
  customMessage: string;
  signature: string;
};

/** A snapshot of a product as it was bought; prices in cents. */
export type OrderProduct = {
  productId: string;
  name: string;
  priceCents: number;
  quantity: number;
  storeId: string;
  image?: string | null;
  customizations: {
    name: string;
    selectedOptions: { title: string; price: number }[];
    textValue?: string;
  }[];
  flowerCustomizations?: FlowerCustomizations | null;
  specialInstructions?: string | null;
  /**
   * The product was 21+ when it was sold (drizzle/0031): the order keeps it, so the ID check
   * never depends on the catalogue after payment.
   */
  needsAgeVerification: boolean;
  /**
   * The product was taxed when it was sold (issue #35): a line refund gives its tax back. Absent
   * on orders from before it was kept.
   */
  isTaxable?: boolean;
};

/**
 * An order not yet at the end of its lifecycle (core's FINAL_STATUSES), written with the statuses
 * as constants: the planner uses the open-order indexes only for a query that says it this way.
 */
export function orderIsOpen(orderStatus: AnyPgColumn | SQL): SQL {
  return sql`${orderStatus} not in (${sql.raw(FINAL_STATUSES.map((status) => `'${status}'`).join(', '))})`;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderType: text('order_type', {
      enum: ['delivery', 'pickup', '20mindelivery', '20minpickup'],
    }).notNull(),
    orderStatus: text('order_status').notNull().default('pending'),
    products: jsonb('products').$type<OrderProduct[]>().notNull(),
    /**
     * Units of its lines (by place) the store found it did not have (issue #35): the order goes
     * on without them. `products` stays what was sold.
     */
    unavailableUnits: jsonb('unavailable_units').$type<LineUnits[]>().notNull().default([]),
    storeId: uuid('store_id').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Tips are chosen as percentages of the subtotal (SPEC §9); the cents are what was paid. */
    driverTip: numeric('driver_tip', { precision: 5, scale: 2 }).notNull().default('0'),
    sellerTip: numeric('seller_tip', { precision: 5, scale: 2 }).notNull().default('0'),
    driverTipCents: integer('driver_tip_cents').notNull().default(0),
    sellerTipCents: integer('seller_tip_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalAmountCents: integer('total_amount_cents').notNull(),
    /**
     * What the card payment captured, copied from the provider's answer when the order was
     * recorded (issue #35): what refunds are judged against. Null for an order without a card
     * payment on record, which nothing can refund.
     */
    capturedCents: integer('captured_cents'),
    couponCode: text('coupon_code'),
    specialRequest: text('special_request'),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress | null>(),
    pickUpAddress: jsonb('pick_up_address').$type<OrderAddress | null>(),
    billingAddress: jsonb('billing_address').$type<OrderAddress | null>(),
    deliveryDate: text('delivery_date'),
    deliveryWindowStart: timestamp('delivery_window_start', { withTimezone: true }),
    deliveryWindowEnd: timestamp('delivery_window_end', { withTimezone: true }),
    buyerId: uuid('buyer_id'),
    sellerId: uuid('seller_id'),
    /** When its store said it had the order, and when it will be ready (issue #31). */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    readyBy: timestamp('ready_by', { withTimezone: true }),
    driverId: uuid('driver_id'),
    userId: uuid('user_id').notNull(),
    /** The payment session that paid for it; unique so one payment yields exactly one order. */
    paymentSessionId: text('payment_session_id').unique(),
    /** The driver's photo proof of the hand-over (an upload in the delivery folder), or null. */
    deliveryPhotoUrl: text('delivery_photo_url'),
    /**
     * The ID check at the door (docs/decisions/096), on orders with a 21+ product: whether it
     * passed, the kind of ID and when. Never the date of birth, the ID's number or a picture.
     */
    idCheckPassed: boolean('id_check_passed'),
    idCheckType: text('id_check_type', { enum: ID_TYPES }),
    idCheckedAt: timestamp('id_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_driver_idx').on(t.driverId),
    index('orders_store_idx').on(t.storeId),
    // A seller's numbers and export: their stores' orders of a period (issue #31).
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt),
    // The admin's orders: newest first, keyset-paged (modules/orders/list-admin-orders.ts).
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    // Orders still open, a few among many (issue #32): the console's open orders, newest first,
    // and each driver's open orders by status.
    index('orders_open_created_idx').on(t.createdAt, t.id).where(orderIsOpen(t.orderStatus)),
    index('orders_open_driver_idx').on(t.driverId, t.orderStatus).where(orderIsOpen(t.orderStatus)),
  ],
);

/**
 * Orders and sales per store and day on the marketplace's calendar (America/Los_Angeles), not
 * counting cancelled orders (issue #32): what the Order History's daily totals read instead of
 * recounting 30 days of orders. A trigger on orders keeps it in the transaction that changes an
 * order (drizzle/0039), so it is never behind.
 */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    storeId: uuid('store_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.date] }),
    index('order_daily_totals_date_idx').on(t.date),
  ],
);

export const driverInstructions = pgTable(
  'driver_instructions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').notNull(),
    position: integer('position').notNull(),
    /** What the step asks (core's DRIVER_STEP_KINDS); it decides what completing it does. */
    kind: text('kind', { enum: DRIVER_STEP_KINDS }).notNull(),
    instructionTitle: text('instruction_title').notNull(),
    address: jsonb('address').$type<OrderAddress | null>(),
    bagIds: jsonb('bag_ids').$type<string[]>(),
    status: text('status', { enum: ['pending', 'complete'] })
      .notNull()
      .default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The run the order was assigned in with others (issue #34): every step of a run shares it,
     * and `runStop` orders the run's steps across its orders (all pick-ups, then the drop-offs in
     * the suggested order). Null for an order assigned alone.
     */
    runId: uuid('run_id'),
    runStop: integer('run_stop'),
  },
  (t) => [index('driver_instructions_driver_idx').on(t.driverId, t.orderId, t.position)],
);

/**
 * The timeline of an order: one row per transition of the lifecycle (docs/decisions/090), written
 * in the transaction that changes orders.order_status. `id` orders the events of an order.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the first event: the order did not exist before it was paid. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** core's OrderEventAction: a lifecycle transition, or a money event that keeps the status. */
    action: text('action').notNull(),
    /** The user who caused it; null when the system did (payment). */
    actorUserId: uuid('actor_user_id'),
    /** 'system' or the actor's role at the time. */
    actorRole: text('actor_role').notNull(),
    /** The driver id the order was given to (assign, reassign). */
    driverId: uuid('driver_id'),
    /** Why: a cancellation's reason, an admin's note, or what a refund was for. */
    reason: text('reason'),
    /** A refund's amount, or a line's worth when the store could not supply it (issue #35). */
    amountCents: integer('amount_cents'),
    /** The refund an event reports (refund, refund_failed). */
    refundId: uuid('refund_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
