import { TEXT_KINDS } from '@marketplace/core/text-messages/text-kinds';
import { z } from 'zod';
import { idParamSchema } from './fields.js';

/** The text-message outbox as the admin reads it (issue #15, docs/decisions/098). */

export const TEXT_STATUSES = ['pending', 'sending', 'sent', 'failed', 'opted_out'] as const;
export const TEXT_PAGE_MAX = 100;

export const textMessageSchema = z
  .object({
    _id: z.string(),
    orderId: z.string().nullable().describe('The order it is about; null for a store review.'),
    storeId: z.string().nullable().describe('The store whose review it is about, or null.'),
    kind: z.enum(TEXT_KINDS),
    recipientRole: z.enum(['buyer', 'seller']),
    phone: z.string().describe('E.164.'),
    body: z.string().describe('Sent after the brand name: "{brand}: {body}".'),
    status: z.enum(TEXT_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable().describe('Why the last try failed, when it did.'),
    nextAttemptAt: z.string().nullable().describe('ISO 8601, while it waits to be tried again.'),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({
    id: 'TextMessage',
    description: 'A text an order event (or a store review) owed someone.',
  });
export type TextMessage = z.infer<typeof textMessageSchema>;

export const textMessagesQuerySchema = z.strictObject({
  status: z.enum(TEXT_STATUSES).optional(),
  before: idParamSchema.optional().describe('The last message id of the page before (nextBefore).'),
  limit: z.coerce.number().int().min(1).max(TEXT_PAGE_MAX).default(50),
});
export type TextMessagesQuery = z.input<typeof textMessagesQuerySchema>;

export const textMessagesAnswerSchema = z.object({
  messages: z.array(textMessageSchema),
  nextBefore: z.string().nullable(),
});
export type TextMessagesAnswer = z.infer<typeof textMessagesAnswerSchema>;
