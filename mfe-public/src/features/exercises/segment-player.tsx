import { useState } from 'react';
import styled from 'styled-components';
import type { LibrarySegment } from '@physio/contracts';
import { Muted } from '@physio/ui';
import { youtubeEmbedUrl } from '@physio/util';
import { segmentRange } from '../library/library-format';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: #0f172a;
  img,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  img {
    object-fit: cover;
  }
`;

const Play = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  width: 100%;
  border: 0;
  padding: 0;
  cursor: pointer;
  font: inherit;
  font-weight: 700;
  color: #fff;
  background: rgb(15 23 42 / 35%);
  span[aria-hidden] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: #b91c1c;
    font-size: 1.75rem;
  }
  &:hover span[aria-hidden],
  &:focus-visible span[aria-hidden] {
    background: #991b1b;
  }
  &:focus-visible {
    outline: 4px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -4px;
  }
`;

const Label = styled.span`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgb(15 23 42 / 75%);
`;

const Caption = styled(Muted)`
  margin: 8px 0 0;
`;

/**
 * The exercise's own part of its video. Until played it is the exercise's local illustration with a play button
 * (nothing is loaded from the video platform, so the page is fast and works offline); played, it becomes the
 * privacy-enhanced YouTube player, started at the segment's start and stopped at its end.
 */
export function SegmentPlayer({ segment, title, poster }: { segment: LibrarySegment; title: string; poster: string }) {
  const [playing, setPlaying] = useState(false);
  const range = segmentRange(segment);
  return (
    <figure style={{ margin: 0 }}>
      <Frame>
        {playing ? (
          <iframe
            src={youtubeEmbedUrl(segment.video_id, {
              start: segment.start_time,
              end: segment.end_time,
              autoplay: true,
            })}
            title={`Video: ${title}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <>
            <img src={poster} width={640} height={360} alt="" fetchPriority="high" decoding="sync" />
            <Play type="button" onClick={() => setPlaying(true)} aria-label={`Play video: ${title} (${range})`}>
              <span aria-hidden="true">▶</span>
              <Label>Play video</Label>
            </Play>
          </>
        )}
      </Frame>
      <Caption as="figcaption">
        Plays {range} of “{segment.video_title}”
      </Caption>
    </figure>
  );
}
