import { ORDER_CANCEL_REASON_REQUIRED } from '@marketplace/core/constants/messages';
import { ORDER_TYPES } from '@marketplace/core/constants/order-types';
import { READY_IN_MAX, READY_IN_MIN } from '@marketplace/core/orders/acknowledgement';
import { ORDER_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { SELLER_PERIODS } from '@marketplace/core/orders/seller-periods';
import { z } from 'zod';
import { idParamSchema } from './fields.js';
import { orderProductSchema } from './orders.js';

/**
 * A seller's incoming orders (issue #15, docs/decisions/097): what the store needs to make each
 * order, and nothing of the buyer's addresses or payment.
 */
export const sellerOrderSchema = z
  .object({
    _id: z.string(),
    createdAt: z.string().describe('ISO 8601: when it was paid.'),
    orderType: z.enum(ORDER_TYPES),
    orderStatus: z.enum(ORDER_STATUSES),
    storeId: z.string(),
    storeName: z.string().nullable(),
    deliveryWindowStart: z.string().nullable().describe('ISO 8601.'),
    deliveryWindowEnd: z.string().nullable().describe('ISO 8601.'),
    timezone: z.string().describe('The store’s zone, for the window.'),
    products: z.array(orderProductSchema),
    unavailable: z
      .array(z.number().int())
      .describe(
        'Units of each line (by place) the store did not have (issue #35): the order goes on without them.',
      ),
    specialRequest: z.string().nullable(),
    subtotal: z.number().describe('Dollars: the items, before tax, tips and fees.'),
    cancelReason: z
      .string()
      .nullable()
      .describe('Why a cancelled order was cancelled, as the admin said it; null otherwise.'),
    acknowledgedAt: z.string().nullable().describe('ISO 8601: when the store said it has it.'),
    readyBy: z.string().nullable().describe('ISO 8601: when the store said it will be ready.'),
    prepMinutes: z.number().int().describe('The store’s usual time to make an order.'),
    buyerFirstName: z
      .string()
      .nullable()
      .describe('Who collects a pickup order, as the counter calls them; null for delivery.'),
  })
  .meta({ id: 'SellerOrder', description: 'An order as its store sees it.' });

/** POST /api/seller/orders/{orderId}/acknowledge: the store has it, ready in so many minutes. */
export const acknowledgeBodySchema = z.strictObject({
  readyInMinutes: z
    .number()
    .int()
    .min(READY_IN_MIN)
    .max(READY_IN_MAX)
    .optional()
    .describe('Absent: the store’s usual prep time.'),
});
export type AcknowledgeBody = z.infer<typeof acknowledgeBodySchema>;
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const SELLER_ORDERS_PAGE_MAX = 100;
export const sellerOrdersQuerySchema = z.strictObject({
  before: idParamSchema.optional().describe('The last order id of the page before (nextBefore).'),
  limit: z.coerce.number().int().min(1).max(SELLER_ORDERS_PAGE_MAX).default(50),
});

export const sellerOrdersAnswerSchema = z.object({
  orders: z.array(sellerOrderSchema),
  nextBefore: z.string().nullable(),
});
export type SellerOrdersAnswer = z.infer<typeof sellerOrdersAnswerSchema>;

/** GET /api/seller/numbers?days=: today, the last 7 days or the last 30 (issue #31). */
export const sellerNumbersQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (SELLER_PERIODS as readonly number[]).includes(days), 'days is 1, 7 or 30.')
    .default(7),
});

export const sellerNumbersSchema = z
  .object({
    days: z.number().int(),
    since: z.string().describe('ISO 8601: the stores’ midnight the period starts at.'),
    orders: z.number().int().describe('Paid orders not cancelled.'),
    sales: z.number().describe('Dollars: their items, before tax, tips and fees.'),
    tips: z.number().describe('Dollars: the seller tips, 100% the store’s.'),
    topProducts: z
      .array(z.object({ name: z.string(), quantity: z.number().int() }))
      .describe('The five products sold most, by quantity.'),
  })
  .meta({ id: 'SellerNumbers', description: 'A seller’s orders, sales and tips over a period.' });
export type SellerNumbers = z.infer<typeof sellerNumbersSchema>;

/** POST /api/seller/orders/{orderId}/decline: why the store cannot make it (told to the buyer). */
export const declineBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(300)
    .refine((reason) => reason.length > 0, ORDER_CANCEL_REASON_REQUIRED),
});
export type DeclineBody = z.infer<typeof declineBodySchema>;

export const sellerOrderChangeSchema = z.object({
  message: z.string(),
  order: sellerOrderSchema,
});
export type SellerOrderChange = z.infer<typeof sellerOrderChangeSchema>;
