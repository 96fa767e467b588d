import type { User } from '@marketplace/contract/users';
import {
  ROLE_CHANGES_FAILED,
  ROLE_CHANGES_SAVED,
  USER_ROLE_UPDATE_FAILED,
  USERS_FETCH_FAILED,
} from '@marketplace/core/constants/messages';
import { ROLES, type Role } from '@marketplace/core/constants/roles';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, mutationErrorMessage } from '../../../api/client';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatE164 } from '../../../lib/format-phone';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { SearchIcon, UsersIcon } from '../../../ui/icons';
import { LoadMore } from '../../../ui/load-more';
import { PillLink, Pills } from '../../../ui/pills';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useEndSessions } from '../api/end-sessions';
import { type UserFilters, useUsers } from '../api/get-users';
import { useSaveRoles } from '../api/save-roles';
import { usePendingRoles } from '../use-pending-roles';
import styles from './user-list.module.css';

/** How long typing rests before the search is sent (and written into the URL). */
export const USER_SEARCH_DEBOUNCE_MS = 300;

type UserListProps = {
  filters: UserFilters;
  onFiltersChange: (filters: UserFilters) => void;
  /** Where a role pill leads (the same screen with those filters in its URL). */
  filtersHref: (filters: UserFilters) => string;
};

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim() || 'No name';

/**
 * SPEC §2 user management: role pills with their counts, a search by name or phone, the users a
 * page at a time, and a role select per user. Edits are pending and highlighted until Save
 * Changes sends them all in one request (SPEC §4); a failed save reverts them.
 */
