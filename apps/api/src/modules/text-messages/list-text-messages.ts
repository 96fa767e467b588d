import type { TextMessage, TextMessagesAnswer } from '@marketplace/contract/text-messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { notifications } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** Ours: `before` names no message. */
export const BAD_MESSAGES_CURSOR = 'before must be the id of a message from the previous page.';

/**
 * GET /api/admin/notifications (admin): the text messages orders owed, newest first, a page at a
 * time, optionally only those of one status (the failed ones, to see why).
 */
export async function listTextMessages(
  deps: { db: Executor },
  input: {
    actor: Actor | null;
    status?: TextMessage['status'];
    before?: string;
    limit: number;
  },
): Promise<TextMessagesAnswer> {
  const { db } = deps;
  const { status, before, limit } = input;
  await requireAccess({ db, actor: input.actor, permission: 'textMessage.list' });
  if (before !== undefined && !isUuid(before)) {
    throw new AppError('VALIDATION_FAILED', BAD_MESSAGES_CURSOR);
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        status ? eq(notifications.status, status) : undefined,
        before === undefined
          ? undefined
          : sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${before})`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    messages: page.map((row) => ({
      _id: row.id,
      orderId: row.orderId,
      storeId: row.storeId,
      kind: row.kind,
      recipientRole: row.recipientRole,
      phone: row.phone,
      body: row.body,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
