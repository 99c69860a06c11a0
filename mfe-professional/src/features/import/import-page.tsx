import { apiErrorMessage } from '@physio/api-client';
import type { ChannelVideo, FetchChannelVideosResponse } from '@physio/contracts';
import {
  Breadcrumbs,
  Button,
  Card,
  Container,
  EmptyState,
  Muted,
  PageHeader,
  TextField,
  useDocumentMeta,
} from '@physio/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notify } from '../../components/notify';
import { Progress } from '../../components/progress';
import { CONTENT, DASHBOARD, LIBRARY } from '../../components/studio-crumbs';
import { useBulkSaveVideosMutation, useFetchChannelVideosMutation } from '../videos/api';
import { ChannelTable } from './components/channel-table';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  > :first-child {
    flex: 1 1 280px;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin: 24px 0 12px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

// Saved in batches so a long import shows how far it has got.
const BATCH_SIZE = 5;

export default function ImportPage() {
  useDocumentMeta('Import Channel | PhysioHub', 'Import the videos of a YouTube channel.');
  const [channel, setChannel] = useState('');
  const [result, setResult] = useState<FetchChannelVideosResponse | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [fetchVideos, { isLoading: fetching }] = useFetchChannelVideosMutation();
  const [bulkSave] = useBulkSaveVideosMutation();
  const busy = fetching || progress !== null;

  async function onFetch(event: FormEvent) {
    event.preventDefault();
    if (busy || !channel.trim()) return;
    setSelected(new Set());
    try {
      setResult(await fetchVideos({ channel_name: channel.trim() }).unwrap());
    } catch (failure) {
      setResult(null);
      notify.error('Error', apiErrorMessage(failure, 'Failed to fetch channel videos'));
    }
  }

  async function onSave() {
    if (busy || !result) return;
    const chosen = result.videos.filter((video) => selected.has(video.video_id) && !video.exists);
    if (chosen.length === 0) {
      notify.error('Error', 'Please select videos to save');
      return;
    }
    const saved = new Set<string>();
    const errors: string[] = [];
    let message = '';
    setProgress({ done: 0, total: chosen.length });
    try {
      for (let start = 0; start < chosen.length; start += BATCH_SIZE) {
        const batch = chosen.slice(start, start + BATCH_SIZE);
        const response = await bulkSave({ videos: batch.map(toBulkVideo) }).unwrap();
        batch.forEach((video) => saved.add(video.video_id));
        errors.push(...(response.errors ?? []));
        message = response.message;
        setProgress({ done: start + batch.length, total: chosen.length });
      }
      notify.success('Success', chosen.length > BATCH_SIZE ? `Saved ${chosen.length} videos.` : message);
      if (errors.length) notify.error('Error', errors.join(' '));
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to save videos'));
    } finally {
      // Whatever was saved is marked Saved and leaves the selection.
      setResult(
        (current) =>
          current && {
            ...current,
            videos: current.videos.map((v) => (saved.has(v.video_id) ? { ...v, exists: true } : v)),
          },
      );
      setSelected(new Set());
      setProgress(null);
    }
  }

  const unsaved = result?.videos.filter((video) => !video.exists) ?? [];
  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, CONTENT, LIBRARY, { label: 'Import Channel' }]} />
      <PageHeader>
        <div>
          <h1>Import Channel</h1>
          <Muted>Fetch a YouTube channel's uploads and save the ones you want in your library.</Muted>
        </div>
      </PageHeader>
      <Card>
        <Form onSubmit={onFetch}>
          <TextField
            label="Channel name"
            hint="A handle (@name) or the channel's address, as copied from YouTube."
            value={channel}
            disabled={busy}
            placeholder="@physiodemo"
            onChange={(e) => setChannel(e.target.value)}
          />
          <Button type="submit" disabled={busy || !channel.trim()}>
            {fetching ? 'Fetching...' : 'Fetch Videos'}
          </Button>
        </Form>
        {fetching ? <Progress label="Fetching the channel's videos…" /> : null}
        {result?.notice ? <Muted role="note">{result.notice}</Muted> : null}
      </Card>
      {result ? (
        result.videos.length === 0 ? (
          <EmptyState title="No videos found">This channel has no public uploads.</EmptyState>
        ) : (
          <section aria-labelledby="channel-heading">
            <Bar>
              <h2 id="channel-heading">
                {result.channel?.title ?? channel} · {result.videos.length} videos
              </h2>
              <Button onClick={onSave} disabled={busy}>
                {progress ? 'Saving...' : `Save Selected (${selected.size})`}
              </Button>
            </Bar>
            {progress ? (
              <Progress
                label={`Saving ${progress.done} of ${progress.total} videos…`}
                value={progress.done}
                max={progress.total}
              />
            ) : null}
            <ChannelTable
              videos={result.videos}
              selected={selected}
              disabled={busy}
              allSelected={unsaved.length > 0 && unsaved.every((v) => selected.has(v.video_id))}
              onToggle={(id, on) =>
                setSelected((s) => {
                  const next = new Set(s);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onToggleAll={(on) => setSelected(on ? new Set(unsaved.map((v) => v.video_id)) : new Set())}
            />
          </section>
        )
      ) : null}
    </Container>
  );
}

function toBulkVideo(video: ChannelVideo) {
  const { video_id, title, thumbnail, duration, view_count, published_at } = video;
  return { video_id, title, thumbnail, duration, view_count, published_at };
}
