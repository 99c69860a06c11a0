/**
 * Chapter list of a description, validated by YouTube's rules: the list starts with a 0:00 timestamp, has at
 * least three timestamps in ascending order, and every chapter lasts at least 10 seconds. A list breaking a
 * rule is rejected as a whole (YouTube shows no chapters then either), with the broken rule as `reason`.
 */
import { chaptersInLine } from './timestamps';

export const MIN_CHAPTERS = 3;
export const MIN_CHAPTER_SECONDS = 10;
/** Length given to the last chapter when the video's duration is unknown. */
export const UNKNOWN_LAST_CHAPTER_SECONDS = 60;

export interface Chapter {
  start: number;
  end: number;
  title: string;
  /** Text lines written directly under the chapter line (form cues are often listed there). */
  notes: string[];
}

export type ChapterRejection = 'no-timestamps' | 'not-from-zero' | 'too-few' | 'not-ascending' | 'too-short';

export interface ChapterParse {
  chapters: Chapter[];
  /** Why the timestamps found do not form a chapter list; absent when `chapters` is valid. */
  reason?: ChapterRejection;
  /** Description lines that are neither chapter lines nor notes under one. */
  otherLines: string[];
}

export function parseChapters(description: string, durationSeconds: number): ChapterParse {
  const lines = description.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const chapters: Chapter[] = [];
  const otherLines: string[] = [];
  let sawTimestamp = false;
  let notesOpen = false; // notes attach to the last chapter until a blank line
  for (const line of lines) {
    const found = chaptersInLine(line);
    if (found.length > 0) sawTimestamp = true;
    // The list begins at the first line whose first timestamp is 0:00; earlier timestamps are not chapters.
    if (found.length > 0 && (chapters.length > 0 || found[0].start === 0)) {
      for (const c of found) chapters.push({ start: c.start, end: 0, title: c.title, notes: [] });
      notesOpen = true;
    } else if (line.trim() === '') {
      notesOpen = false;
    } else if (notesOpen && chapters.length > 0) {
      chapters[chapters.length - 1].notes.push(line.trim());
    } else {
      otherLines.push(line.trim());
    }
  }
  const reason = !sawTimestamp
    ? 'no-timestamps'
    : chapters.length === 0
      ? 'not-from-zero'
      : validate(chapters, durationSeconds);
  return reason
    ? { chapters: [], reason, otherLines: lines.map((l) => l.trim()).filter(Boolean) }
    : { chapters, otherLines };
}

/** Fills in each chapter's end and returns the first rule the list breaks, if any. */
function validate(chapters: Chapter[], durationSeconds: number): ChapterRejection | undefined {
  if (chapters.length < MIN_CHAPTERS) return 'too-few';
  for (let i = 0; i < chapters.length; i++) {
    const next = chapters[i + 1];
    if (next && next.start <= chapters[i].start) return 'not-ascending';
    chapters[i].end = next
      ? next.start
      : durationSeconds > 0
        ? Math.floor(durationSeconds)
        : chapters[i].start + UNKNOWN_LAST_CHAPTER_SECONDS;
    if (chapters[i].end - chapters[i].start < MIN_CHAPTER_SECONDS) return 'too-short';
  }
  return undefined;
}
