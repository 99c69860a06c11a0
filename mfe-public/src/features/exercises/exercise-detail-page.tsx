import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, Container, Muted, NotFoundPage, useDocumentMeta } from '@physio/ui';
import { DIFFICULTY_TONE } from './exercise-card';
import { findExercise, type LibraryExercise } from './sample-exercises';

const Back = styled(Link)`
  display: inline-block;
  margin: 32px 0 16px;
  font-weight: 600;
`;

const Layout = styled.article`
  display: grid;
  gap: 32px;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  ol {
    padding-left: 1.25rem;
    display: grid;
    gap: 8px;
  }
`;

const Tags = styled.p`
  display: flex;
  gap: 8px;
  margin: 0 0 16px;
`;

const Safety = styled(Card)`
  background: #fffbeb;
  border-color: #fde68a;
  margin: 24px 0;
  h2 {
    font-size: 1.05rem;
  }
`;

function ExerciseDetail({ exercise }: { exercise: LibraryExercise }) {
  useDocumentMeta(
    `${exercise.title} | Exercise Library | PhysioHub`,
    `${exercise.description} Step-by-step instructions and safety tips for ${exercise.title.toLowerCase()} (${exercise.difficulty.toLowerCase()}).`,
  );
  return (
    <Layout>
      <img src={exercise.image} width={640} height={400} alt={`Illustration of the ${exercise.title} exercise`} />
      <div>
        <h1>{exercise.title}</h1>
        <Tags>
          <Badge>{exercise.category}</Badge>
          <Badge $tone={DIFFICULTY_TONE[exercise.difficulty]}>{exercise.difficulty}</Badge>
        </Tags>
        <Muted>{exercise.description}</Muted>
        <h2 style={{ marginTop: 24 }}>How to do it</h2>
        <ol>
          {exercise.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Safety>
          <h2>Safety tip</h2>
          <p style={{ margin: 0 }}>{exercise.safety}</p>
        </Safety>
        <Muted>
          New to exercise after an injury? Read our <Link to="/disclaimer">exercise safety disclaimer</Link> first.
        </Muted>
      </div>
    </Layout>
  );
}

/** /exercises/:id: the View Details page of one sample exercise. */
export default function ExerciseDetailPage() {
  const exercise = findExercise(useParams().exerciseId);
  if (!exercise) return <NotFoundPage />;
  return (
    <Container>
      <Back to="/exercises">← Back to Exercise Library</Back>
      <ExerciseDetail exercise={exercise} />
    </Container>
  );
}
