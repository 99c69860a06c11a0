import { apiErrorMessage } from '@physio/api-client';
import type { SavedExercise } from '@physio/contracts';
import { Badge, Button } from '@physio/ui';
import { formatTimeField } from '@physio/util';
import { useState } from 'react';
import styled from 'styled-components';
import { draftFromSaved, toInput, type ExerciseDraft } from '../../../components/exercise-draft';
import { useDraftProblems } from '../../../components/use-draft-problems';
import { ExerciseFields } from '../../../components/exercise-fields';
import { notify } from '../../../components/notify';
import { PublishButtons, PublishedMark } from '../../publish/components/exercise-publish-actions';
import { useUpdateExerciseMutation } from '../../videos/api';

const Row = styled.li<{ $active: boolean }>`
  display: grid;
  gap: 10px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : 'transparent')};
  .head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
    align-items: center;
  }
  .play {
    all: unset;
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 6px;
    min-height: 44px;
    cursor: pointer;
    font-weight: 600;
    border-radius: 4px;
  }
  .play:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

interface SavedExerciseRowProps {
  exercise: SavedExercise;
  videoId: number;
  /** The video's length, which a segment may not pass (0 when unknown). */
  videoSeconds: number;
  playing: boolean;
  onPlay: () => void;
  onDelete: () => void;
  onUnpublish: () => void;
}

export function SavedExerciseRow({
  exercise,
  videoId,
  videoSeconds,
  playing,
  onPlay,
  onDelete,
  onUnpublish,
}: SavedExerciseRowProps) {
  const [draft, setDraft] = useState<ExerciseDraft | null>(null);
  const fields = useDraftProblems(videoSeconds);
  const edit = (next: ExerciseDraft | null) => {
    setDraft(next);
    fields.clear();
  };
  const [update, { isLoading: saving }] = useUpdateExerciseMutation();

  async function saveChanges() {
    if (!draft || saving) return;
    if (!fields.accept(draft)) {
      notify.error('Error updating exercise', 'Please fill in all fields correctly');
      return;
    }
    try {
      await update({ id: exercise.id, videoId, body: toInput(draft) }).unwrap();
      notify.success('Success', 'Exercise updated successfully');
      edit(null);
    } catch (failure) {
      fields.fromApi(failure);
      notify.error('Error updating exercise', apiErrorMessage(failure, 'Failed to update exercise'));
    }
  }

  const range = `${formatTimeField(exercise.start_time)}–${formatTimeField(exercise.end_time)}`;
  return (
    <Row $active={playing} aria-label={exercise.title}>
      {draft ? (
        <>
          <ExerciseFields
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              fields.clear();
            }}
            disabled={saving}
            videoSeconds={videoSeconds}
            problems={fields.problems}
          />
          <div className="buttons">
            <Button onClick={saveChanges} disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button $variant="ghost" onClick={() => edit(null)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className="head">
            <button
              type="button"
              className="play"
              aria-pressed={playing}
              aria-label={`Play ${exercise.title} (${range})`}
              onClick={onPlay}
            >
              ▶ {exercise.title} <span style={{ fontWeight: 400 }}>{range}</span>
            </button>
            <div className="buttons">
              <Button
                $variant="ghost"
                aria-label={`Edit ${exercise.title}`}
                onClick={() => edit(draftFromSaved(exercise))}
              >
                Edit
              </Button>
              <Button $variant="ghost" aria-label={`Delete ${exercise.title}`} onClick={onDelete}>
                Delete
              </Button>
            </div>
          </div>
          <div className="buttons">
            <PublishedMark exercise={exercise} />
            <PublishButtons exercise={exercise} videoId={videoId} onUnpublish={onUnpublish} />
          </div>
          {exercise.tags.length ? (
            <div className="tags">
              {exercise.tags.map((tag) => (
                <Badge key={tag.id} $tone="neutral">
                  {tag.name}
                </Badge>
              ))}
            </div>
          ) : null}
        </>
      )}
    </Row>
  );
}
