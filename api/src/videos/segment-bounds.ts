import { formatClock } from '@physio/util';
import { badRequest } from '../common/errors/api-exception';

// A segment must lie inside its video. The DTOs already check start < end; only the video knows its length, so this
// is checked where the video is at hand. A length of 0 means YouTube could not tell us, and then nothing is refused.

interface Segment {
  end_time: number;
}

/** 400 naming every segment that ends after its video; `path(index)` names the field, e.g. `items.2.end_time`. */
export function assertWithinVideos<S extends Segment>(
  segments: readonly S[],
  durationOf: (segment: S) => number,
  path: (index: number) => string,
): void {
  const details: Record<string, string[]> = {};
  segments.forEach((segment, index) => {
    const duration = durationOf(segment);
    if (duration > 0 && segment.end_time > duration) {
      details[path(index)] = [`End time must be at most the video's length (${formatClock(duration)}).`];
    }
  });
  const first = Object.values(details)[0]?.[0];
  if (first) throw badRequest(first, details);
}
