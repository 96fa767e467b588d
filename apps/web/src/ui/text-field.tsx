import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import styles from './field.module.css';

/** An input's props (its `ref` included, so a form library can register it) and the frame's. */
type TextFieldProps = Omit<ComponentProps<'input'>, 'prefix'> & {
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
  return (
    <Field {...{ label, hint, error, prefix, optional, id, className, disabled }}>
      {(control) => <input className={styles.input} {...control} {...inputProps} />}
    </Field>
  );
}
