import type { ManagedStore, PauseBody } from '@marketplace/contract/store-management';
import { isPaused } from '@marketplace/core/windows/pause';
import { storeNotices } from '@marketplace/core/windows/store-notices';
import { mutationErrorMessage } from '../../../api/client';
import { useNow } from '../../../hooks/use-now';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { usePauseStore } from '../api/store-availability';
import styles from './pause-control.module.css';

const CHOICES: readonly { pause: Exclude<PauseBody['pause'], 'off'>; label: string }[] = [
  { pause: '15', label: '15 min' },
  { pause: '30', label: '30 min' },
  { pause: '60', label: '1 hour' },
  { pause: 'today', label: 'Rest of today' },
];

/**
 * 'Pause new orders' in one tap (issue #31): buyers are offered no window before the pause
 * ends and read until when; orders already placed go on.
 */
export function PauseControl({ store }: { store: ManagedStore }) {
  const now = useNow(30_000);
  const pause = usePauseStore();
  const paused = isPaused(store.pausedUntil, now);

  function choose(choice: PauseBody['pause']) {
    pause.mutate(
      { storeId: store._id, pause: choice },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (cause) => toast.error(mutationErrorMessage(cause)),
      },
    );
  }

  if (paused) {
    const [until] = storeNotices({ ...store, dateOverrides: [] }, now);
    return (
      <fieldset className={styles.control}>
        <legend className="visually-hidden">New orders</legend>
        <p className={styles.paused} role="status">
          {until}
        </p>
        <Button size="sm" onClick={() => choose('off')} loading={pause.isPending}>
          Take orders again
        </Button>
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.control}>
      <legend className={styles.label}>Pause new orders</legend>
      <div className={styles.choices}>
        {CHOICES.map((choice) => (
          <Button
            key={choice.pause}
            variant="secondary"
            size="sm"
            aria-label={`Pause new orders for ${choice.pause === 'today' ? 'the rest of today' : choice.label}`}
            onClick={() => choose(choice.pause)}
            disabled={pause.isPending}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
