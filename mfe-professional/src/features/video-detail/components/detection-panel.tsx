import { apiErrorMessage } from '@physio/api-client';
import type { Video } from '@physio/contracts';
import { Button, Card, Muted } from '@physio/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CaptionsInput } from '../../../components/captions-input';
import { DraftList } from '../../../components/draft-list';
import { draftError, newDrafts, toInput, type ExerciseDraft } from '../../../components/exercise-draft';
import { notify } from '../../../components/notify';
import { Progress } from '../../../components/progress';
import { useDetectExercisesMutation, useSaveExercisesMutation } from '../../videos/api';

const Panel = styled(Card)`
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

/** Extract Exercises, then review: each detected exercise can be edited and all are saved together. */
export function DetectionPanel({ video }: { video: Video }) {
  const [captions, setCaptions] = useState<{ name: string; text: string } | null>(null);
  const [drafts, setDrafts] = useState<ExerciseDraft[]>([]);
  const [info, setInfo] = useState<string | null>(null);
  const [detect, { isLoading: detecting }] = useDetectExercisesMutation();
  const [save, { isLoading: saving }] = useSaveExercisesMutation();
  const busy = detecting || saving;

  async function extract() {
    if (busy) return;
    setDrafts([]);
    setInfo(null);
    try {
      const response = await detect({
        video_url: video.url,
        ...(captions ? { captions: captions.text } : {}),
      }).unwrap();
      const { drafts: fresh, allSaved } = newDrafts(
        response.exercises,
        video.exercises.map((e) => e.title),
      );
      setInfo(
        [response.notice, fresh.length === 0 && !allSaved ? response.message : null].filter(Boolean).join(' ') || null,
      );
      if (allSaved) {
        notify.info('No new exercises found', 'All exercises from this video have already been extracted.');
        return;
      }
      setDrafts(fresh);
      notify.success('Exercises detected successfully', `Found ${fresh.length} new exercises.`);
    } catch (failure) {
      notify.error('Error detecting exercises', apiErrorMessage(failure, 'Failed to detect exercises'));
    }
  }

  async function saveAll() {
    if (busy || drafts.length === 0) return;
    if (drafts.some((draft) => draftError(draft))) {
      notify.error('Error saving exercises', 'Please fill in all fields correctly');
      return;
    }
    try {
      await save({
        url: video.url,
        video_id: video.video_id,
        title: video.title,
        exercises: drafts.map(toInput),
      }).unwrap();
      setDrafts([]);
      notify.success('Success', 'Exercises saved successfully');
    } catch (failure) {
      notify.error('Error saving exercises', apiErrorMessage(failure, 'Failed to save exercises'));
    }
  }

  return (
    <Panel as="section" aria-labelledby="extract-heading">
      <h2 id="extract-heading">Extract Exercises</h2>
      <Muted>Exercises are found from the video's chapters, or from a captions file you upload.</Muted>
      <CaptionsInput fileName={captions?.name} onLoad={setCaptions} disabled={busy} />
      <div className="actions">
        <Button onClick={extract} disabled={busy}>
          {detecting ? 'Extracting...' : 'Extract Exercises'}
        </Button>
      </div>
      {detecting ? <Progress label="Extracting exercises…" /> : null}
      {info ? <Muted role="note">{info}</Muted> : null}
      {drafts.length > 0 ? (
        <>
          <h2>Review detected exercises</h2>
          <DraftList drafts={drafts} onChange={setDrafts} disabled={saving} />
          <div className="actions">
            <Button onClick={saveAll} disabled={saving}>
              {saving ? 'Saving...' : 'Save all'}
            </Button>
            <Button $variant="ghost" disabled={saving} onClick={() => setDrafts([])}>
              Discard
            </Button>
          </div>
          {saving ? <Progress label="Saving exercises…" /> : null}
        </>
      ) : null}
    </Panel>
  );
}
