import styled from 'styled-components';
import type { LibraryExerciseSummary, ProgramDifficulty } from '@physio/contracts';
import { Badge, ButtonLink, Card, Muted } from '@physio/ui';
import { LIBRARY_DIFFICULTIES, libraryTermName } from '@physio/util';
import { categoryIllustration } from '../library/illustrations';
import { durationText } from '../library/library-format';

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
  > a {
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

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const DIFFICULTY_TONE = { beginner: 'success', intermediate: 'warning', advanced: 'danger' } as const;

/** A difficulty's badge: "Beginner" in green, "Intermediate" in amber, "Advanced" in red. */
export function DifficultyBadge({ difficulty }: { difficulty: ProgramDifficulty }) {
  return (
    <Badge $tone={DIFFICULTY_TONE[difficulty]}>{libraryTermName(LIBRARY_DIFFICULTIES, difficulty) ?? difficulty}</Badge>
  );
}

/** One library card: illustration, title, description, category, difficulty, body part, length, professional. */
export function ExerciseCard({ exercise, eager = false }: { exercise: LibraryExerciseSummary; eager?: boolean }) {
  // The first card's image is the library's largest paint: decoded with the page's first frame
  // (sync), not in a later one; the rest are below the fold and wait their turn.
  return (
    <Article>
      <img
        src={categoryIllustration(exercise.category.slug)}
        width={320}
        height={200}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? 'sync' : 'async'}
      />
      <Body>
        <h2>{exercise.title}</h2>
        <Muted>{exercise.description}</Muted>
        <Tags>
          <Badge $tone="primary">{exercise.category.name}</Badge>
          <DifficultyBadge difficulty={exercise.difficulty} />
          {/* "Core" once, when the category and the body part are both the core. */}
          {exercise.body_part.name !== exercise.category.name && (
            <Badge $tone="neutral">{exercise.body_part.name}</Badge>
          )}
        </Tags>
        <Facts>
          <span>{durationText(exercise.duration)} video</span>
          <span>By {exercise.professional.name}</span>
        </Facts>
        <ButtonLink
          to={`/exercises/${exercise.slug}`}
          $variant="secondary"
          aria-label={`View Details: ${exercise.title}`}
        >
          View Details
        </ButtonLink>
      </Body>
    </Article>
  );
}
