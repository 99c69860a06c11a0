import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Grid, Muted, PageHeader, Pagination, useDocumentMeta } from '@physio/ui';
import { useGetLibraryExercisesQuery } from '../library/api';
import { LoadFailed, LoadingCards } from '../library/library-states';
import {
  exerciseQueryFromParams,
  LIBRARY_PAGE_SIZE,
  paramsFromExerciseQuery,
  type LibraryFilterParam,
} from '../library/library-query';
import { ExerciseCard } from './exercise-card';
import { exercisesHead } from './exercise-head';
import { LibraryFilters, LibrarySearch } from './library-filters';

const Count = styled(Muted)`
  margin-bottom: 16px;
`;

const Empty = styled.p`
  padding: 40px 16px;
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** "Showing 6 exercises" when they fit on one page, else which of them this page shows. */
export function resultCountText(count: number, page: number): string {
  if (count <= LIBRARY_PAGE_SIZE) return count === 1 ? 'Showing 1 exercise' : `Showing ${count} exercises`;
  const from = (page - 1) * LIBRARY_PAGE_SIZE + 1;
  return `Showing ${from}–${Math.min(page * LIBRARY_PAGE_SIZE, count)} of ${count} exercises`;
}

/** /exercises: the public library, searched and filtered through the URL's query. */
export default function ExercisesPage() {
  const [params, setParams] = useSearchParams();
  const query = exerciseQueryFromParams(params);
  const head = exercisesHead(query);
  useDocumentMeta(head.title, head.description);
  const { data, isLoading, isError, isFetching, refetch } = useGetLibraryExercisesQuery(query);

  // Every change is a new URL (so Back undoes it) and starts again from the first page.
  const key = params.toString();
  const onSearch = useCallback(
    (search: string) =>
      setParams(paramsFromExerciseQuery({ ...exerciseQueryFromParams(new URLSearchParams(key)), search, page: 1 })),
    [key, setParams],
  );
  const onFilter = (param: LibraryFilterParam, value: string) =>
    setParams(paramsFromExerciseQuery({ ...query, [param]: value || undefined, page: 1 }));
  const onPage = (page: number) => setParams(paramsFromExerciseQuery({ ...query, page }));

  const page = query.page ?? 1;
  return (
    <Container>
      <PageHeader>
        <div>
          <h1>Exercise Library</h1>
          <Muted>Clear, physiotherapist-written exercises for every stage of recovery.</Muted>
        </div>
        <LibrarySearch search={query.search ?? ''} onSearch={onSearch} focus={params.get('focus') === 'search'} />
      </PageHeader>
      <LibraryFilters query={query} onFilter={onFilter} />
      {isLoading ? (
        <LoadingCards label="Loading exercises…" />
      ) : isError || !data ? (
        <LoadFailed what="Exercises" onRetry={refetch} />
      ) : (
        <section aria-label="Exercises" aria-busy={isFetching}>
          {/* One live region for both outcomes, so screen readers hear the result of each search. */}
          <div role="status" aria-live="polite">
            {data.count === 0 ? (
              <Empty>No exercises found matching your search.</Empty>
            ) : (
              <Count>{resultCountText(data.count, page)}</Count>
            )}
          </div>
          {data.results.length > 0 ? (
            <Grid $min="300px">
              {data.results.map((exercise, index) => (
                <ExerciseCard key={exercise.slug} exercise={exercise} eager={index === 0} />
              ))}
            </Grid>
          ) : null}
          <Pagination
            page={page}
            count={data.count}
            pageSize={LIBRARY_PAGE_SIZE}
            onPageChange={onPage}
            noun="exercises"
            label="Exercise pages"
          />
        </section>
      )}
    </Container>
  );
}
