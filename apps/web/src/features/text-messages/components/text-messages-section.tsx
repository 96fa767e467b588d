import { TEXT_STATUSES, type TextMessage } from '@marketplace/contract/text-messages';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { formatE164 } from '../../../lib/format-phone';
import { DashboardSection } from '../../../ui/dashboard-shell';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PhoneIcon } from '../../../ui/icons';
import { LoadMore } from '../../../ui/load-more';
import { Select, type SelectOption } from '../../../ui/select';
import { TableRowsSkeleton } from '../../../ui/skeleton';
import { useTextMessages } from '../api/get-text-messages';
import styles from './text-messages-section.module.css';

export const TEXT_MESSAGES_FAILED = 'We couldn’t load the text messages';

const STATUS_WORDS: Record<TextMessage['status'], string> = {
  pending: 'Waiting to be sent',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  opted_out: 'Opted out (STOP)',
};

const STATUS_OPTIONS: SelectOption[] = [
  { value: '', label: 'All' },
  ...TEXT_STATUSES.map((status) => ({ value: status, label: STATUS_WORDS[status] })),
];

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Los_Angeles',
});

/** How a message went, and for one that did not go, why and what happens next. */
function Outcome({ message }: { message: TextMessage }) {
  return (
    <span className={styles.outcome}>
      <span className={styles[message.status]}>{STATUS_WORDS[message.status]}</span>
      {message.attempts > 1 && <span className={styles.muted}>{`${message.attempts} tries`}</span>}
      {message.lastError && <span className={styles.muted}>{message.lastError}</span>}
      {message.nextAttemptAt && message.lastError && (
        <span
          className={styles.muted}
        >{`Next try ${when.format(new Date(message.nextAttemptAt))}`}</span>
      )}
    </span>
  );
}

const columns: DataColumn<TextMessage>[] = [
  {
    key: 'when',
    header: 'Owed',
    cell: (message) => (
      <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
    ),
  },
  {
    key: 'to',
    header: 'To',
    cell: (message) => (
      <span className={styles.to}>
        <span>{formatE164(message.phone)}</span>
        <span className={styles.muted}>
          {message.recipientRole === 'seller' ? 'Seller' : 'Buyer'}
        </span>
      </span>
    ),
  },
  { key: 'text', header: 'Message', cell: (message) => message.body },
  { key: 'status', header: 'Status', cell: (message) => <Outcome message={message} /> },
];

/**
 * The text-message outbox (issue #15, docs/decisions/098): every text an order owed a buyer or a
 * seller, newest first, with how it went; the failed ones say why, so the admin can call instead.
 */
export function TextMessagesSection() {
  const [status, setStatus] = useState<TextMessage['status'] | null>(null);
  const messages = useTextMessages(status);
  const rows = messages.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <DashboardSection
      title="Text messages"
      description="What buyers and sellers were texted about their orders and stores, newest first. Failed texts are tried five times."
    >
      <div className={styles.section}>
        <Select
          className={styles.filter}
          label="Status"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) =>
            setStatus((event.target.value || null) as TextMessage['status'] | null)
          }
        />
        {messages.isPending ? (
          <TableRowsSkeleton label="Loading the text messages…" />
        ) : messages.isError && rows.length === 0 ? (
          <ErrorState
            headingLevel={3}
            title={TEXT_MESSAGES_FAILED}
            description={errorMessage(messages.error, 'Please try again.')}
            onRetry={() => void messages.refetch()}
            retrying={messages.isFetching}
          />
        ) : (
          <>
            <DataTable
              caption="Text messages"
              columns={columns}
              rows={rows}
              rowKey={(message) => message._id}
              empty={
                <EmptyState
                  icon={<PhoneIcon size={28} />}
                  headingLevel={3}
                  title={status ? 'No text messages with this status.' : 'No text messages yet.'}
                  description="Each paid order texts its buyer and its store's seller; every step after that texts the buyer."
                />
              }
            />
            <LoadMore
              pages={messages}
              label="Load more messages"
              errorTitle={TEXT_MESSAGES_FAILED}
            />
          </>
        )}
      </div>
    </DashboardSection>
  );
}
