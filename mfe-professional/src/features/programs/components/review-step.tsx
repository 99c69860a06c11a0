import { Muted } from '@physio/ui';
import { formatClock, formatTimeField } from '@physio/util';
import styled from 'styled-components';
import { capitalize, type ProgramDraft } from '../program-draft';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

export function ReviewStep({ draft }: { draft: ProgramDraft }) {
  const segments = draft.videos.flatMap((v) => v.segments);
  const seconds = segments.reduce((sum, s) => sum + (s.end_time - s.start_time), 0);
  return (
    <div>
      <List>
        <dt>Title</dt>
        <dd>{draft.title}</dd>
        <dt>Description</dt>
        <dd>{draft.description}</dd>
        <dt>Difficulty</dt>
        <dd>{capitalize(draft.difficulty)}</dd>
        <dt>Videos</dt>
        <dd>{draft.videos.length}</dd>
        <dt>Exercises</dt>
        <dd>
          {segments.length} ({formatClock(seconds)})
        </dd>
      </List>
      {draft.videos.length === 0 ? (
        <Muted>No videos added yet.</Muted>
      ) : (
        <ol>
          {draft.videos.map((video) => (
            <li key={video.id}>
              <strong>{video.title}</strong>
              <ul>
                {video.segments.map((s) => (
                  <li key={s.key}>
                    {s.title} ({formatTimeField(s.start_time)}–{formatTimeField(s.end_time)})
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
