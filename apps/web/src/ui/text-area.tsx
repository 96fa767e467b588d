import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './field';
import styles from './field.module.css';

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
  const used = typeof value === 'string' ? value.length : 0;
  const counter = showCounter && maxLength ? `${used}/${maxLength}` : undefined;
  return (
    <Field {...{ label, hint, error, optional, id, className, disabled, counter }}>
      {(control) => (
        <textarea
          className={`${styles.input} ${styles.textarea}`}
          maxLength={maxLength}
          value={value}
          {...control}
          {...textareaProps}
        />
      )}
    </Field>
  );
}
