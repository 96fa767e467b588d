import type { ReconciliationFinding } from '@marketplace/contract/reconciliation';
import { RECONCILIATION_NOTHING } from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { useState } from 'react';
import { errorMessage, mutationErrorMessage } from '../../../api/client';
import { shortOrderId } from '../../../lib/format-order';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DashboardSection } from '../../../ui/dashboard-shell';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { CheckIcon, RefreshIcon } from '../../../ui/icons';
import { TableRowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useFindings } from '../api/get-findings';
import { useResolveFinding } from '../api/resolve-finding';
import { useRunReconciliation } from '../api/run-reconciliation';
import styles from './reconciliation-section.module.css';

export const FINDINGS_FAILED = 'We couldn’t load what reconciliation found';

/** What each kind of finding is, in a few words. */
const KIND_WORDS: Record<ReconciliationFinding['kind'], string> = {
  refund_settled: 'Refund settled',
  refund_failed: 'Refund not made',
  payment_recorded: 'Missed order recorded',
  payment_needs_person: 'Payment without an order',
};

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Los_Angeles',
});

/** Whether it still waits for a person: it needs one and nobody has marked it handled. */
const isOpen = (finding: ReconciliationFinding) => finding.resolvedAt === null;

/** What it is, and where it stands: waiting for a person, handled (by whom), or fixed. */
function What({ finding }: { finding: ReconciliationFinding }) {
  return (
    <span className={styles.what}>
      <span className={styles.kind}>{KIND_WORDS[finding.kind]}</span>
      {isOpen(finding) ? (
        <span className={styles.open}>Needs a person</span>
      ) : finding.needsPerson ? (
        <span className={styles.muted}>
          {finding.resolvedBy ? `Handled by ${finding.resolvedBy}` : 'Handled'}
        </span>
      ) : (
        <span className={styles.fixed}>Fixed by the sweep</span>
      )}
    </span>
  );
}

/**
 * Reconciliation (issue #35, docs/decisions/142): what the minute's sweep fixed (refunds left
 * waiting for the payment provider, payments whose order was never recorded) and what needs a
 * person, those first. A pass can be run now; a finding dealt with is marked handled, once
 * confirmed.
 */
export function ReconciliationSection() {
  const findings = useFindings();
  const runner = useRunReconciliation();
  const resolver = useResolveFinding();
  const [handling, setHandling] = useState<ReconciliationFinding | null>(null);
  const rows = findings.data?.findings ?? [];

  async function run() {
    try {
      const { message, deferred } = await runner.mutateAsync();
      if (deferred) toast.error(message);
      else toast.success(message);
    } catch (cause) {
      toast.error(mutationErrorMessage(cause));
    }
  }

  async function markHandled(finding: ReconciliationFinding) {
    try {
      const { message } = await resolver.mutateAsync(finding._id);
      toast.success(message);
    } catch (cause) {
      toast.error(mutationErrorMessage(cause));
      throw cause;
    }
  }

  const columns: DataColumn<ReconciliationFinding>[] = [
    {
      key: 'when',
      header: 'Found',
      cell: (finding) => (
        <time className={styles.when} dateTime={finding.foundAt}>
          {when.format(new Date(finding.foundAt))}
        </time>
      ),
    },
    { key: 'what', header: 'What', cell: (finding) => <What finding={finding} /> },
    {
      key: 'order',
      header: 'Order',
      cell: (finding) =>
        finding.orderId ? (
          <span className={styles.order}>{shortOrderId(finding.orderId)}</span>
        ) : (
          <span className={styles.muted}>None</span>
        ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (finding) => (finding.amountCents === null ? '' : formatUsd(finding.amountCents)),
    },
    { key: 'detail', header: 'Detail', cell: (finding) => finding.detail },
    {
      key: 'action',
      header: <span className="visually-hidden">Action</span>,
      hideLabelOnPhone: true,
      cell: (finding) =>
        isOpen(finding) ? (
          <Button
            size="sm"
            variant="secondary"
            leadingIcon={<CheckIcon size={16} />}
            aria-label={`Mark handled: ${KIND_WORDS[finding.kind]}, ${when.format(new Date(finding.foundAt))}`}
            onClick={() => setHandling(finding)}
          >
            Mark handled
          </Button>
        ) : null,
    },
  ];

  return (
    <DashboardSection
      title="Reconciliation"
      description="Every minute, refunds left waiting are settled and missed orders recorded. What needs a person comes first."
      actions={
        <Button
          variant="secondary"
          leadingIcon={<RefreshIcon size={16} />}
          loading={runner.isPending}
          onClick={() => void run()}
        >
          Run now
        </Button>
      }
    >
      {findings.isPending ? (
        <TableRowsSkeleton label="Loading what reconciliation found…" />
      ) : findings.isError && rows.length === 0 ? (
        <ErrorState
          headingLevel={3}
          title={FINDINGS_FAILED}
          description={errorMessage(findings.error, 'Please try again.')}
          onRetry={() => void findings.refetch()}
          retrying={findings.isFetching}
        />
      ) : (
        <DataTable
          caption="Reconciliation findings"
          columns={columns}
          rows={rows}
          rowKey={(finding) => finding._id}
          rowTone={(finding) => (isOpen(finding) ? 'changed' : undefined)}
          empty={
            <EmptyState
              icon={<CheckIcon size={28} />}
              headingLevel={3}
              title={RECONCILIATION_NOTHING}
            />
          }
        />
      )}
      <ConfirmDialog
        open={handling !== null}
        onClose={() => setHandling(null)}
        title="Mark this handled?"
        description={
          handling
            ? `${handling.detail} Mark it handled once you have dealt with it: it moves below the open ones, with your name.`
            : ''
        }
        confirmLabel="Mark handled"
        onConfirm={() => (handling ? markHandled(handling) : undefined)}
      />
    </DashboardSection>
  );
}
