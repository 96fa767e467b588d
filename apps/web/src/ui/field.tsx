import { type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { AlertCircleIcon } from './icons';

/** What a field gives its control so the label, hint, counter and error are announced with it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean | undefined;
};

export type FieldProps = {
  label: string;
  id?: string | undefined;
  optional?: boolean | undefined;
  /** Visible helper text under the control. */
  hint?: ReactNode;
  /** An error message; marks the control invalid and is announced with it. */
  error?: ReactNode;
  disabled?: boolean | undefined;
  className?: string | undefined;
  /** A character counter shown beside the hint, such as "12/175". */
  counter?: ReactNode;
  /** Fixed text inside the control before it, such as a country code. */
  prefix?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** The labelled frame every form control shares: label, bordered control, hint, counter, error. */
export function Field({
  label,
  id,
  optional,
  hint,
  error,
  disabled,
  className,
  counter,
  prefix,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const counterId = counter !== undefined ? `${controlId}-counter` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  const hintLine = hint ? (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      <div
        className={[styles.control, error && styles.invalid, disabled && styles.disabled]
          .filter(Boolean)
          .join(' ')}
      >
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          disabled,
        })}
      </div>
      {counterId ? (
        <div className={styles.meta}>
          {hintLine ?? <span />}
          <span id={counterId} className={styles.counter}>
            {counter}
          </span>
        </div>
      ) : (
        hintLine
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertCircleIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
