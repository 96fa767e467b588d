import { ORDER_TYPES } from '@marketplace/core/constants/order-types';
import { z } from 'zod';
import { ADMIN_ORDER_STATUSES, ADMIN_ORDERS_PAGE_MAX, adminOrderRowSchema } from './dispatch.js';
import { idParamSchema } from './fields.js';

/**
 * The admin's Order History (SPEC §2 /admindashboard/order-history, docs/decisions/093): every
 * order of every status and day, filtered, paged, exported as CSV, and the last 30 days per day.
 */

/** The most orders one CSV export holds; a wider filter is refused with a sentence. */
export const ORDER_HISTORY_EXPORT_MAX = 50_000;
/** The days GET /api/admin/order-history/daily answers: today and the 29 before it. */
export const ORDER_HISTORY_DAYS = 30;

/** A calendar day in the marketplace's time zone, as a date input gives it. */
const calendarDate = (field: string) =>
  z.iso.date({ error: `"${field}" must be a day of the calendar written YYYY-MM-DD.` });

/** The filters the list, the export and the web's URL share; every one optional. */
export const orderHistoryFiltersSchema = z.strictObject({
  status: z
    .enum(ADMIN_ORDER_STATUSES)
    .optional()
    .describe("Only orders the admin sees with this status ('unassigned' included)."),
  storeId: idParamSchema
    .optional()
    .describe("Only this store's orders; an unknown store simply has none."),
  orderType: z
    .enum(ORDER_TYPES)
    .optional()
    .describe('Only this order type, exactly as stored: delivery is not 20mindelivery.'),
  from: calendarDate('from')
    .optional()
    .describe('Placed on or after this day (inclusive), America/Los_Angeles.'),
  to: calendarDate('to')
    .optional()
    .describe('Placed on or before this day (inclusive), America/Los_Angeles.'),
});
export type OrderHistoryFilters = z.infer<typeof orderHistoryFiltersSchema>;

export const orderHistoryQuerySchema = orderHistoryFiltersSchema.extend({
  before: idParamSchema
    .optional()
    .describe("The previous page's nextBefore (an order id); absent for the newest orders."),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_PAGE_MAX).default(50),
});
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;

export const orderHistoryAnswerSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  nextBefore: z.string().nullable().describe('Pass as ?before= for older orders; null at the end.'),
});
export type OrderHistoryAnswer = z.infer<typeof orderHistoryAnswerSchema>;

export const dailyOrderTotalsQuerySchema = z.strictObject({
  storeId: idParamSchema.optional().describe("One store's days; absent for every store."),
});
export type DailyOrderTotalsQuery = z.input<typeof dailyOrderTotalsQuerySchema>;

export const dailyOrderTotalSchema = z
  .object({
    date: z.string().describe("'YYYY-MM-DD' in America/Los_Angeles."),
    orders: z.number().int().describe('Orders placed that day, cancelled ones left out.'),
    sales: z.number().describe('What buyers paid for those orders (their totals), in dollars.'),
  })
  .meta({ id: 'DailyOrderTotal', description: 'One day of the order history chart.' });
export type DailyOrderTotal = z.infer<typeof dailyOrderTotalSchema>;

export const dailyOrderTotalsSchema = z.object({
  days: z.array(dailyOrderTotalSchema).describe('Oldest first, 30 days ending today, zeros kept.'),
  storeId: z.string().nullable(),
});
export type DailyOrderTotals = z.infer<typeof dailyOrderTotalsSchema>;
