import { ORDER_CANCEL_REASON_REQUIRED } from '@marketplace/core/constants/messages';
import { DRIVER_STEP_KINDS } from '@marketplace/core/orders/driver-steps';
import { ORDER_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { z } from 'zod';
import { coordinatePrecisionSchema } from './addresses.js';
import {
  afterField,
  errorBodySchema,
  firstPageCountField,
  idParamSchema,
  nextAfterField,
  pageLimitField,
} from './fields.js';
import { idCheckBodySchema, orderAddressSchema, orderEventSchema, orderSchema } from './orders.js';
import { orderRefundSchema } from './refunds.js';

/**
 * The operations console's orders and dispatch (SPEC §7 GET /orders, GET /drivers,
 * POST /admin/assign-instructions; docs/decisions/090 and 091): what the admin screen sends and
 * gets back.
 */

/** The longest page of GET /api/orders. */
export const ADMIN_ORDERS_PAGE_MAX = 100;
export const ORDER_NOTE_MAX = 500;
/** The addresses an old client sends with an assignment: read, never used (091). */
const CLIENT_ADDRESS_MAX = 500;

/** How an admin sees an order's status (core's adminOrderStatus): 'unassigned' or the status. */
export const ADMIN_ORDER_STATUSES = ['unassigned', ...ORDER_STATUSES] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const adminOrderSchema = orderSchema
  .extend({
    acknowledgedAt: z
      .string()
      .nullable()
      .describe('ISO 8601: when its store said it has it (issue #31); null until then.'),
    adminStatus: z
      .enum(ADMIN_ORDER_STATUSES)
      .describe("'unassigned': a paid delivery order waiting for a driver; else orderStatus."),
    refunds: z.array(orderRefundSchema).describe('Every refund of its payment, oldest first.'),
    refundableCents: z
      .number()
      .int()
      .describe('What may still be refunded: 0 without a card payment on record.'),
    driverName: z
      .string()
      .nullable()
      .describe(
        "Its driver's 'First Last'; null without a driver or for one whose account is gone.",
      ),
  })
  .meta({ id: 'AdminOrder', description: 'An order as the operations console shows it.' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * An order as a row of the console's lists shows it (issue #32): what the Orders and Order
 * History tables and their driver and pickup cells read, not the products and addresses, which
 * the summary reads with the order (GET /api/orders/{id}).
 */
export const adminOrderRowSchema = adminOrderSchema
  .pick({
    _id: true,
    createdAt: true,
    orderType: true,
    orderStatus: true,
    adminStatus: true,
    deliveryDate: true,
    deliveryWindowStart: true,
    deliveryWindowEnd: true,
    totalAmount: true,
    driverId: true,
    storeId: true,
    userId: true,
    buyerId: true,
    needsIdCheck: true,
    acknowledgedAt: true,
  })
  .extend({
    store: z
      .object({ _id: z.string(), name: z.string(), timezone: z.string() })
      .nullable()
      .describe('Null for a store that is gone.'),
    driverName: z
      .string()
      .nullable()
      .describe(
        "Its driver's 'First Last'; null without a driver or for one whose account is gone.",
      ),
  })
  .meta({ id: 'AdminOrderRow', description: 'An order as a row of the console’s lists.' });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersQuerySchema = z.strictObject({
  status: z
    .enum(ADMIN_ORDER_STATUSES)
    .optional()
    .describe("Only orders the admin sees with this status ('unassigned' included)."),
  q: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe(
      'An order number (its 8 letters and digits, as the screens show it) or 4 or more digits of a phone number on the order.',
    ),
  before: idParamSchema
    .optional()
    .describe("The previous page's nextBefore (an order id); absent for the newest orders."),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_PAGE_MAX).default(50),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrdersAnswerSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  nextBefore: z.string().nullable().describe('Pass as ?before= for older orders; null at the end.'),
});
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswerSchema>;

export const orderTimelineSchema = z.array(orderEventSchema);

export const driverSchema = z
  .object({
    driverId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe('E.164.'),
    openOrders: z
      .number()
      .int()
      .describe('Orders assigned to them and not yet delivered (assigned or picked up).'),
  })
  .meta({ id: 'Driver', description: 'A user whose role is driver, for the assignment list.' });
export type Driver = z.infer<typeof driverSchema>;

/** The longest page of GET /api/drivers. */
export const DRIVERS_PAGE_MAX = 100;

/** GET /api/drivers (admin): drivers by name a page at a time, searched on the server (131). */
export const driversQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      'One or two letters: the start of a first or last name; more: part of the name; 3 or more digits: found inside the phone.',
    ),
  driverId: z.string().max(64).optional().describe('Only the driver with this driver id.'),
  limit: pageLimitField(DRIVERS_PAGE_MAX),
  after: afterField,
});
export type DriversQuery = z.input<typeof driversQuerySchema>;

export const driversPageSchema = z
  .object({
    drivers: z.array(driverSchema),
    total: firstPageCountField('Drivers'),
    nextAfter: nextAfterField,
  })
  .meta({ id: 'DriversPage', description: 'A page of drivers by name.' });
export type DriversPage = z.infer<typeof driversPageSchema>;

