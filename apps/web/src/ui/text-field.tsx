import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { AlertCircleIcon } from './icons';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: string;
  /** Visible helper text under the control. */
  hint?: ReactNode;
  /** An error message; marks the control invalid and is announced with it. */
  error?: ReactNode;
  /** Fixed text shown inside the control before the input, such as a country code. */
  prefix?: ReactNode;
  optional?: boolean;
};

export function TextField({
  label,
  hint,
  error,
  prefix,
  optional,
  id,
  className,
  disabled,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
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
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          {...inputProps}
        />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
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
