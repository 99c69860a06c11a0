import { Button, Muted, SelectField, SkeletonRows } from '@physio/ui';
import { formatTimeField } from '@physio/util';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error';
import { useGetVideosQuery } from '../../videos/api';
import { videoToWizard, type ProgramDraft } from '../program-draft';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  /* The select grows; the button keeps its width beside it (or wraps under it on a phone). */
  > :first-child {
    flex: 1 1 280px;
  }
`;

const Added = styled.ol`
  display: grid;
  gap: 12px;
  padding: 0;
  margin: 20px 0 0;
  list-style: none;
  > li {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  ul {
    margin: 8px 0 0;
    padding-left: 20px;
  }
  ul li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
`;

/** Videos come from the library with their saved exercises as the program's segments. */
export function VideosStep({ draft, onChange }: { draft: ProgramDraft; onChange: (draft: ProgramDraft) => void }) {
  const { data, isLoading, isError, error, refetch } = useGetVideosQuery({ page: 1, page_size: 100 });
  const [choice, setChoice] = useState('');
  const available = (data?.results ?? []).filter((video) => !draft.videos.some((v) => v.id === video.id));

  function add() {
    const video = data?.results.find((v) => String(v.id) === choice);
    // Without a video (title and URL) nothing happens.
    if (!video || !video.title || !video.url) return;
    onChange({ ...draft, videos: [...draft.videos, videoToWizard(video)] });
    setChoice('');
  }

  const removeSegment = (videoId: number, key: string) =>
    onChange({
      ...draft,
      videos: draft.videos
        .map((v) => (v.id === videoId ? { ...v, segments: v.segments.filter((s) => s.key !== key) } : v))
        .filter((v) => v.segments.length > 0),
    });

  if (isLoading) return <SkeletonRows rows={2} label="Loading your videos…" />;
  if (isError) return <LoadError title="Your videos could not be loaded" error={error} onRetry={refetch} />;
  return (
    <div>
      <Picker>
        <SelectField
          label="Video from your library"
          placeholder="Choose a video…"
          options={available.map((video) => ({
            value: String(video.id),
            label: `${video.title} (${video.exercises.length} exercises)`,
          }))}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        />
        <Button $variant="secondary" onClick={add} disabled={!choice}>
          Add Video
        </Button>
      </Picker>
      {draft.videos.length === 0 ? (
        <Muted style={{ marginTop: 16 }}>No videos added yet.</Muted>
      ) : (
        <Added aria-label="Program videos">
          {draft.videos.map((video) => (
            <li key={video.id}>
              <div className="head">
                <strong>{video.title}</strong>
                <Button
                  $variant="ghost"
                  aria-label={`Remove ${video.title}`}
                  onClick={() => onChange({ ...draft, videos: draft.videos.filter((v) => v.id !== video.id) })}
                >
                  Remove
                </Button>
              </div>
              <ul>
                {video.segments.map((segment) => (
                  <li key={segment.key}>
                    <span>
                      {segment.title} ({formatTimeField(segment.start_time)}–{formatTimeField(segment.end_time)})
                    </span>
                    <Button
                      $variant="ghost"
                      aria-label={`Remove segment ${segment.title}`}
                      onClick={() => removeSegment(video.id, segment.key)}
                    >
                      ×
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Added>
      )}
    </div>
  );
}
