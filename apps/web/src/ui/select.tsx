import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import styles from './field.module.css';

export type SelectOption = { value: string; label: string };

type SelectProps = ComponentProps<'select'> & {
  label: string;
  options: readonly SelectOption[];
  /** Shown as the first, unselectable choice while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
};

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  disabled,
  ...selectProps
}: SelectProps) {
  return (
    <Field {...{ label, hint, error, id, className, disabled }}>
      {(control) => (
        <select className={`${styles.input} ${styles.select}`} {...control} {...selectProps}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
