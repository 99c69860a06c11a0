import { apiErrorMessage } from '@physio/api-client';
import type { DetectResponse } from '@physio/contracts';
import { Breadcrumbs, Button, Card, Container, Muted, PageHeader, TextField, useDocumentMeta } from '@physio/ui';
import { isYoutubeUrl, parseYoutubeVideoId } from '@physio/util';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CaptionsInput } from '../../components/captions-input';
import { DraftList } from '../../components/draft-list';
import { draftError, emptyDraft, newDrafts, toInput, type ExerciseDraft } from '../../components/exercise-draft';
import { notify } from '../../components/notify';
import { Progress } from '../../components/progress';
import { CONTENT, DASHBOARD, LIBRARY, VIDEOS_PATH } from '../../components/studio-crumbs';
import { useDetectExercisesMutation, useSaveExercisesMutation } from '../videos/api';

const Form = styled.form`
  display: grid;
  gap: 16px;
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
  }
  .row > :first-child {
    flex: 1 1 320px;
  }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 12px 0 0;
  font-weight: 600;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 16px 0 48px;
`;

export default function AddVideoPage() {
  useDocumentMeta('Add Video | PhysioHub', 'Add a YouTube video and extract its exercises.');
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [captions, setCaptions] = useState<{ name: string; text: string } | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [detected, setDetected] = useState<DetectResponse | null>(null);
  const [drafts, setDrafts] = useState<ExerciseDraft[]>([]);
  const [detect, { isLoading: detecting }] = useDetectExercisesMutation();
  const [save, { isLoading: saving }] = useSaveExercisesMutation();
  const busy = detecting || saving;

  async function onDetect(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isYoutubeUrl(url) || !parseYoutubeVideoId(url)) {
      setMessage({ text: 'Please enter a valid YouTube URL', error: true });
      notify.error('Error', 'Please enter a valid YouTube URL');
      return;
    }
    setMessage(null);
    setDetected(null);
    setDrafts([]);
    try {
      const response = await detect({
        video_url: url.trim(),
        ...(captions ? { captions: captions.text } : {}),
      }).unwrap();
      const { drafts: fresh, allSaved } = newDrafts(response.exercises, []);
      setDetected(response);
      setDrafts(fresh);
      if (allSaved) {
        notify.info('No new exercises found', 'All exercises from this video have already been extracted.');
        setMessage({ text: 'All exercises from this video have already been extracted.' });
      } else {
        const text = `Extracted ${fresh.length} exercises from "${response.video_title}"`;
        setMessage({ text });
        notify.success('Success', text);
      }
    } catch (failure) {
      const text = apiErrorMessage(failure, 'Failed to extract exercises');
      setMessage({ text, error: true });
      notify.error('Error', text);
    }
  }

  async function onSave() {
    if (!detected || busy) return;
    if (drafts.some((draft) => draftError(draft))) {
      notify.error('Error', 'Please fill in all fields correctly');
      return;
    }
    try {
      const result = await save({
        url: url.trim(),
        video_id: detected.video_id,
        title: detected.video_title,
        exercises: drafts.map(toInput),
      }).unwrap();
      notify.success('Success', 'Video and exercises saved successfully');
      navigate(`${VIDEOS_PATH}/${result.video.id}`);
    } catch (failure) {
      notify.error('Error saving exercises', apiErrorMessage(failure, 'Failed to save exercises'));
    }
  }

  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, CONTENT, LIBRARY, { label: 'Add Video' }]} />
      <PageHeader>
        <div>
          <h1>Add Video</h1>
          <Muted>Paste a YouTube link; the exercises in it are detected for you to review.</Muted>
        </div>
      </PageHeader>
      <Card>
        <Form onSubmit={onDetect} noValidate>
          <div className="row">
            <TextField
              label="YouTube URL"
              type="url"
              value={url}
              disabled={busy}
              placeholder="https://www.youtube.com/watch?v=…"
              onChange={(e) => setUrl(e.target.value)}
            />
            <Button type="submit" disabled={busy || !url.trim()}>
              {detecting ? 'Detecting...' : 'Detect Exercises'}
            </Button>
          </div>
          <CaptionsInput fileName={captions?.name} onLoad={setCaptions} disabled={busy} />
        </Form>
        {detecting ? <Progress label="Detecting exercises… this can take a few seconds." /> : null}
        {message ? (
          <Message role={message.error ? 'alert' : 'status'} $error={message.error}>
            {message.text}
          </Message>
        ) : null}
        {detected?.notice ? <Muted role="note">{detected.notice}</Muted> : null}
        {detected?.message && !drafts.length ? <Muted>{detected.message}</Muted> : null}
      </Card>
      {detected ? (
        <section aria-labelledby="detected-heading" style={{ marginTop: 32 }}>
          <h2 id="detected-heading">{detected.video_title}</h2>
          <DraftList drafts={drafts} onChange={setDrafts} disabled={saving} />
          <Footer>
            <Button $variant="secondary" disabled={saving} onClick={() => setDrafts((list) => [...list, emptyDraft()])}>
              Add exercise
            </Button>
            <Button onClick={onSave} disabled={saving}>
              {saving ? 'Saving...' : 'Save all'}
            </Button>
          </Footer>
          {saving ? <Progress label="Saving the video and its exercises…" /> : null}
        </section>
      ) : null}
    </Container>
  );
}
