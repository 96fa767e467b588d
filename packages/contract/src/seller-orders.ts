import { ORDER_TYPES } from '@marketplace/core/constants/order-types';
import { ORDER_STATUSES } from '@marketplace/core/orders/order-lifecycle';
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
    specialRequest: z.string().nullable(),
    subtotal: z.number().describe('Dollars: the items, before tax, tips and fees.'),
    cancelReason: z
      .string()
      .nullable()
      .describe('Why a cancelled order was cancelled, as the admin said it; null otherwise.'),
  })
  .meta({ id: 'SellerOrder', description: 'An order as its store sees it.' });
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
