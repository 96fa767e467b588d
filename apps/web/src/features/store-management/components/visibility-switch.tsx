import { useEffect, useRef, useState } from 'react';
import styles from './visibility-switch.module.css';

type VisibilitySwitchProps = {
  /** The store or product, for the switch's accessible name: '<name> visible to buyers'. */
  name: string;
  visible: boolean;
  /** While a save is on its way: the switch waits for it. */
  busy?: boolean;
  onChange: (visible: boolean) => void;
};

/** Whether buyers see a store or a product: a switch that says Visible or Hidden beside it. */
export function VisibilitySwitch({ name, visible, busy = false, onChange }: VisibilitySwitchProps) {
  // The switch moves in the click itself: the save's own state arrives a tick later, and a
  // controlled checkbox left unchanged by its click snaps back meanwhile. Once the save is over,
  // `visible` (saved or rolled back) is the truth again.
  const [moved, setMoved] = useState<boolean | null>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) setMoved(null);
    wasBusy.current = busy;
  }, [busy]);
  const shown = moved ?? visible;
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={shown}
        aria-checked={shown}
        onChange={(event) => {
          setMoved(event.target.checked);
          onChange(event.target.checked);
        }}
        disabled={busy}
        aria-label={`${name} visible to buyers`}
      />
      <span className={styles.track} aria-hidden="true" />
      <span className={shown ? styles.visible : styles.hidden}>{shown ? 'Visible' : 'Hidden'}</span>
    </label>
  );
}
