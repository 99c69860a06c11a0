import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LibraryExerciseQuery } from '@physio/contracts';
import { Button, useHydrated } from '@physio/ui';
import { LIBRARY_FILTERS } from '../library/library-query';

/** How long typing pauses before the library searches: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 400;

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  width: 100%;
  max-width: 480px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 14px;
    font: inherit;
    border: 1px solid #64748b;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Filters = styled.div`
  display: grid;
  /* Two filters a row on a phone, all four in one row on a wide screen. */
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  @media (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 200px)) auto;
  }
  align-items: end;
  margin-bottom: 16px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
    font-size: 0.9rem;
  }
  select {
    min-height: 44px;
    padding: 0 10px;
    font: inherit;
    font-weight: 400;
    border: 1px solid #64748b;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/**
 * The library's search box. What is typed goes to the URL (and so to the API) once typing pauses, or at once on
 * Enter; Back and Forward bring their search back into the box.
 */
export function LibrarySearch({
  search,
  onSearch,
  focus = false,
}: {
  search: string;
  onSearch: (search: string) => void;
  /** Put the caret in the box (the navigation bar's "Search Exercises" lands with ?focus=search). */
  focus?: boolean;
}) {
  const [text, setText] = useState(search);
  const box = useRef<HTMLInputElement>(null);
  // Typed before the app took the page over, a query would be replaced by the app's (empty) one.
  const hydrating = !useHydrated();

  // The URL moved on its own (Back, Forward, a link): show its search, unless the box already says it.
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== search) onSearch(text.trim());
  };

  return (
    <SearchForm role="search" onSubmit={submit}>
      <input
        ref={box}
        type="search"
        name="search"
        aria-label="Search exercises"
        placeholder="Knee, back pain…"
        value={text}
        maxLength={100}
        readOnly={hydrating}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" $variant="secondary">
        Search
      </Button>
    </SearchForm>
  );
}

/** Category, body part, condition and difficulty, each a select over its vocabulary; "Clear filters" when any is set. */
export function LibraryFilters({
  query,
  onFilter,
}: {
  query: LibraryExerciseQuery;
  onFilter: (param: (typeof LIBRARY_FILTERS)[number]['param'], value: string) => void;
}) {
  const hydrating = !useHydrated();
  const filtered = LIBRARY_FILTERS.some((filter) => query[filter.param]) || Boolean(query.search);
  return (
    <Filters role="group" aria-label="Filters">
      {LIBRARY_FILTERS.map((filter) => (
        <label key={filter.param}>
          {filter.label}
          <select
            name={filter.param}
            value={query[filter.param] ?? ''}
            disabled={hydrating}
            onChange={(event) => onFilter(filter.param, event.target.value)}
          >
            <option value="">{filter.all}</option>
            {filter.terms.map((term) => (
              <option key={term.slug} value={term.slug}>
                {term.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {filtered ? <Link to="/exercises">Clear filters</Link> : null}
    </Filters>
  );
}
