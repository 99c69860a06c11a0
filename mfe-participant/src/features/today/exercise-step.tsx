import styled from 'styled-components';
import type { AssignmentItem } from '@physio/contracts';
import { Muted } from '@physio/ui';
import { youtubeEmbedUrl } from '@physio/util';
import { CountdownTimer } from './countdown-timer';

const Video = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: #0f172a;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Dosage = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;
`;

/** One exercise of the session: its own video segment, its dosage and a timer for holds and rests. */
export function ExerciseStep({ item }: { item: AssignmentItem }) {
  const details = [
    item.hold_seconds > 0 ? `hold ${item.hold_seconds}s` : null,
    item.rest_seconds > 0 ? `rest ${item.rest_seconds}s between sets` : null,
  ].filter(Boolean);
  return (
    <Layout>
      <h2>{item.title}</h2>
      <Video>
        {/* Keyed by item so moving on loads the next segment instead of keeping the last one playing. */}
        <iframe
          key={item.id}
          title={`${item.title} video`}
          src={youtubeEmbedUrl(item.video_platform_id, { start: item.start_time, end: item.end_time })}
          allow="encrypted-media; picture-in-picture; fullscreen"
          loading="lazy"
        />
      </Video>
      <Dosage>
        {item.sets} sets × {item.reps} reps
      </Dosage>
      {details.length ? <Muted>{details.join(', ')}</Muted> : null}
      {item.notes ? <p>{item.notes}</p> : null}
      <CountdownTimer key={item.id} holdSeconds={item.hold_seconds} restSeconds={item.rest_seconds} />
    </Layout>
  );
}
