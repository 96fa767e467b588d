import { REFUND_REASON_REQUIRED } from '@marketplace/core/constants/messages';
import { REFUND_CAUSES, REFUND_STATES } from '@marketplace/core/money/refunds';
import { z } from 'zod';

/** Refunds after the sale (issue #35, docs/decisions/140). */

export const REFUND_REASON_MAX = 500;
/** The most lines one order carries (checkout's cart limit is well below). */
const LINES_MAX = 200;

const lineUnitsSchema = z.object({
  line: z.number().int().min(0).max(LINES_MAX).describe("The line's place on the order, from 0."),
  quantity: z.number().int().min(1).max(10_000),
});

export const orderRefundSchema = z
  .object({
    _id: z.string(),
    cause: z
      .enum(REFUND_CAUSES)
      .describe("'cancel': the order's remainder; 'item_unavailable': lines the store lacked."),
    amountCents: z.number().int(),
    lines: z
      .array(lineUnitsSchema)
      .describe('The units of lines it gives back; empty for an amount.'),
    reason: z.string(),
    state: z
      .enum(REFUND_STATES)
      .describe("'requested': asked of the provider, no answer yet; 'failed': may be tried again."),
    error: z.string().nullable().describe('Why it failed, as the provider said; null otherwise.'),
    requestedAt: z.iso.datetime({ offset: true }),
    settledAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'OrderRefund', description: "One refund of an order's payment." });
export type OrderRefund = z.infer<typeof orderRefundSchema>;

const reasonField = z
  .string()
  .trim()
  .max(REFUND_REASON_MAX)
  .refine((reason) => reason.length > 0, REFUND_REASON_REQUIRED);

/**
 * POST /api/orders/{id}/refunds (admin): chosen units of lines (with their tax and share of the
 * discount), or an amount in cents; one of the two.
 */
export const refundBodySchema = z.strictObject({
  reason: reasonField,
  lines: z.array(lineUnitsSchema).min(1).max(LINES_MAX).optional(),
  amountCents: z.number().int().min(1).max(100_000_000).optional(),
});
export type RefundBody = z.input<typeof refundBodySchema>;

/**
 * POST /api/orders/{id}/unavailable-lines (its store's seller, or its driver at pick-up): units
 * the store cannot supply; they are refunded and the order goes on without them.
 */
export const unavailableLinesBodySchema = z.strictObject({
  lines: z.array(lineUnitsSchema).min(1).max(LINES_MAX),
});
export type UnavailableLinesBody = z.input<typeof unavailableLinesBodySchema>;

export const refundParamsSchema = z.object({ id: z.string(), refundId: z.string() });
