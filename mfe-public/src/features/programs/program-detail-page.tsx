import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { LibraryProgramDetail } from '@physio/contracts';
import { Card, Container, Muted, NotFoundPage, SkeletonRows, useDocumentMeta } from '@physio/ui';
import { DifficultyBadge } from '../exercises/exercise-card';
import { useGetLibraryProgramQuery } from '../library/api';
import { durationText, segmentRange } from '../library/library-format';
import { isNotFound, LoadFailed } from '../library/library-states';
import { programHead } from './program-head';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: 24px 0 8px;
  font-weight: 600;
`;

const Header = styled.header`
  margin-bottom: 24px;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin: 0 0 8px;
  }
  p + p {
    margin-top: 8px;
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 12px 0 0;
`;

const Items = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 48px;
  display: grid;
  gap: 12px;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 16px 20px;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 4px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

function ProgramDetail({ program }: { program: LibraryProgramDetail }) {
  const head = programHead(program);
  useDocumentMeta(head.title, head.description);
  return (
    <article>
      <Header>
        <h1>{program.title}</h1>
        <Muted>{program.description}</Muted>
        <Facts>
          <DifficultyBadge difficulty={program.difficulty} />
          <span>
            {program.exercise_count === 1 ? '1 exercise' : `${program.exercise_count} exercises`},{' '}
            {durationText(program.total_duration)} in all
          </span>
          <span>By {program.professional.name}</span>
        </Facts>
      </Header>
      <Items aria-label="Exercises in order">
        {program.items.map((item) => (
          <Item key={item.position}>
            <div>
              <h2>
                {item.position}. {item.title}
              </h2>
              <Muted>
                {segmentRange(item.segment)} of “{item.segment.video_title}” ·{' '}
                {durationText(item.segment.end_time - item.segment.start_time)}
              </Muted>
            </div>
            {item.exercise_slug ? (
              <Link to={`/exercises/${item.exercise_slug}`} aria-label={`Open exercise: ${item.title}`}>
                Open exercise →
              </Link>
            ) : null}
          </Item>
        ))}
      </Items>
    </article>
  );
}

/** /programs/:slug: one published program and its exercises in order; 404 for an unknown slug. */
export default function ProgramDetailPage() {
  const slug = useParams().slug ?? '';
  const { data, isLoading, isError, error, refetch } = useGetLibraryProgramQuery(slug);
  if (isError && isNotFound(error)) return <NotFoundPage />;
  return (
    <Container>
      <Back to="/programs">← Back to Exercise Programs</Back>
      {isLoading ? (
        <SkeletonRows rows={5} label="Loading program…" />
      ) : isError || !data ? (
        <LoadFailed what="This program" onRetry={refetch} />
      ) : (
        <ProgramDetail program={data} />
      )}
    </Container>
  );
}
