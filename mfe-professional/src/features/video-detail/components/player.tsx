import { Button } from '@physio/ui';
import { formatTimeField, youtubeEmbedUrl } from '@physio/util';
import styled from 'styled-components';

export interface Segment {
  id: number;
  title: string;
  start: number;
  end: number;
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: #000;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Caption = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 8px 0 0;
`;

/** The privacy-enhanced embed; a chosen exercise plays just its segment (start and end seconds). */
export function Player({
  videoId,
  title,
  segment,
  onReset,
}: {
  videoId: string;
  title: string;
  segment: Segment | null;
  onReset: () => void;
}) {
  const src = youtubeEmbedUrl(
    videoId,
    segment ? { start: segment.start, end: segment.end, autoplay: true } : undefined,
  );
  return (
    <section aria-label="Player">
      <Frame>
        {/* key: a new segment reloads the frame so the player honours the new start and end. */}
        <iframe
          key={src}
          src={src}
          title={segment ? `${title}: ${segment.title}` : title}
          data-testid="player"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Frame>
      {segment ? (
        <Caption role="status">
          <span>
            Playing <strong>{segment.title}</strong> ({formatTimeField(segment.start)}–{formatTimeField(segment.end)})
          </span>
          <Button $variant="ghost" onClick={onReset}>
            Play whole video
          </Button>
        </Caption>
      ) : null}
    </section>
  );
}
