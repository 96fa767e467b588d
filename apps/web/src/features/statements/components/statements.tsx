import { STATEMENT_EMPTY } from '@marketplace/core/constants/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, mutationErrorMessage } from '../../../api/client';
import { buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { WalletIcon } from '../../../ui/icons';
import { TableRowsSkeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { statementCsvPath, useDownloadStatement } from '../api/download-statement';
import { useStatement } from '../api/get-statement';
import { periodFromSearch, periodProblem } from '../statement-period';
import { StatementTable } from './statement-table';
import styles from './statements.module.css';

export const STATEMENT_FAILED = 'We couldn’t load the statement';

/**
 * Statements (issue #35, docs/decisions/141), for a seller's stores or, for an admin, every
 * store: a period of days (the month to date unless the URL says otherwise), a line per store
 * with orders, gross sales, refunds, seller tips and net, their total, and the same as a CSV file.
 */
export function Statements() {
  const [params, setParams] = useSearchParams();
  // Today is read once: the default period does not move under a screen left open overnight.
  const [now] = useState(() => new Date());
  const period = periodFromSearch(params, now);
  // A period the server would refuse is said at its field, and nothing is asked.
  const problem = periodProblem(period);
  const statement = useStatement(period, { enabled: !problem });
  const download = useDownloadStatement();

  const setDay = (key: 'from' | 'to', value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // The other day is kept as shown, so changing one never moves the other.
        next.set('from', period.from);
        next.set('to', period.to);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className={styles.statements}>
      <div className={styles.toolbar}>
        <fieldset className={styles.period}>
          <legend className="visually-hidden">Statement period</legend>
          <TextField
            label="From"
            type="date"
            value={period.from}
            max={period.to}
            required
            error={problem?.field === 'from' ? problem.message : undefined}
            onChange={(event) => setDay('from', event.target.value)}
          />
          <TextField
            label="To"
            type="date"
            value={period.to}
            min={period.from}
            required
            error={problem?.field === 'to' ? problem.message : undefined}
            onChange={(event) => setDay('to', event.target.value)}
          />
        </fieldset>
        {problem ? null : (
          <a
            className={buttonClass({ variant: 'secondary', loading: download.isPending })}
            href={statementCsvPath(period)}
            download
            aria-busy={download.isPending || undefined}
            onClick={(event) => {
              // The file needs the session's token, which following the link would not send.
              event.preventDefault();
              if (!download.isPending) download.mutate(period);
            }}
          >
            Download CSV
          </a>
        )}
      </div>
      {download.isError && (
        <p role="alert" className={styles.downloadError}>
          {mutationErrorMessage(download.error)}
        </p>
      )}

      {problem ? null : statement.isPending ? (
        <TableRowsSkeleton label="Loading the statement…" />
      ) : statement.isError ? (
        <ErrorState
          headingLevel={3}
          title={STATEMENT_FAILED}
          description={errorMessage(statement.error, 'Please try again.')}
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
        />
      ) : statement.data.stores.length === 0 ? (
        <EmptyState
          icon={<WalletIcon size={28} />}
          headingLevel={3}
          title={STATEMENT_EMPTY}
          description="Orders paid and refunds made between these days will be listed here."
        />
      ) : (
        <StatementTable statement={statement.data} />
      )}

      <p className={styles.note}>
        Days are Pasadena time. Gross sales are the items with their tax, less discounts, of the
        orders paid in the period, cancelled ones included; a refund counts on the day it was made,
        whatever day its order was paid. Net is gross sales plus seller tips, less refunds.
      </p>
    </div>
  );
}
