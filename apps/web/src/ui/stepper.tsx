import { MinusIcon, PlusIcon } from './icons';
import styles from './stepper.module.css';

type StepperProps = {
  value: number;
  onChange: (next: number) => void;
  /** What is being counted, for the button names: "Decrease quantity of Oat Latte". */
  label: string;
  min?: number;
  /** The plus button is disabled once the value reaches it (for example the stock level). */
  max?: number;
  size?: 'sm' | 'md';
  /**
   * When given, plus at `max` stays focusable but reads as disabled (aria-disabled) and a press
   * calls this, so the page can say why (SPEC §8 'Cannot add more than available stock.').
   */
  onBlockedIncrease?: () => void;
};

/** A minus / value / plus control; announces the value politely as it changes. */
export function Stepper({
  value,
  onChange,
  label,
  min = 0,
  max,
  size = 'md',
  onBlockedIncrease,
}: StepperProps) {
  const canDecrease = value > min;
  const canIncrease = max === undefined || value < max;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend; a labelled group is the lighter fit.
    <div role="group" aria-label={label} className={`${styles.stepper} ${styles[size]}`}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value - 1)}
        disabled={!canDecrease}
        aria-label={`Decrease ${label}`}
      >
        <MinusIcon size={16} />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          if (canIncrease) onChange(value + 1);
          else onBlockedIncrease?.();
        }}
        disabled={!canIncrease && !onBlockedIncrease}
        aria-disabled={!canIncrease && onBlockedIncrease ? true : undefined}
        aria-label={`Increase ${label}`}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
