import {
  STATEMENT_DATES_REVERSED,
  statementDayInvalid,
  statementPeriodTooLong,
} from '@marketplace/core/constants/messages';
import { periodDays, STATEMENT_MAX_DAYS } from '@marketplace/core/orders/seller-periods';
import { z } from 'zod';
import { idParamSchema } from './fields.js';

/**
 * Store statements (issue #35, docs/decisions/141): per store and period, what it sold, what was
 * refunded of its share, its tips and the net, for its seller and for admins (every store).
 */

/** A calendar day on the marketplace's clock, as a date input gives it; absent is "required". */
const calendarDay = (field: 'from' | 'to') =>
  z.iso.date({
    error: (issue) => (issue.input === undefined ? undefined : statementDayInvalid(field)),
  });

/** GET /api/statements and /api/statements.csv: a period of calendar days, both included. */
export const statementQuerySchema = z
  .strictObject({
    from: calendarDay('from').describe(
      'The first day, included (YYYY-MM-DD, America/Los_Angeles).',
    ),
    to: calendarDay('to').describe('The last day, included (YYYY-MM-DD, America/Los_Angeles).'),
    storeId: idParamSchema
      .optional()
      .describe("Only this store; one that is not the caller's (or not a store) has no rows."),
  })
  .superRefine((query, context) => {
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: STATEMENT_DATES_REVERSED });
    } else if (periodDays(query.from, query.to) > STATEMENT_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: statementPeriodTooLong(STATEMENT_MAX_DAYS),
      });
    }
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

const sums = {
  orders: z.number().int().describe('Orders paid in the period, cancelled ones included.'),
  grossSalesCents: z
    .number()
    .int()
    .describe("Those orders' goods with their tax, less discounts (subtotal + tax − discount)."),
  refundsCents: z
    .number()
    .int()
    .describe(
      "The store's share of the refunds that succeeded in the period, whenever their order was paid.",
    ),
  sellerTipsCents: z.number().int().describe('The tips those orders left the store.'),
  netCents: z.number().int().describe('Gross sales + seller tips − refunds; may be negative.'),
};

export const statementStoreSchema = z
  .object({
    storeId: z.string(),
    storeName: z.string().nullable().describe('Null: the store has been deleted since.'),
    ...sums,
  })
  .meta({ id: 'StatementStore', description: "One store's line of a statement, in cents." });
export type StatementStore = z.infer<typeof statementStoreSchema>;

export const statementTotalSchema = z
  .object(sums)
  .meta({ id: 'StatementTotal', description: "Every listed store's sums added up, in cents." });
export type StatementTotal = z.infer<typeof statementTotalSchema>;

export const statementSchema = z
  .object({
    from: z.string().describe('YYYY-MM-DD, as asked.'),
    to: z.string().describe('YYYY-MM-DD, as asked.'),
    timezone: z.string().describe('The zone the days are read in.'),
    stores: z
      .array(statementStoreSchema)
      .describe('One line per store with an order or a refund in the period, by name.'),
    total: statementTotalSchema,
  })
  .meta({ id: 'Statement', description: 'A period of the stores the caller may see.' });
export type Statement = z.infer<typeof statementSchema>;
