import { Breadcrumbs, Container, Muted, PageHeader, TextField, useDocumentMeta } from '@physio/ui';
import { isYoutubeUrl, parseYoutubeVideoId } from '@physio/util';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONTENT, DASHBOARD, LIBRARY, VIDEOS_PATH } from '../../components/studio-crumbs';
import { DetectPanel } from '../detect/detect-panel';
import { ADD_VIDEO_TEXTS } from '../detect/detect-texts';

export default function AddVideoPage() {
  useDocumentMeta('Add Video | PhysioHub', 'Add a YouTube video and extract its exercises.');
  const navigate = useNavigate();
  const [url, setUrl] = useState('');

  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, CONTENT, LIBRARY, { label: 'Add Video' }]} />
      <PageHeader>
        <div>
          <h1>Add Video</h1>
          <Muted>Paste a YouTube link; the exercises in it are detected for you to review.</Muted>
        </div>
      </PageHeader>
      <DetectPanel
        texts={ADD_VIDEO_TEXTS}
        manualExercises
        field={(busy) => (
          <TextField
            label="YouTube URL"
            type="url"
            value={url}
            disabled={busy}
            placeholder="https://www.youtube.com/watch?v=…"
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
        detectDisabled={!url.trim()}
        request={() => (isYoutubeUrl(url) && parseYoutubeVideoId(url) ? { video_url: url.trim() } : null)}
        reviewHeading={(detected) => detected.video_title}
        target={(detected) => ({ url: url.trim(), video_id: detected.video_id, title: detected.video_title })}
        onSaved={(result) => navigate(`${VIDEOS_PATH}/${result.video.id}`)}
      />
    </Container>
  );
}
