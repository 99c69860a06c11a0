import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Grid, Muted, PageHeader, useDocumentMeta, useHydrated } from '@physio/ui';
import { ExerciseCard } from './exercise-card';
import { filterExercises, SAMPLE_EXERCISES } from './sample-exercises';

const Search = styled.input`
  width: 100%;
  max-width: 420px;
  min-height: 44px;
  padding: 0 14px;
  font: inherit;
  border: 1px solid #94a3b8;
  border-radius: ${({ theme }) => theme.radius.md};
`;

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

export default function ExercisesPage() {
  const [params] = useSearchParams();
  // ?q= lets other pages link to a pre-filtered library; typing then filters locally.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const searchBox = useRef<HTMLInputElement>(null);
  // Typed before the app took the page over, a query would be replaced by the app's (empty) one.
  const hydrating = !useHydrated();
  const visible = filterExercises(SAMPLE_EXERCISES, query);
  useDocumentMeta(
    'Exercise Library | PhysioHub',
    'Browse physiotherapy exercises with step-by-step instructions: search by name, category or difficulty, from beginner squats to advanced deadlifts.',
  );

  // The navigation bar's "Search Exercises" button lands here with ?focus=search.
  useEffect(() => {
    if (params.get('focus') === 'search') searchBox.current?.focus();
  }, [params]);

  return (
    <Container>
      <PageHeader>
        <div>
          <h1>Exercise Library</h1>
          <Muted>Clear, physiotherapist-written exercises for every stage of recovery.</Muted>
        </div>
        <Search
          ref={searchBox}
          type="search"
          aria-label="Search exercises"
          placeholder="Name, category or difficulty"
          value={query}
          readOnly={hydrating}
          onChange={(event) => setQuery(event.target.value)}
        />
      </PageHeader>
      {/* One live region for both outcomes, so screen readers hear the result of each keystroke. */}
      <div role="status" aria-live="polite">
        {visible.length === 0 ? (
          <Empty>No exercises found matching your search.</Empty>
        ) : (
          <Count>{visible.length === 1 ? 'Showing 1 exercise' : `Showing ${visible.length} exercises`}</Count>
        )}
      </div>
      {visible.length > 0 ? (
        <Grid $min="300px">
          {visible.map((exercise, index) => (
            <ExerciseCard key={exercise.id} exercise={exercise} eager={index === 0} />
          ))}
        </Grid>
      ) : null}
    </Container>
  );
}
