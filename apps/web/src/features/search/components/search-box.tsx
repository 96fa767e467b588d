import { searchText } from '@marketplace/core/validation/search-text';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { brand } from '../../../config/brand';
import { ArrowRightIcon, SearchIcon } from '../../../ui/icons';
import styles from './search-box.module.css';

/**
 * SPEC §2 search bar: submits to /search?q=…; blank text is never submitted (SPEC §5).
 * On the search page it shows the current query so it can be refined.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentQuery = pathname === paths.search.path ? (searchParams.get('q') ?? '') : '';
  const [text, setText] = useState(currentQuery);
  const inputId = useId();

  useEffect(() => {
    setText(currentQuery);
  }, [currentQuery]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = searchText(text);
    if (query === null) return;
    navigate(paths.search.getHref(query));
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
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <ArrowRightIcon size={18} />
      </button>
    </form>
  );
}
