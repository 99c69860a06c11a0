import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import type { TodaySession } from '@physio/contracts';
import { apiErrorMessage } from '@physio/api-client';
import { Button, Card } from '@physio/ui';
import { ProgressBar } from '../../components/progress-bar';
import { useLogSessionMutation } from './api';
import { ExerciseStep } from './exercise-step';
import { SessionFeedback, type SessionFeedbackValues } from './session-feedback';

const Header = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 16px;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 20px;
`;

/**
 * Guides the participant through one scheduled session, exercise by exercise, then asks how it went and
 * logs it. "Done" marks an exercise as completed; "Skip" moves on without counting it.
 */
export function SessionPlayer({
  session,
  date,
  onLogged,
}: {
  session: TodaySession;
  date: string;
  onLogged: () => void;
}) {
  const { items } = session;
  const [index, setIndex] = useState(0);
  const [completed, setCompleted] = useState<number[]>([]);
  const [logSession, { isLoading }] = useLogSessionMutation();
  const [error, setError] = useState<string | undefined>();
  const finished = index >= items.length;

  function advance(done: boolean) {
    const item = items[index];
    if (done && !completed.includes(item.id)) setCompleted((ids) => [...ids, item.id]);
    setIndex((current) => current + 1);
  }

  async function save(values: SessionFeedbackValues) {
    try {
      await logSession({
        assignment_id: session.assignment_id,
        date,
        completed_item_ids: completed,
        pain: values.pain,
        difficulty: values.difficulty,
        ...(values.notes ? { notes: values.notes } : {}),
      }).unwrap();
      toast.success(
        <div>
          <strong>Session logged</strong>
          <br />
          Well done! Your professional can see how it went.
        </div>,
      );
      onLogged();
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Your session could not be saved. Please try again.'));
    }
  }

  const position = Math.min(index + 1, items.length);
  return (
    <Card as="section" aria-labelledby="session-heading">
      <Header>
        <h2 id="session-heading" style={{ fontSize: '1.1rem' }}>
          {session.program_title}
        </h2>
        <p aria-live="polite">{finished ? 'All exercises done' : `Exercise ${position} of ${items.length}`}</p>
        <ProgressBar value={((finished ? items.length : index) / items.length) * 100} label="Session progress" />
      </Header>
      {finished ? (
        <SessionFeedback
          completed={completed.length}
          total={items.length}
          saving={isLoading}
          error={error}
          onSubmit={save}
        />
      ) : (
        <>
          <ExerciseStep item={items[index]} />
          <Controls>
            <Button $variant="ghost" onClick={() => advance(false)}>
              Skip
            </Button>
            <Button onClick={() => advance(true)}>
              {index === items.length - 1 ? 'Done, finish session' : 'Done, next exercise'}
            </Button>
          </Controls>
        </>
      )}
    </Card>
  );
}
