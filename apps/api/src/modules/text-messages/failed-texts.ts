import { and, count, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

/** How far back the dispatch board counts failed texts: a working day's worth. */
export const FAILED_TEXTS_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Texts the outbox gave up on since `since` (the dispatch board's exceptions, issue #33): each
 * is a person not told of their order; the Text messages screen says why.
 */
export async function failedTextCount(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(notifications)
    .where(and(eq(notifications.status, 'failed'), gte(notifications.createdAt, since)));
  return row?.failed ?? 0;
}
