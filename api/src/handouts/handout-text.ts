import type { Assignment, AssignmentItem } from '@physio/contracts';

// The words of a handout, apart from how they are laid out on paper: easy to read and to test on their own.

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Monday, Wednesday and Friday"; ISO weekdays, 1 = Monday. */
export function weekdayNames(days: number[]): string {
  const names = [...days].sort((a, b) => a - b).map((day) => WEEKDAYS[day - 1]);
  if (names.length === 7) return 'every day';
  return names.length <= 1 ? (names[0] ?? 'no day') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const scheduleLine = (a: Pick<Assignment, 'start_date' | 'end_date' | 'days_of_week'>): string =>
  `From ${a.start_date} to ${a.end_date ?? 'no end date'}, on ${weekdayNames(a.days_of_week)}.`;

/** Seconds as m:ss (h:mm:ss past an hour), as video players show them. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "3 sets × 10 reps · hold 5 s · rest 30 s" (no hold when there is none). */
export function dosageLine(item: Pick<AssignmentItem, 'sets' | 'reps' | 'hold_seconds' | 'rest_seconds'>): string {
  return [
    `${item.sets} ${item.sets === 1 ? 'set' : 'sets'} × ${item.reps} ${item.reps === 1 ? 'rep' : 'reps'}`,
    ...(item.hold_seconds > 0 ? [`hold ${item.hold_seconds} s`] : []),
    `rest ${item.rest_seconds} s`,
  ].join(' · ');
}

/** The YouTube page that opens the video where the exercise starts. */
export const segmentUrl = (item: Pick<AssignmentItem, 'video_platform_id' | 'start_time'>): string =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(item.video_platform_id)}&t=${Math.max(0, Math.floor(item.start_time))}s`;

export const segmentLine = (item: Pick<AssignmentItem, 'start_time' | 'end_time'>): string =>
  `Watch ${clock(item.start_time)}–${clock(item.end_time)} of the video`;

/** "back-basics-handout.pdf": the title in lower-case ASCII words; accents dropped, other scripts left out. */
export function handoutFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'program'}-handout.pdf`;
}
