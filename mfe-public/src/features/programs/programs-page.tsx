import { useSearchParams } from 'react-router-dom';
import { ButtonLink, Container, EmptyState, Grid, Muted, PageHeader, Pagination, useDocumentMeta } from '@physio/ui';
import { useGetLibraryProgramsQuery } from '../library/api';
import { LIBRARY_PAGE_SIZE, programQueryFromParams } from '../library/library-query';
import { LoadFailed, LoadingCards } from '../library/library-states';
import { ProgramCard } from './program-card';
import { PROGRAMS_INTRO, programsHead } from './program-head';

/** /programs: the published programs, newest first, paged through the URL. */
export default function ProgramsPage() {
  const [params, setParams] = useSearchParams();
  const query = programQueryFromParams(params);
  const head = programsHead(query);
  useDocumentMeta(head.title, head.description);
  const { data, isLoading, isError, isFetching, refetch } = useGetLibraryProgramsQuery(query);
  const page = query.page ?? 1;
  const onPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
  };

  return (
    <Container>
      <PageHeader>
        <div>
          <h1>Exercise Programs</h1>
          <Muted>{PROGRAMS_INTRO}</Muted>
        </div>
      </PageHeader>
      {isLoading ? (
        <LoadingCards label="Loading programs…" cards={3} />
      ) : isError || !data ? (
        <LoadFailed what="Programs" onRetry={refetch} />
      ) : data.count === 0 ? (
        <EmptyState title="No programs yet" action={<ButtonLink to="/exercises">Browse Exercises</ButtonLink>}>
          Professionals have not published a program yet. Meanwhile, every exercise in the library can be done on its
          own.
        </EmptyState>
      ) : (
        <section aria-label="Programs" aria-busy={isFetching} style={{ marginBottom: 48 }}>
          <Grid $min="300px">
            {data.results.map((program) => (
              <ProgramCard key={program.slug} program={program} />
            ))}
          </Grid>
          <Pagination
            page={page}
            count={data.count}
            pageSize={LIBRARY_PAGE_SIZE}
            onPageChange={onPage}
            noun="programs"
            label="Program pages"
          />
        </section>
      )}
    </Container>
  );
}
