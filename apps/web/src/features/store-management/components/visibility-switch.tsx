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
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={visible}
        aria-checked={visible}
        onChange={(event) => onChange(event.target.checked)}
        disabled={busy}
        aria-label={`${name} visible to buyers`}
      />
      <span className={styles.track} aria-hidden="true" />
      <span className={visible ? styles.visible : styles.hidden}>
        {visible ? 'Visible' : 'Hidden'}
      </span>
    </label>
  );
}
