import styled from 'styled-components';
import type { LibraryProgramSummary } from '@physio/contracts';
import { ButtonLink, Card, Muted } from '@physio/ui';
import { DifficultyBadge } from '../exercises/exercise-card';
import { durationText } from '../library/library-format';

const Item = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  h2 {
    font-size: 1.2rem;
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  > a {
    margin-top: auto;
    align-self: flex-start;
  }
`;

/** One published program: title, description, difficulty, number of exercises, total time and its professional. */
export function ProgramCard({ program }: { program: LibraryProgramSummary }) {
  return (
    <Item>
      <h2>{program.title}</h2>
      <Muted>{program.description}</Muted>
      <dl>
        <dt>Level</dt>
        <dd>
          <DifficultyBadge difficulty={program.difficulty} />
        </dd>
        <dt>Exercises</dt>
        <dd>{program.exercise_count}</dd>
        <dt>Total time</dt>
        <dd>{durationText(program.total_duration)}</dd>
        <dt>By</dt>
        <dd>{program.professional.name}</dd>
      </dl>
      <ButtonLink to={`/programs/${program.slug}`} $variant="secondary" aria-label={`View Program: ${program.title}`}>
        View Program
      </ButtonLink>
    </Item>
  );
}