export function UserList({ filters, onFiltersChange, filtersHref }: UserListProps) {
  const users = useUsers(filters);
  const roles = usePendingRoles();
  const save = useSaveRoles();
  const endSessions = useEndSessions();
  const [loggingOut, setLoggingOut] = useState<User | null>(null);
  const [text, setText] = useState(filters.q);
  const debounced = useDebouncedValue(text, USER_SEARCH_DEBOUNCE_MS);
  // Only a new debounced text is sent: a cleared search is not brought back by a late one.
  const sent = useRef(debounced);
  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onFiltersChange({ ...filters, q: debounced.trim() });
  }, [debounced, filters, onFiltersChange]);

  const firstPage = users.data?.pages[0];
  const counts = firstPage?.counts;
  /**
   * A count as the pills and the line above the table say it: a search stops counting at
   * USER_COUNT_CAP matches (issue #32), so every count is then "at least", and a role none of
   * the counted matches held shows no number.
   */
  const countOf = (role: Role | 'all') => {
    if (!counts) return '';
    const count = counts[role];
    if (!firstPage?.countsCapped) return count.toLocaleString('en-US');
    return count === 0 ? '' : `${count.toLocaleString('en-US')}+`;
  };
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  /** The line above the table: at least the rows shown, when the count stopped at the cap. */
  const shownOf = (role: Role | 'all') =>
    firstPage?.countsCapped && counts
      ? `${Math.max(counts[role], rows.length).toLocaleString('en-US')}+`
      : countOf(role);
  const pendingCount = roles.pending.size;

  const saveChanges = () => {
    save.mutate(
      { changes: roles.changes },
      {
        onSuccess: () => {
          roles.clear();
          toast.success(ROLE_CHANGES_SAVED);
        },
        onError: (error) => {
          roles.clear();
          toast.error(ROLE_CHANGES_FAILED, {
            description: errorMessage(error, USER_ROLE_UPDATE_FAILED),
          });
        },
      },
    );
  };

  async function logOutEverywhere(user: User) {
    try {
      const { message } = await endSessions.mutateAsync(user._id);
      toast.success(message);
    } catch (cause) {
      toast.error(mutationErrorMessage(cause));
      throw cause;
    }
  }

  const clearFilters = () => {
    setText('');
    sent.current = '';
    onFiltersChange({ role: null, q: '' });
  };

  const columns: DataColumn<User>[] = [
    {
      key: 'name',
      header: 'Name',
      hideLabelOnPhone: true,
      cell: (user) => <span className={styles.name}>{fullName(user)}</span>,
    },
    {
      key: 'phone',
      header: 'Phone',
      cell: (user) => <span className={styles.nowrap}>{formatE164(user.phone)}</span>,
    },
    {
      key: 'email',
      header: 'Email',
      cell: (user) => <span className={styles.email}>{user.email || '—'}</span>,
    },
    {
      key: 'role',
      header: 'Role',
      cell: (user) => {
        const change = roles.pending.get(user._id);
        return (
          <span className={styles.roleCell}>
            <select
              className={styles.roleSelect}
              aria-label={`Role of ${fullName(user)}`}
              value={change?.role ?? user.role}
              disabled={save.isPending}
              onChange={(event) => roles.edit(user, event.target.value as Role)}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
            {change && <span className={styles.was}>{`Unsaved, was ${change.user.role}`}</span>}
          </span>
        );
      },
    },
    {
      key: 'sessions',
      header: 'Logins',
      cell: (user) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Log out everywhere: ${fullName(user)}`}
          onClick={() => setLoggingOut(user)}
        >
          Log out everywhere
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.list}>
      <TextField
        label="Search users"
        type="search"
        placeholder="Name or phone"
        prefix={<SearchIcon size={18} />}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={100}
      />
      <Pills label="Filter by role" wrap>
        {[null, ...ROLES].map((role) => (
          <PillLink
            key={role ?? 'all'}
            to={filtersHref({ ...filters, role })}
            active={filters.role === role}
            replace
          >
            {role ?? 'All'}
            {counts && countOf(role ?? 'all') !== '' && (
              <span className={styles.count}>{countOf(role ?? 'all')}</span>
            )}
          </PillLink>
        ))}
      </Pills>

      <section className={styles.saveBar} aria-label="Unsaved role changes">
        <p className={styles.saveStatus} aria-live="polite">
          {pendingCount === 0
            ? 'No unsaved changes'
            : `${pendingCount} unsaved ${pendingCount === 1 ? 'change' : 'changes'}`}
        </p>
        <div className={styles.saveActions}>
          <Button
            variant="ghost"
            size="sm"
            onClick={roles.clear}
            disabled={pendingCount === 0 || save.isPending}
          >
            Discard
          </Button>
          <Button
            size="sm"
            onClick={saveChanges}
            disabled={pendingCount === 0}
            loading={save.isPending}
          >
            Save Changes
          </Button>
        </div>
      </section>

      {users.isPending ? (
        <UserListSkeleton />
      ) : users.isError && rows.length === 0 ? (
        <ErrorState
          title={USERS_FETCH_FAILED}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
          headingLevel={3}
        />
      ) : (
        <>
          <p className={styles.shown} aria-live="polite">
            {counts && `Showing ${rows.length} of ${shownOf(filters.role ?? 'all')} users`}
          </p>
          <DataTable
            caption="Users"
            columns={columns}
            rows={rows}
            rowKey={(user) => user._id}
            rowTone={(user) => (roles.pending.has(user._id) ? 'changed' : undefined)}
            empty={
              <EmptyState
                icon={<UsersIcon size={28} />}
                title={filters.q || filters.role ? 'No users match' : 'No users yet'}
                description={
                  filters.q || filters.role
                    ? 'Try another name, phone number or role.'
                    : 'People appear here once they sign up.'
                }
                headingLevel={3}
                action={
                  (filters.q || filters.role) && (
                    <Button variant="secondary" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  )
                }
              />
            }
          />
          <LoadMore pages={users} label="Load more users" errorTitle={USERS_FETCH_FAILED} />
        </>
      )}
      <ConfirmDialog
        open={loggingOut !== null}
        onClose={() => setLoggingOut(null)}
        title={`Log ${loggingOut ? fullName(loggingOut) : ''} out everywhere?`}
        description="Every phone and computer they are logged in on is signed out at once, and their live screens stop. Their account and orders stay; they can log in again with a code."
        confirmLabel="Log out everywhere"
        onConfirm={() => (loggingOut ? logOutEverywhere(loggingOut) : undefined)}
      />
    </div>
  );
}

function UserListSkeleton() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading users…
      </span>
      {['a', 'b', 'c', 'd', 'e'].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton width="30%" />
          <Skeleton width="25%" />
          <Skeleton width="25%" />
        </div>
      ))}
    </div>
  );
}
