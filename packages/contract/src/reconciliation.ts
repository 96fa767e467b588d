import { FINDING_KINDS } from '@marketplace/core/money/reconciliation';
import { z } from 'zod';

/**
 * Reconciliation as the admin reads it (issue #35, docs/decisions/142): what the sweep fixed (a
 * refund left waiting, a payment without its order) and what needs a person.
 */

export const reconciliationFindingSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(FINDING_KINDS),
    needsPerson: z
      .boolean()
      .describe('A refund the provider did not make, or a payment no order could be recorded for.'),
    orderId: z.string().nullable().describe('The order refunded or recorded; null for none.'),
    refundId: z.string().nullable(),
    providerSessionId: z
      .string()
      .nullable()
      .describe("The payment at the provider (Stripe's cs_…), for payment findings."),
    amountCents: z.number().int().nullable(),
    detail: z.string().describe('What happened and what to do, in a sentence.'),
    foundAt: z.string().describe('ISO 8601.'),
    resolvedAt: z
      .string()
      .nullable()
      .describe('When it was dealt with: when found, for what the sweep fixed; null while open.'),
    resolvedBy: z.string().nullable().describe('The name of the admin who marked it handled.'),
  })
  .meta({
    id: 'ReconciliationFinding',
    description: 'One thing the reconciliation sweep found and what it did.',
  });
export type ReconciliationFinding = z.infer<typeof reconciliationFindingSchema>;

export const reconciliationFindingsAnswerSchema = z.object({
  findings: z
    .array(reconciliationFindingSchema)
    .describe('Every open one (needing a person), then the 100 newest others; newest first.'),
});
export type ReconciliationFindingsAnswer = z.infer<typeof reconciliationFindingsAnswerSchema>;

export const reconciliationRunAnswerSchema = z.object({
  message: z.string().describe('The sentence the toast shows.'),
  findings: z.array(reconciliationFindingSchema).describe('What this pass found that was new.'),
  deferred: z
    .boolean()
    .describe('The payment provider could not be reached: the rest waits for the next pass.'),
});
export type ReconciliationRunAnswer = z.infer<typeof reconciliationRunAnswerSchema>;

export const findingResolvedAnswerSchema = z.object({
  message: z.string(),
  finding: reconciliationFindingSchema,
});
export type FindingResolvedAnswer = z.infer<typeof findingResolvedAnswerSchema>;