const clientAddressSchema = z
  .union([
    z.string().max(CLIENT_ADDRESS_MAX),
    z.record(
      z.string().max(40),
      z.union([z.string().max(CLIENT_ADDRESS_MAX), z.number(), z.boolean(), z.null()]),
    ),
  ])
  .optional()
  .describe("Accepted from SPEC's callers and ignored: the order's own address is used.");

export const assignInstructionsBodySchema = z.strictObject({
  driverId: idParamSchema.describe("The driver's driverId."),
  orderId: idParamSchema,
  adminId: idParamSchema.describe("The caller's own adminId (checked against the token)."),
  pickupAddress: clientAddressSchema,
  deliveryAddress: clientAddressSchema,
  currentDriverId: idParamSchema
    .nullable()
    .optional()
    .describe(
      "The driver the admin's screen showed (null: Unassigned). Sent, a change of hands since is refused with 409; absent, an unassigned order is assigned and an assigned one reassigned.",
    ),
});
export type AssignInstructionsBody = z.input<typeof assignInstructionsBodySchema>;

export const driverInstructionSchema = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    driverId: z.string(),
    position: z.number().int().describe('0 first.'),
    kind: z
      .enum(DRIVER_STEP_KINDS)
      .describe(
        'What the step asks; `return` replaces the hand-over after a failed ID check (096).',
      ),
    instructionTitle: z.string(),
    address: orderAddressSchema.nullable(),
    bagIds: z.array(z.string()).nullable().describe('The bag step: filled in by the driver.'),
    status: z.enum(['pending', 'complete']),
    runId: z
      .string()
      .nullable()
      .describe(
        'The run the order was assigned in with others: its steps are done in the run’s order. Null for an order on its own.',
      ),
  })
  .meta({ id: 'DriverInstruction', description: "One step of a driver's order (091)." });
export type DriverInstruction = z.infer<typeof driverInstructionSchema>;

export const assignInstructionsAnswerSchema = z.object({
  isAssigned: z.literal(true),
  order: adminOrderSchema,
  instructions: z.array(driverInstructionSchema),
});
export type AssignInstructionsAnswer = z.infer<typeof assignInstructionsAnswerSchema>;

/** PATCH /api/orders/{id}/status: what an admin does to a pickup order (cancel is its own). */
export const ADMIN_STATUS_ACTIONS = ['mark_ready', 'complete'] as const;
export const orderStatusBodySchema = z.strictObject({
  action: z.enum(ADMIN_STATUS_ACTIONS),
  reason: z.string().trim().max(ORDER_NOTE_MAX).optional().describe('A note for the timeline.'),
  idCheck: idCheckBodySchema
    .optional()
    .describe(
      "Completing a pickup order that needsIdCheck: the buyer's ID at the counter. Under 21 the outcome is kept and the order is not completed (409).",
    ),
});
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

/** POST /api/orders/{id}/cancel: why, for the timeline and the buyer's support call. */
export const cancelOrderBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(ORDER_NOTE_MAX)
    .refine((reason) => reason.length > 0, ORDER_CANCEL_REASON_REQUIRED),
});
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;

/** A cancellation or a refund retry: SPEC's mutation answer, with the order as it is now. */
export const orderChangeAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  order: adminOrderSchema,
});
export type OrderChangeAnswer = z.infer<typeof orderChangeAnswerSchema>;

/** 502 of a cancellation or retry: the refund failed; the order as it is now (cancelled). */
export const refundFailedSchema = errorBodySchema.extend({ order: adminOrderSchema });

/** A stop on the dispatch map: where, and how exactly that is known (issue #33). */
const mapPointSchema = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    precision: coordinatePrecisionSchema
      .nullable()
      .describe('Null for coordinates from before precisions were kept: drawn as approximate.'),
  })
  .meta({ id: 'MapPoint' });

export type MapPoint = z.infer<typeof mapPointSchema>;

/** The most open deliveries the board draws; more, and `truncated` says so. */
export const DISPATCH_BOARD_MAX_ORDERS = 1_000;

export const dispatchBoardSchema = z
  .object({
    stores: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        category: z.string(),
        location: mapPointSchema.nullable().describe('Null: the store has not been placed.'),
      }),
    ),
    orders: z.array(
      z.object({
        _id: z.string(),
        storeId: z.string(),
        storeName: z.string(),
        adminStatus: z.enum(ADMIN_ORDER_STATUSES),
        orderType: z.string(),
        windowStart: z.string().nullable(),
        windowEnd: z.string().nullable(),
        driverId: z.string().nullable(),
        driverName: z.string().nullable(),
        recipient: z.string().describe("The drop-off's full name."),
        pickUp: mapPointSchema.nullable(),
        dropOff: mapPointSchema.nullable(),
      }),
    ),
    truncated: z.boolean().describe(`More than ${DISPATCH_BOARD_MAX_ORDERS} open deliveries.`),
    failedTexts: z.number().int().describe('Texts the outbox gave up on in the last 24 hours.'),
  })
  .meta({
    id: 'DispatchBoard',
    description:
      'Every store and open delivery on the map, soonest window first (issue #33). Drivers come from GET /api/dispatch/drivers-on-shift.',
  });

export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;
export type BoardOrder = DispatchBoard['orders'][number];
export type BoardStore = DispatchBoard['stores'][number];
