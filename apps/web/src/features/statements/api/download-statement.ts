import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../api/client';
import { type StatementPeriod, statementSearch } from './get-statement';

/** GET /api/statements.csv: the same statement as a CSV file. */
export function statementCsvPath(period: StatementPeriod): string {
  return `/api/statements.csv?${statementSearch(period)}`;
}

/**
 * Saves the statement's CSV file under the server's name ('statement-2026-03-01-to-2026-03-31.csv'):
 * fetched with the session's token, which a plain link would not send.
 */
export function downloadStatement(period: StatementPeriod): Promise<void> {
  return apiDownload(statementCsvPath(period), `statement-${period.from}-to-${period.to}.csv`);
}

export function useDownloadStatement() {
  return useMutation({ mutationKey: ['download-statement'], mutationFn: downloadStatement });
}
