import type { DriverShift } from '@marketplace/contract/shifts';
import { ApiError, mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { MapPinIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useShift, useShiftChange } from '../api/shift';
import { type SharingState, useSharePosition } from '../use-share-position';
import styles from './shift-panel.module.css';

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** What the driver is told about where their position goes. */
function sharingLine(state: SharingState): { text: string; tone: 'ok' | 'warn' | 'muted' } {
  switch (state.kind) {
    case 'waiting':
      return { text: 'Finding your location…', tone: 'muted' };
    case 'sharing':
      return {
        text: `Sharing your location with dispatch · last sent ${clock.format(state.at)}`,
        tone: 'ok',
      };
    case 'denied':
      return {
        text: 'Location is blocked for this site: allow it in your browser settings so dispatch can see where you are.',
        tone: 'warn',
      };
    case 'unavailable':
      return {
        text: 'Your phone cannot find its location right now; dispatch sees your last one.',
        tone: 'warn',
      };
    case 'offline':
      return {
        text: 'You are offline: your location is not being shared until you are back.',
        tone: 'warn',
      };
  }
}

function OnShift({ shift }: { shift: DriverShift }) {
  const sharing = sharingLine(useSharePosition(true));
  return (
    <p className={styles.status}>
      <strong>On shift since {clock.format(new Date(shift.startedAt ?? Date.now()))}</strong>
      <span role="status" className={styles[sharing.tone]}>
        <MapPinIcon size={16} />
        {sharing.text}
      </span>
    </p>
  );
}

/**
 * The driver's shift (issue #33): off shift nothing is shared; on shift, with this screen open,
 * the phone shares its position with dispatch, and the driver sees whether it does.
 */
export function ShiftPanel() {
  const shift = useShift(true);
  const change = useShiftChange();

  if (shift.isPending) {
    return (
      <div className={styles.panel} aria-busy="true">
        <Skeleton width="50%" />
      </div>
    );
  }
  if (shift.isError && shift.error instanceof ApiError && shift.error.code === 'NETWORK_ERROR') {
    // The installed app started without a connection (issue #36): one line, so the delivery
    // below, kept on the phone, stays in view.
    return (
      <div className={styles.panel}>
        <p className={styles.status}>
          <strong>Your shift shows here when you are back online</strong>
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={shift.isFetching}
          onClick={() => void shift.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (shift.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title="We couldn’t load your shift"
        onRetry={() => void shift.refetch()}
        retrying={shift.isFetching}
      />
    );
  }
  const onShift = shift.data.onShift;
  return (
    <div className={styles.panel}>
      {onShift ? (
        <OnShift shift={shift.data} />
      ) : (
        <p className={styles.status}>
          <strong>You’re off shift</strong>
          <span className={styles.muted}>
            Start your shift to share your location with dispatch while you deliver.
          </span>
        </p>
      )}
      <Button
        variant={onShift ? 'secondary' : 'primary'}
        loading={change.isPending}
        onClick={() => change.mutate(onShift ? 'end' : 'start')}
      >
        {onShift ? 'End shift' : 'Start shift'}
      </Button>
      {change.isError && (
        <p role="alert" className={styles.warn}>
          {mutationErrorMessage(change.error)}
        </p>
      )}
    </div>
  );
}
