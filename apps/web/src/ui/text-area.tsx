import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import styles from './field.module.css';
import { AlertCircleIcon } from './icons';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  /** Shows "used/maxLength" under the box when a maxLength is set. */
  showCounter?: boolean;
};

/** A labelled multi-line text box, with an optional character counter. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  showCounter = false,
  id,
  className,
  disabled,
  maxLength,
  value,
  ...textareaProps
}: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const counterId = showCounter && maxLength ? `${inputId}-counter` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  const used = typeof value === 'string' ? value.length : 0;

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
        <textarea
          id={inputId}
          className={`${styles.input} ${styles.textarea}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          maxLength={maxLength}
          value={value}
          {...textareaProps}
        />
      </div>
      {(hint || counterId) && (
        <div className={styles.meta}>
          {hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counterId && (
            <span id={counterId} className={styles.counter}>
              {used}/{maxLength}
            </span>
          )}
        </div>
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
