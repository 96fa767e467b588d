import type { AddressSuggestion } from '@marketplace/contract/addresses';
import { shouldAutocompleteAddress } from '@marketplace/core/validation/search-text';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import combo from '../../../ui/combobox.module.css';
import { ArrowRightIcon, MapPinIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useCombobox } from '../../../ui/use-combobox';
import {
  addressSuggestionsQueryOptions,
  useAddressSuggestions,
} from '../api/get-address-suggestions';
import { localityLine } from '../selected-address';
import styles from './address-search.module.css';

/**
 * Typing an address is quick, bursty work; a short pause is enough to ask the provider (which
 * bills per request when a real one is configured).
 */
const ADDRESS_DEBOUNCE_MS = 250;

type AddressSearchProps = {
  /** The text box's accessible name. */
  label: string;
  /** Show the label above the box (the dialog) or keep it for screen readers only (the hero). */
  showLabel?: boolean;
  placeholder?: string;
  /** 'hero': large, with a Find stores button; 'field': a form field. */
  variant?: 'hero' | 'field';
  onPick: (address: AddressSuggestion) => void;
  /** While the picked address is being checked. */
  busy?: boolean;
  /** Id of a message about the picked address (an error), announced with the box. */
  messageId?: string;
  invalid?: boolean;
  autoFocus?: boolean;
  onFocus?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * SPEC §2/§5 address autocomplete: suggestions from the third character, as a combobox
 * (arrow keys, Enter, Escape). Enter or the button with nothing highlighted takes the best
 * match, asking for suggestions at once when the pause has not passed yet.
 */
export function AddressSearch({
  label,
  showLabel = false,
  placeholder = 'Enter your delivery address',
  variant = 'field',
  onPick,
  busy = false,
  messageId,
  invalid = false,
  autoFocus = false,
  onFocus,
  inputRef,
}: AddressSearchProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [noMatchFor, setNoMatchFor] = useState<string | null>(null);

  const debounced = useDebouncedValue(text, ADDRESS_DEBOUNCE_MS);
  const typedEnough = shouldAutocompleteAddress(text);
  const query = typedEnough && shouldAutocompleteAddress(debounced) ? debounced.trim() : null;
  const { data, isFetching, isError } = useAddressSuggestions(query);
  const suggestions = typedEnough && query !== null ? (data ?? []) : [];
  const searched = query !== null && data !== undefined && !isFetching;

  function choose(address: AddressSuggestion) {
    setText(address.formattedAddress);
    setNoMatchFor(null);
    onPick(address);
  }

  async function takeBestMatch() {
    const typed = text.trim();
    if (!shouldAutocompleteAddress(typed)) return;
    const matches =
      query === typed && data
        ? data
        : await queryClient
            .fetchQuery(addressSuggestionsQueryOptions(typed))
            .catch(() => [] as AddressSuggestion[]);
    const best = matches[0];
    if (best) choose(best);
    else setNoMatchFor(typed);
  }

  const combobox = useCombobox({
    optionCount: suggestions.length,
    resetKey: suggestions,
    onPick: (index) => {
      const picked = suggestions[index];
      if (picked) choose(picked);
    },
    onEnterWithoutActive: () => {
      void takeBestMatch();
      return true;
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.hide();
    void takeBestMatch();
  }

  const hint =
    noMatchFor !== null
      ? `We couldn’t find “${noMatchFor}”. Try the house number, street and city.`
      : searched && suggestions.length === 0 && !isError
        ? 'No matching addresses yet. Keep typing the street and city.'
        : isError
          ? 'Address search is unavailable right now. Please try again.'
          : null;

  const describedBy = [statusId, hint ? hintId : null, messageId].filter(Boolean).join(' ');

  return (
    <form
      className={`${styles.search} ${styles[variant]}`}
      onSubmit={handleSubmit}
      aria-label={label}
      noValidate
    >
      <label htmlFor={inputId} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <div className={`${styles.box} ${invalid ? styles.invalid : ''}`}>
        <span className={styles.leading} aria-hidden="true">
          <MapPinIcon size={variant === 'hero' ? 22 : 18} />
        </span>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          value={text}
          placeholder={placeholder}
          autoComplete="street-address"
          enterKeyHint="go"
          spellCheck={false}
          // The dialog and the landing focus the box on purpose: it is the one thing to do there.
          // biome-ignore lint/a11y/noAutofocus: see above.
          autoFocus={autoFocus}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || undefined}
          aria-busy={busy || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setNoMatchFor(null);
            combobox.show();
          }}
          {...combobox.inputProps}
          onFocus={() => {
            combobox.inputProps.onFocus();
            onFocus?.();
          }}
        />
        {(busy || (isFetching && suggestions.length === 0 && typedEnough)) && (
          <span className={styles.trailing}>
            <Spinner size="sm" />
          </span>
        )}
        {variant === 'hero' && (
          <button type="submit" className={styles.go} disabled={busy}>
            <span className={styles.goText}>Find stores</span>
            <ArrowRightIcon size={18} />
          </button>
        )}
        <div className={combo.popover} hidden={!combobox.expanded}>
          <ul className={combo.list} aria-label="Matching addresses" {...combobox.listboxProps}>
            {suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.formattedAddress}|${suggestion.latitude}|${suggestion.longitude}`}
                className={combo.option}
                {...combobox.optionProps(index)}
              >
                <span className={combo.optionIcon} aria-hidden="true">
                  <MapPinIcon size={16} />
                </span>
                <span className={combo.optionText}>
                  <span className={combo.primary}>
                    {[suggestion.number, suggestion.street].filter(Boolean).join(' ') ||
                      suggestion.formattedAddress}
                  </span>
                  <span className={combo.secondary}>
                    {localityLine({
                      city: suggestion.city,
                      state: suggestion.state,
                      zipcode: suggestion.postalCode,
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {combobox.expanded
          ? `${suggestions.length} address${suggestions.length === 1 ? '' : 'es'} found, use the arrow keys to choose.`
          : busy
            ? 'Checking whether we deliver there…'
            : ''}
      </span>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </form>
  );
}
