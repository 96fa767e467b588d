import { type Ref, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import combo from '../../../ui/combobox.module.css';
import { Field } from '../../../ui/field';
import fieldStyles from '../../../ui/field.module.css';
import { BriefcaseIcon } from '../../../ui/icons';
import { useCombobox } from '../../../ui/use-combobox';
import { useSellerChoices } from '../api/get-seller-choices';
import styles from './seller-picker.module.css';

/** How long typing rests before the sellers are searched. */
export const SELLER_SEARCH_DEBOUNCE_MS = 300;

type SellerPickerProps = {
  /** The chosen seller id; '' for none. */
  value: string;
  onChange: (sellerId: string) => void;
  onBlur?: () => void;
  /** The form library's handle on the text box: an invalid seller focuses it. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  hint?: string;
  className?: string | undefined;
};

/**
 * Whom a new store is for (issue #30: picked by name, never a typed id): a text box that suggests
 * the first sellers by name matching what is typed (name, e-mail or phone), searched on the
 * server (issue #32: thousands of sellers are no select). Typing again un-chooses the seller.
 */
export function SellerPicker({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  className,
}: SellerPickerProps) {
  const [text, setText] = useState('');
  const [chosenName, setChosenName] = useState('');
  const [touched, setTouched] = useState(false);
  const q = useDebouncedValue(text.trim(), SELLER_SEARCH_DEBOUNCE_MS);
  // A chosen seller's name is not a search.
  const searching = value === '' || text !== chosenName;
  const choices = useSellerChoices(searching ? q : '', { enabled: touched });
  const suggestions = searching ? (choices.data ?? []) : [];

  const combobox = useCombobox({
    optionCount: suggestions.length,
    resetKey: suggestions,
    onPick: (index) => {
      const picked = suggestions[index];
      if (!picked) return;
      setText(picked.name);
      setChosenName(picked.name);
      onChange(picked.sellerId);
    },
  });

  const status = !touched
    ? ''
    : choices.isError
      ? 'The sellers could not be loaded. Keep typing to try again.'
      : searching && choices.data && suggestions.length === 0
        ? q
          ? `No seller matches “${q}”.`
          : 'There are no sellers yet.'
        : '';

  return (
    <Field
      label="Seller"
      hint={status || hint}
      error={error}
      className={className}
      prefix={<BriefcaseIcon size={18} />}
    >
      {(control) => (
        <div className={styles.box}>
          <input
            {...control}
            ref={inputRef}
            className={fieldStyles.input}
            type="text"
            value={text}
            placeholder="Type a seller’s name"
            autoComplete="off"
            spellCheck={false}
            {...combobox.inputProps}
            onChange={(event) => {
              setText(event.target.value);
              if (value !== '') onChange('');
              combobox.show();
            }}
            onFocus={() => {
              setTouched(true);
              combobox.inputProps.onFocus();
            }}
            onBlur={(event) => {
              combobox.inputProps.onBlur(event);
              onBlur?.();
            }}
          />
          <div className={combo.popover} hidden={!combobox.expanded}>
            <ul className={combo.list} aria-label="Sellers" {...combobox.listboxProps}>
              {suggestions.map((seller, index) => (
                <li key={seller.sellerId} className={combo.option} {...combobox.optionProps(index)}>
                  <span className={combo.optionText}>
                    <span className={combo.primary}>{seller.name}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Field>
  );
}
