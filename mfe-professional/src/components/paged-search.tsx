import type { Page } from '@physio/contracts';
import { EmptyState, Pagination, SkeletonRows, TextField } from '@physio/ui';
import { useDeferredValue, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LoadError } from './load-error';

// The studio's searchable, paged lists (exercises, patients): one search box, one page number that goes back to 1
// when the search changes, and the loading, error, empty and "nothing matches" states around the caller's table.

const PAGE_SIZE = 10;

const SearchBox = styled.div`
  max-width: 420px;
  margin-bottom: 16px;
`;

export interface PagedSearch {
  search: string;
  /** The search as sent: trimmed, and deferred so typing stays responsive. */
  term: string;
  page: number;
  setSearch(value: string): void;
  setPage(page: number): void;
  query: { search: string; page: number; page_size: number };
}

export function usePagedSearch(): PagedSearch {
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);
  const term = useDeferredValue(search.trim());
  return {
    search,
    term,
    page,
    setPage,
    setSearch(value) {
      setSearchValue(value);
      setPage(1);
    },
    query: { search: term, page, page_size: PAGE_SIZE },
  };
}

export function SearchField({ paged, label, placeholder }: { paged: PagedSearch; label: string; placeholder: string }) {
  return (
    <SearchBox>
      <TextField
        label={label}
        type="search"
        value={paged.search}
        placeholder={placeholder}
        onChange={(e) => paged.setSearch(e.target.value)}
      />
    </SearchBox>
  );
}

interface ListState<T> {
  data?: Page<T>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** The results of a paged search: the caller's table for a page of them, with paging and every other state. */
export function PagedResults<T>({
  paged,
  list,
  noun,
  title,
  emptyHint,
  children,
}: {
  paged: PagedSearch;
  list: ListState<T>;
  /** Plural, lower case: "patients". */
  noun: string;
  /** Plural, capitalised: "Patients". */
  title: string;
  /** What to do when there is nothing at all yet. */
  emptyHint: ReactNode;
  children: (results: T[]) => ReactNode;
}) {
  const { data, isLoading, isFetching, isError, error, refetch } = list;
  if (isLoading) return <SkeletonRows rows={5} label={`Loading ${noun}…`} />;
  if (isError) return <LoadError title={`${title} could not be loaded`} error={error} onRetry={() => refetch()} />;
  if (!data?.results.length)
    return (
      <EmptyState title={paged.term ? `No ${noun} found` : `No ${noun} yet`}>
        {paged.term ? `Nothing matches “${paged.term}”.` : emptyHint}
      </EmptyState>
    );
  return (
    <section aria-label={title} aria-busy={isFetching} style={{ marginBottom: 48 }}>
      {children(data.results)}
      <Pagination
        page={paged.page}
        count={data.count}
        pageSize={PAGE_SIZE}
        onPageChange={paged.setPage}
        noun={noun}
        label={`${title.replace(/s$/, '')} pages`}
      />
    </section>
  );
}
