import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Container, Grid, Muted, PageHeader } from '@physio/ui';
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

const Meta = styled.p`
  display: flex;
  gap: 8px;
  margin: 12px 0 0;
  span {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    border-radius: ${({ theme }) => theme.radius.pill};
    padding: 2px 10px;
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

export default function ExercisesPage() {
  const [query, setQuery] = useState('');
  const [params] = useSearchParams();
  const searchBox = useRef<HTMLInputElement>(null);
  const visible = filterExercises(SAMPLE_EXERCISES, query);

  // The navigation bar's "Search Exercises" button lands here with ?focus=search.
  useEffect(() => {
    if (params.get('focus') === 'search') searchBox.current?.focus();
  }, [params]);

  return (
    <Container>
      <PageHeader>
        <h1>Exercise Library</h1>
        <Search
          ref={searchBox}
          type="search"
          aria-label="Search exercises"
          placeholder="Search by name, category or difficulty"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </PageHeader>
      {visible.length === 0 ? (
        <Muted role="status">No exercises found matching your search.</Muted>
      ) : (
        <Grid $min="260px">
          {visible.map((exercise) => (
            <Card key={exercise.id} as="article">
              <h2 style={{ fontSize: '1.2rem' }}>{exercise.title}</h2>
              <Muted>{exercise.description}</Muted>
              <Meta>
                <span>{exercise.category}</span>
                <span>{exercise.difficulty}</span>
              </Meta>
            </Card>
          ))}
        </Grid>
      )}
    </Container>
  );
}
