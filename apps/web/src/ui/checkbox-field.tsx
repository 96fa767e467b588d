import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './checkbox-field.module.css';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  /** A line under the label that says what ticking it does. */
  hint?: ReactNode;
};

/** A labelled checkbox (its `ref` included, so a form can register it). */
export function CheckboxField({ label, hint, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={[styles.checkboxField, className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-describedby={hintId}
        {...inputProps}
      />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
        {hint && (
          <span id={hintId} className={styles.checkboxHint}>
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}
