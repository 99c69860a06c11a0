import styled from 'styled-components';
import type { AssignmentItem } from '@physio/contracts';
import { youtubeEmbedUrl } from '@physio/util';

const Frame = styled.div`
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

/** An exercise's own segment of its video (youtube-nocookie, from its start to its end). */
export function SegmentVideo({
  item,
}: {
  item: Pick<AssignmentItem, 'id' | 'title' | 'video_platform_id' | 'start_time' | 'end_time'>;
}) {
  return (
    <Frame>
      {/* Keyed by item so moving on loads the next segment instead of keeping the last one playing. */}
      <iframe
        key={item.id}
        title={`${item.title} video`}
        src={youtubeEmbedUrl(item.video_platform_id, { start: item.start_time, end: item.end_time })}
        allow="encrypted-media; picture-in-picture; fullscreen"
        loading="lazy"
      />
    </Frame>
  );
}
