/**
 * Chapter list of a description, by YouTube's rules: chapter lines are lines that begin with a timestamp; the
 * list is the first run of them that starts at 0:00 (text lines written directly under a chapter are its notes);
 * it needs at least three timestamps in ascending order, and every chapter lasts at least 10 seconds. A blank line
 * does not end the run when what follows is a short paragraph — a section header ("STRENGTH", "✨ Core ✨") or a
 * note under a double-spaced list ("3 sets of 10") — and then more chapter lines going on in ascending order;
 * prose, a paragraph of more lines, or a list restarting at 0:00 (another video's) ends it. A list breaking a rule is rejected whole (YouTube shows no
 * chapters then either), with the broken rule as `reason`.
 */
import { chapterLine } from './timestamps';

export const MIN_CHAPTERS = 3;
export const MIN_CHAPTER_SECONDS = 10;
/** Length given to the last chapter when the video's duration is unknown. */
export const UNKNOWN_LAST_CHAPTER_SECONDS = 60;
/** A paragraph between two runs of chapter lines is a header or a note: at most this many short lines. */
const MAX_GAP_LINES = 2;
const MAX_GAP_LINE_CHARS = 60;

/**
 * A section header between runs ("STRENGTH", "✨ Core series ✨", "Teil 2 – Kräftigung", "Cool-down:"): shouted,
 * framed by symbols, ending in a colon, or a numbered part. Its words describe what follows, not the chapter above.
 */
function looksLikeHeader(line: string): boolean {
  return (
    (/\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line)) ||
    /^[^\p{L}\p{N}\s].*[^\p{L}\p{N}\s.!?)]$/u.test(line) ||
    /:\s*$/.test(line) ||
    /^(?:part|teil|parte|partie|section|block|phase|round|runde|ronda)\s*\d+\b/iu.test(line)
  );
}

export interface Chapter {
  start: number;
  end: number;
  title: string;
  /** Text lines written directly under the chapter line (form cues and dosage are often listed there). */
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

/**
 * Bold, italic and script letters and digits from Unicode's mathematical block, which creators paste in for styling
 * ("𝗚𝗼𝗯𝗹𝗲𝘁 𝘀𝗾𝘂𝗮𝘁 – 𝟯 × 𝟭𝟮"): read, and titled, as the plain letters they stand for.
 */
const STYLED_LETTERS = /[\u{1D400}-\u{1D7FF}]/gu;
/**
 * Small capitals ("ꜱɪᴛ ᴛᴏ ꜱᴛᴀɴᴅ – 10"), which have no compatibility form to fold to: read as the lower-case letters they
 * stand for.
 */
const SMALL_CAPITALS: Record<string, string> = Object.fromEntries(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ'].map((c, i) => [c, 'abcdefghijklmnopqrstuvwyz'[i]]),
);
const SMALL_CAPITAL = new RegExp(`[${Object.keys(SMALL_CAPITALS).join('')}]`, 'gu');

export function parseChapters(description: string, durationSeconds: number): ChapterParse {
  const lines = description
    .replace(/^\uFEFF/, '')
    .replace(STYLED_LETTERS, (c) => c.normalize('NFKC'))
    .replace(SMALL_CAPITAL, (c) => SMALL_CAPITALS[c])
    .split(/\r\n|\r|\n/);
  const chapters: Chapter[] = [];
  const otherLines: string[] = [];
  let sawChapterLine = false;
  let state: 'before' | 'notes' | 'gap' | 'after' = 'before';
  // Lines of the short paragraph after a blank line: notes or a header if chapter lines follow, else other text.
  let pending: string[] = [];
  const endRun = (): 'after' => {
    otherLines.push(...pending);
    pending = [];
    return 'after';
  };
  for (const raw of lines) {
    const line = raw.trim();
    const found = state === 'after' ? null : chapterLine(line);
    if (found) sawChapterLine = true;
    const last = chapters[chapters.length - 1];
    // A list restarting after a paragraph ("Short version:") is another video's: the run ended before it.
    if (found && state === 'gap' && pending.length > 0 && found.start <= last.start) state = endRun();
    if (found && state !== 'after' && (state !== 'before' || found.start === 0)) {
      // The paragraph between two runs: a header is no note of the chapter above it; prose, links and sentences
      // with a time in them ("Related video (14:32)") belong to no chapter.
      const short = pending.length <= MAX_GAP_LINES && pending.every((text) => text.length <= MAX_GAP_LINE_CHARS);
      for (const text of pending) (!short || looksLikeHeader(text) ? otherLines : last.notes).push(text);
      pending = [];
      chapters.push({ start: found.start, end: 0, title: found.title, notes: [] });
      state = 'notes';
    } else if (line === '') {
      if (state === 'notes') state = 'gap';
    } else if (state === 'notes') {
      last.notes.push(line);
    } else if (state === 'gap') {
      // Prose, links or a sentence holding a time between chapter lines: the run goes on when chapter lines follow
      // in ascending order (YouTube reads every line that begins with a time).
      pending.push(line);
    } else {
      otherLines.push(line);
    }
  }
  otherLines.push(...pending);
  // A time past the end of the video (a timetable under the list) cannot be one of its chapters.
  const inVideo = durationSeconds > 0 ? chapters.filter((c) => c.start < durationSeconds) : chapters;
  const reason = !sawChapterLine
    ? 'no-timestamps'
    : inVideo.length === 0
      ? 'not-from-zero'
      : validate(inVideo, durationSeconds);
  return reason
    ? { chapters: [], reason, otherLines: lines.map((l) => l.trim()).filter(Boolean) }
    : { chapters: inVideo, otherLines };
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
