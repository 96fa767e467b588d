import type { ReconciliationFindingsAnswer } from '@marketplace/contract/reconciliation';
import { desc, isNotNull, isNull } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { reconciliationFindings } from '../../db/schema.js';
import { userNames } from '../users/service.js';
import { type FindingRow, toFindingJson } from './findings.js';

/** Open findings are few (each is a person's job); the cap only keeps an answer bounded. */
const OPEN_MAX = 200;
/** What the sweep fixed, the newest: the history is in the orders' timelines. */
const FIXED_MAX = 100;

/**
 * GET /api/admin/reconciliation (admin): every finding still needing a person, newest first,
 * then the newest of those dealt with (fixed by the sweep, or marked handled).
 */
export async function listFindings(
  deps: { db: Executor },
  input: { actor: Actor | null },
): Promise<ReconciliationFindingsAnswer> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'reconciliation.manage' });
  const newest = [desc(reconciliationFindings.foundAt), desc(reconciliationFindings.id)];
  const [open, dealtWith] = await Promise.all([
    db
      .select()
      .from(reconciliationFindings)
      .where(isNull(reconciliationFindings.resolvedAt))
      .orderBy(...newest)
      .limit(OPEN_MAX),
    db
      .select()
      .from(reconciliationFindings)
      .where(isNotNull(reconciliationFindings.resolvedAt))
      .orderBy(...newest)
      .limit(FIXED_MAX),
  ]);
  return { findings: await findingsJson(db, [...open, ...dealtWith]) };
}

/** The rows as JSON, with the names of the admins who handled them. */
export async function findingsJson(db: Executor, rows: readonly FindingRow[]) {
  const names = await userNames(
    db,
    rows.flatMap((row) => (row.resolvedByUserId ? [row.resolvedByUserId] : [])),
  );
  return rows.map((row) =>
    toFindingJson({
      ...row,
      resolvedBy: row.resolvedByUserId ? (names.get(row.resolvedByUserId) ?? null) : null,
    }),
  );
}
