import type { SuggestedRun } from '@marketplace/contract/runs';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import type { ReactNode } from 'react';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useAssignRun } from '../api/assign-run';
import { useDispatchSuggestions } from '../api/get-dispatch-suggestions';
import { runTitle, savedDistance } from '../suggestion-text';
import styles from './suggestions.module.css';

type SuggestedRunsProps = {
  /**
   * 'side': in the board's side column (from 768 px), which says when there is no run;
   * 'stacked': above the Orders table on phones, which then shows nothing at all.
   */
  placement: 'side' | 'stacked';
  /** Who is at each door, when the screen knows it (the board does): 'Maya Alvarez'. */
  recipients?: ReadonlyMap<string, string>;
};

/**
 * Suggested runs (issue #34): orders worth carrying together, one card each ('3 orders from
 * Café X, 7:30–7:50 PM → Dana Reyes', what it saves, its doors in order) with "Assign run", which
 * gives them to the suggested driver in one click. The suggestions are read by the Orders section
 * (get-dispatch-suggestions.ts); this reads the same cache.
 */
export function SuggestedRuns({ placement, recipients }: SuggestedRunsProps) {
  const suggestions = useDispatchSuggestions();
  const side = placement === 'side';
  const runs = suggestions.data?.runs ?? [];

  let body: ReactNode;
  if (suggestions.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading suggested runs…
        </span>
        <Skeleton height={72} />
      </div>
    );
  } else if (suggestions.isError && !suggestions.data) {
    body = (
      <p className={styles.note}>
        Suggestions could not be worked out right now.{' '}
        <Button
          size="sm"
          variant="ghost"
          loading={suggestions.isFetching}
          onClick={() => void suggestions.refetch()}
        >
          Try again
        </Button>
      </p>
    );
  } else if (runs.length === 0) {
    if (!side) return null;
    body = <p className={styles.note}>No runs to suggest right now.</p>;
  } else {
    body = (
      <ul className={styles.runList}>
        {runs.map((run) => (
          <RunCard key={run.orderIds.join(' ')} run={run} recipients={recipients} />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={`suggested-runs-${placement}`}
      className={`${styles.runs} ${side ? '' : styles.stacked}`}
    >
      <h3 id={`suggested-runs-${placement}`} className={styles.heading}>
        Suggested runs
      </h3>
      {body}
    </section>
  );
}

function RunCard({
  run,
  recipients,
}: {
  run: SuggestedRun;
  recipients: ReadonlyMap<string, string> | undefined;
}) {
  const assign = useAssignRun();
  const title = runTitle(run);
  const driver = run.driver;

  const assignRun = () => {
    if (!driver) return;
    assign.mutate(
      { driverId: driver.driverId, orderIds: run.orderIds },
      {
        onSuccess: (answer) => toast.success(answer.message),
        // A 409 (an order was taken meanwhile) in the server's words; the suggestions are read
        // again (assign-run.ts).
        onError: (error) => toast.error(mutationErrorMessage(error)),
      },
    );
  };

  return (
    <li className={styles.run} aria-label={title}>
      <p className={styles.runTitle}>{title}</p>
      <p>
        {savedDistance(run)}
        {driver?.late && (
          <>
            {' '}
            <span className={`${styles.badge} ${styles.lateBadge}`}>late</span>
          </>
        )}
        {driver?.stale && (
          <>
            {' '}
            <span className={`${styles.badge} ${styles.staleBadge}`}>position old</span>
          </>
        )}
      </p>
      <ol className={styles.doors} aria-label="Doors in order">
        {run.orderIds.map((orderId) => {
          const who = recipients?.get(orderId);
          return <li key={orderId}>{`${shortOrderId(orderId)}${who ? ` · ${who}` : ''}`}</li>;
        })}
      </ol>
      {driver ? (
        <Button size="sm" loading={assign.isPending} onClick={assignRun}>
          Assign run
        </Button>
      ) : (
        <p className={styles.note}>No driver on shift can take this run now.</p>
      )}
    </li>
  );
}
