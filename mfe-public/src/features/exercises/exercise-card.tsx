import styled from 'styled-components';
import { Badge, ButtonLink, Card, Muted } from '@physio/ui';
import type { LibraryExercise } from './sample-exercises';

const Article = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  flex: 1;
  padding: 20px;
  h2 {
    font-size: 1.2rem;
    margin: 0;
  }
  a {
    margin-top: auto;
    align-self: flex-start;
  }
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
`;

export const DIFFICULTY_TONE = { Beginner: 'success', Intermediate: 'warning', Advanced: 'danger' } as const;

/** One library card: image, title, description, category, difficulty and View Details. */
export function ExerciseCard({ exercise, eager = false }: { exercise: LibraryExercise; eager?: boolean }) {
  // The first card's image is the library's largest paint: decoded with the page's first frame
  // (sync), not in a later one; the rest are below the fold and wait their turn.
  return (
    <Article>
      <img
        src={exercise.image}
        width={320}
        height={200}
        alt={`Illustration of the ${exercise.title} exercise`}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? 'sync' : 'async'}
      />
      <Body>
        <h2>{exercise.title}</h2>
        <Muted>{exercise.description}</Muted>
        <Tags>
          <Badge $tone="primary">{exercise.category}</Badge>
          <Badge $tone={DIFFICULTY_TONE[exercise.difficulty]}>{exercise.difficulty}</Badge>
        </Tags>
        <ButtonLink
          to={`/exercises/${exercise.id}`}
          $variant="secondary"
          aria-label={`View Details: ${exercise.title}`}
        >
          View Details
        </ButtonLink>
      </Body>
    </Article>
  );
}
