import type { FindingResolvedAnswer } from '@marketplace/contract/reconciliation';
import {
  FINDING_ALREADY_HANDLED,
  FINDING_HANDLED,
  FINDING_NEEDS_NO_PERSON,
  FINDING_NOT_FOUND,
} from '@marketplace/core/constants/messages';
import { FINDING_KINDS, needsPerson } from '@marketplace/core/money/reconciliation';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { reconciliationFindings } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { findingsJson } from './list-findings.js';

/**
 * POST /api/admin/reconciliation/{id}/resolve (admin): a finding that needed a person is marked
 * handled, by whom and when. One conditional UPDATE, so of two admins at once one marks it and
 * the other is told it was marked already.
 */
export async function resolveFinding(
  deps: { db: Executor; clock: () => Date },
  input: { actor: Actor | null; findingId: string },
): Promise<FindingResolvedAnswer> {
  const { db } = deps;
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'reconciliation.manage',
  });
  if (!isUuid(input.findingId)) throw new AppError('NOT_FOUND', FINDING_NOT_FOUND);
  const [resolved] = await db
    .update(reconciliationFindings)
    .set({ resolvedAt: deps.clock(), resolvedByUserId: actor.id })
    .where(
      and(
        eq(reconciliationFindings.id, input.findingId),
        isNull(reconciliationFindings.resolvedAt),
        inArray(reconciliationFindings.kind, FINDING_KINDS.filter(needsPerson)),
      ),
    )
    .returning();
  if (!resolved) {
    const [finding] = await db
      .select({ kind: reconciliationFindings.kind })
      .from(reconciliationFindings)
      .where(eq(reconciliationFindings.id, input.findingId));
    if (!finding) throw new AppError('NOT_FOUND', FINDING_NOT_FOUND);
    throw new AppError(
      'CONFLICT',
      needsPerson(finding.kind) ? FINDING_ALREADY_HANDLED : FINDING_NEEDS_NO_PERSON,
    );
  }
  const [finding] = await findingsJson(db, [resolved]);
  return { message: FINDING_HANDLED, finding: finding! };
}
