import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { LibraryExerciseDetail, LibraryTerm } from '@physio/contracts';
import { Card, Container, Muted, NotFoundPage, SkeletonRows, useDocumentMeta } from '@physio/ui';
import { useGetLibraryExerciseQuery } from '../library/api';
import { categoryIllustration } from '../library/illustrations';
import { libraryPath, type LibraryFilterParam } from '../library/library-query';
import { isNotFound, LoadFailed } from '../library/library-states';
import { DifficultyBadge } from './exercise-card';
import { exerciseHead } from './exercise-head';
import { SegmentPlayer } from './segment-player';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: 24px 0 8px;
  font-weight: 600;
`;

const Layout = styled.article`
  display: grid;
  gap: 32px;
  align-items: start;
  margin-bottom: 48px;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin: 0 0 8px;
  }
  h2 {
    font-size: 1.2rem;
    margin: 24px 0 8px;
  }
  ol {
    padding-left: 1.25rem;
    display: grid;
    gap: 8px;
  }
`;

const Byline = styled(Muted)`
  margin-bottom: 16px;
`;

const Safety = styled(Card)`
  background: #fffbeb;
  border-color: #fde68a;
  margin: 24px 0;
  h2 {
    font-size: 1.05rem;
    margin-top: 0;
  }
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 16px 0 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

function TermLinks({ terms, param }: { terms: LibraryTerm[]; param: LibraryFilterParam }) {
  return (
    <>
      {terms.map((term) => (
        <Link key={term.slug} to={libraryPath({ [param]: term.slug })} aria-label={`More ${term.name} exercises`}>
          {term.name}
        </Link>
      ))}
    </>
  );
}

function ExerciseDetail({ exercise }: { exercise: LibraryExerciseDetail }) {
  const head = exerciseHead(exercise);
  useDocumentMeta(head.title, head.description);
  return (
    <Layout>
      <div>
        <h1>{exercise.title}</h1>
        <Byline>By {exercise.professional.name}</Byline>
        <SegmentPlayer
          segment={exercise.segment}
          title={exercise.title}
          poster={categoryIllustration(exercise.category.slug)}
        />
        <Terms>
          <dt>Difficulty</dt>
          <dd>
            <DifficultyBadge difficulty={exercise.difficulty} />
          </dd>
          <dt>Body part</dt>
          <dd>
            <TermLinks terms={[exercise.body_part]} param="body_part" />
          </dd>
          <dt>Category</dt>
          <dd>
            <TermLinks terms={[exercise.category]} param="category" />
          </dd>
          {exercise.conditions.length > 0 ? (
            <>
              <dt>Helps with</dt>
              <dd>
                <TermLinks terms={exercise.conditions} param="condition" />
              </dd>
            </>
          ) : null}
        </Terms>
      </div>
      <div>
        <Muted>{exercise.description}</Muted>
        <h2>How to do it</h2>
        <ol>
          {exercise.instructions.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        {exercise.safety_tip ? (
          <Safety>
            <h2>Safety tip</h2>
            <p style={{ margin: 0 }}>{exercise.safety_tip}</p>
          </Safety>
        ) : null}
        <Muted>
          New to exercise after an injury? Read our <Link to="/disclaimer">exercise safety disclaimer</Link> first.
        </Muted>
      </div>
    </Layout>
  );
}

/** /exercises/:slug: one published exercise, its video segment and its instructions; 404 for an unknown slug. */
export default function ExerciseDetailPage() {
  const slug = useParams().slug ?? '';
  const { data, isLoading, isError, error, refetch } = useGetLibraryExerciseQuery(slug);
  if (isError && isNotFound(error)) return <NotFoundPage />;
  return (
    <Container>
      <Back to="/exercises">← Back to Exercise Library</Back>
      {isLoading ? (
        <SkeletonRows rows={6} label="Loading exercise…" />
      ) : isError || !data ? (
        <LoadFailed what="This exercise" onRetry={refetch} />
      ) : (
        <ExerciseDetail exercise={data} />
      )}
    </Container>
  );
}
