import type { DriverSuggestion } from '@marketplace/contract/runs';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { useDispatchSuggestions } from '../api/get-dispatch-suggestions';
import { suggestionLine } from '../suggestion-text';
import styles from './suggestions.module.css';

type SuggestedDriversProps = {
  orderId: string;
  /** The driver the order has now, never suggested to take it over. */
  currentDriverId: string | null;
  /** 'Assign order 7F3A9C2E' or 'Reassign order 7F3A9C2E': the buttons' names begin with it. */
  action: string;
  /** The driver being assigned, while it is under way. */
  choosing: string | null;
  busy: boolean;
  onChoose: (driver: { driverId: string }) => void;
};

/**
 * The assign dialog's "Suggested" (issue #34): the order's best two drivers, best first, each a
 * whole line to click (or press Enter on) to assign at once: 'Dana Reyes · 1.2 mi · free ·
 * arrives 7:42 PM', with "late" when even they would miss the window and "position old" when the
 * times are a guess. Nothing is shown while the order has no suggestion (not placed, no driver
 * placed to take it, the suggestions unreadable): the full list below is still there.
 */
export function SuggestedDrivers({
  orderId,
  currentDriverId,
  action,
  choosing,
  busy,
  onChoose,
}: SuggestedDriversProps) {
  const suggestions = useDispatchSuggestions();
  if (suggestions.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading suggested drivers…
        </span>
        <Skeleton height={48} />
      </div>
    );
  }
  const entry = suggestions.data?.orders.find((order) => order.orderId === orderId);
  const best = (entry?.suggestions ?? []).filter(
    (suggestion) => suggestion.driverId !== currentDriverId,
  );
  if (best.length === 0) return null;
  return (
    <section className={styles.suggested} aria-labelledby={`suggested-${orderId}`}>
      <h3 id={`suggested-${orderId}`} className={styles.heading}>
        Suggested
      </h3>
      <ul className={styles.choices}>
        {best.map((suggestion) => (
          <li key={suggestion.driverId}>
            <SuggestionButton
              suggestion={suggestion}
              action={action}
              loading={choosing === suggestion.driverId}
              disabled={busy}
              onChoose={onChoose}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SuggestionButton({
  suggestion,
  action,
  loading,
  disabled,
  onChoose,
}: {
  suggestion: DriverSuggestion;
  action: string;
  loading: boolean;
  disabled: boolean;
  onChoose: SuggestedDriversProps['onChoose'];
}) {
  const line = suggestionLine(suggestion);
  const badges = [suggestion.late && 'late', suggestion.stale && 'position old'].filter(Boolean);
  return (
    <button
      type="button"
      className={styles.choice}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-label={`${action} to ${[line, ...badges].join(' · ')}`}
      onClick={() => onChoose({ driverId: suggestion.driverId })}
    >
      {loading && <Spinner size="sm" />}
      <span className={styles.line}>{line}</span>
      {suggestion.late && <span className={`${styles.badge} ${styles.lateBadge}`}>late</span>}
      {suggestion.stale && (
        <span className={`${styles.badge} ${styles.staleBadge}`}>position old</span>
      )}
    </button>
  );
}

/**
 * An unassigned order's row shows its best two drivers (issue #34) without opening anything, so
 * a busy evening reads at a glance; Assign opens the dialog with them first, one click away.
 */
export function RowSuggestions({ orderId }: { orderId: string }) {
  const suggestions = useDispatchSuggestions();
  const best = suggestions.data?.orders.find((order) => order.orderId === orderId)?.suggestions;
  if (!best?.length) return null;
  return (
    <ul className={styles.rowSuggestions} aria-label="Suggested drivers">
      {best.map((suggestion) => (
        <li key={suggestion.driverId}>
          {suggestionLine(suggestion)}
          {suggestion.late && ' · late'}
          {suggestion.stale && ' · position old'}
        </li>
      ))}
    </ul>
  );
}
