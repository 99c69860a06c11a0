// How the library's numbers read on the public pages.
import { formatClock } from '@physio/util';

/** A facet's count on its card: "12 exercises", "1 exercise", "No exercises yet". */
export function exerciseCountText(count: number): string {
  if (count <= 0) return 'No exercises yet';
  return count === 1 ? '1 exercise' : `${count} exercises`;
}

/** A segment's or program's length in words: 45 -> "45 sec", 90 -> "1 min 30 sec", 600 -> "10 min". */
export function durationText(totalSeconds: number): string {
  const safe = Math.max(0, Math.round(totalSeconds || 0));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  if (minutes === 0) return `${seconds} sec`;
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} sec`;
}

/** Where a segment sits in its video: "1:05–1:50". */
export function segmentRange(segment: { start_time: number; end_time: number }): string {
  return `${formatClock(segment.start_time)}–${formatClock(segment.end_time)}`;
}
