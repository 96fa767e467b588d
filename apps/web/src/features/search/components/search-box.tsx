import { SUGGESTION_DEBOUNCE_MS } from '@marketplace/core/constants/limits';
import { searchText } from '@marketplace/core/validation/search-text';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { brand } from '../../../config/brand';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { paths } from '../../../lib/paths';
import combo from '../../../ui/combobox.module.css';
import { ArrowRightIcon, PackageIcon, SearchIcon, StoreIcon } from '../../../ui/icons';
import { useCombobox } from '../../../ui/use-combobox';
import { useSuggestions } from '../api/get-suggestions';
import styles from './search-box.module.css';

/**
 * SPEC §2 search bar: 'Search {brand}', with suggestions (debounced 400 ms, each a name and an
 * uppercase PRODUCT or STORE label) in an accessible combobox. Submitting or picking goes to
 * /search?q=…; blank text is never submitted nor suggested for (SPEC §5). On the search page it
 * shows the current query so it can be refined.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentQuery = pathname === paths.search.path ? (searchParams.get('q') ?? '') : '';
  const [text, setText] = useState(currentQuery);
  const inputId = useId();
  const statusId = useId();

  // The box follows the URL's query when it changes, and only then: text typed before the app
  // took over the server's page (docs/decisions/102) must survive its first render.
  const [shownQuery, setShownQuery] = useState(currentQuery);
  if (shownQuery !== currentQuery) {
    setShownQuery(currentQuery);
    setText(currentQuery);
  }

  const debounced = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);
  // Blank now means nothing to suggest now, without waiting for the debounce to catch up.
  const typed = searchText(text);
  const suggestionQuery = typed === null ? null : searchText(debounced);
  const { data } = useSuggestions(suggestionQuery);
  const suggestions = typed === null || suggestionQuery === null ? [] : (data ?? []);

  const go = useCallback(
    (value: string) => {
      const query = searchText(value);
      if (query === null) return;
      setText(query);
      navigate(paths.search.getHref(query));
    },
    [navigate],
  );

  const combobox = useCombobox({
    optionCount: suggestions.length,
    resetKey: suggestions,
    onPick: (index) => {
      const picked = suggestions[index];
      if (picked) go(picked.name);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.hide();
    go(text);
  }

  const label = `Search ${brand.name}`;
  return (
    // A named form is a landmark screen readers list; <search> would be the newer equivalent,
    // but older browsers (and jsdom) do not know it yet.
    <form className={styles.form} onSubmit={handleSubmit} aria-label={label}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <span className={styles.leading}>
        <SearchIcon size={18} />
      </span>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        placeholder={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          combobox.show();
        }}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={statusId}
        {...combobox.inputProps}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <ArrowRightIcon size={18} />
      </button>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {combobox.expanded
          ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}, use the arrow keys to choose.`
          : ''}
      </span>
      <div className={combo.popover} hidden={!combobox.expanded}>
        <ul className={combo.list} aria-label="Suggestions" {...combobox.listboxProps}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.type}:${suggestion.name}`}
              className={combo.option}
              {...combobox.optionProps(index)}
            >
              <span className={combo.optionIcon} aria-hidden="true">
                {suggestion.type === 'store' ? <StoreIcon size={16} /> : <PackageIcon size={16} />}
              </span>
              <span className={combo.optionText}>
                <span className={combo.primary}>{suggestion.name}</span>
              </span>
              <span className={styles.type} data-type={suggestion.type}>
                {suggestion.type.toUpperCase()}
              </span>
            </li>
          ))}
        </ul>
        <p className={combo.footer} aria-hidden="true">
          <kbd className={combo.kbd}>↑</kbd>
          <kbd className={combo.kbd}>↓</kbd> to move · <kbd className={combo.kbd}>Enter</kbd> to
          search · <kbd className={combo.kbd}>Esc</kbd> to close
        </p>
      </div>
    </form>
  );
}
