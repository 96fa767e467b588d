import type { ReconciliationRunAnswer } from '@marketplace/contract/reconciliation';
import {
  RECONCILIATION_PROVIDER_DOWN,
  reconciliationRan,
} from '@marketplace/core/constants/messages';
import { type Actor, requireAccess } from '../../access.js';
import { findingsJson } from './list-findings.js';
import { type ReconciliationDeps, reconciliationPass } from './reconciliation-pass.js';

/**
 * POST /api/admin/reconciliation/run (admin): a pass now, as the minute's timer runs it, and
 * what it found that was new: how many it fixed and how many need a person.
 */
export async function runReconciliation(
  deps: ReconciliationDeps,
  input: { actor: Actor | null },
): Promise<ReconciliationRunAnswer> {
  await requireAccess({ db: deps.db, actor: input.actor, permission: 'reconciliation.manage' });
  const { findings, deferred } = await reconciliationPass(deps);
  const open = findings.filter((finding) => finding.resolvedAt === null).length;
  const ran = reconciliationRan(findings.length - open, open);
  return {
    message: deferred ? `${ran} ${RECONCILIATION_PROVIDER_DOWN}` : ran,
    findings: await findingsJson(deps.db, findings),
    deferred,
  };
}
