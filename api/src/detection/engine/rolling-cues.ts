/**
 * YouTube auto-captions repeat themselves: each cue shows the previous line again above the new one, short
 * "flash" cues repeat a whole line, and some exports grow one line word by word ("hello", "hello everyone").
 * Counting those words twice would double every mention, so each cue keeps only the words it adds. Words keep
 * their own time (karaoke timestamps), so a cue that starts before a long silence does not drag the words
 * spoken after it back in time.
 */
import type { RawCue } from './captions';
import { tokenizeMany } from './normalize';

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Seconds a word takes to say, at a brisk speaking rate. */
const SECONDS_PER_WORD = 0.4;
/** Seconds the words of a cue take to say. */
export const speakingSeconds = (text: string) => text.split(' ').length * SECONDS_PER_WORD;

/**
 * When a cue's speech ends: its end, unless that is later than its words take to say. Cue ends are no guide in
 * auto-captions: a word stays on screen until the next is spoken, so the silence after it hides inside the cue.
 */
export const speechEnd = (cue: Cue) => Math.min(cue.end, cue.start + speakingSeconds(cue.text));

/** Shortest word overlap accepted between the end of one cue and the start of the next. */
const MIN_WORD_OVERLAP = 3;

const SIMPLE_WORD = /^[a-z0-9]*$/;
/** Comparison form of a word: lower case, letters and digits only (fast path for plain words). */
const key = (word: string) => {
  const lower = word.toLowerCase();
  if (SIMPLE_WORD.test(lower)) return lower;
  // Most other words are plain ones with punctuation at the end ("Two.", "okay,"): drop it without a regex.
  let end = lower.length;
  while (end > 0 && isAsciiPunctuation(lower.charCodeAt(end - 1))) end--;
  const trimmed = lower.slice(0, end);
  return SIMPLE_WORD.test(trimmed) ? trimmed : lower.replace(/[^\p{L}\p{N}]+/gu, '');
};

/** ASCII characters that are neither letters, digits nor spaces. */
const isAsciiPunctuation = (c: number) =>
  (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);

/** Number of leading words of `next` that repeat the last words of `previous` (0 when fewer than `min`). */
function overlap(previous: readonly string[], next: readonly string[], min: number): number {
  for (let k = Math.min(previous.length, next.length); k >= min; k--) {
    let same = true;
    for (let i = 0; i < k && same; i++) same = previous[previous.length - k + i] === next[i];
    if (same) return k;
  }
  return 0;
}

/** Length of `line` when `next` starts with all of it, else 0. */
function overlapPrefix(line: readonly string[], next: readonly string[]): number {
  if (line.length === 0 || line.length > next.length) return 0;
  for (let i = 0; i < line.length; i++) if (line[i] !== next[i]) return 0;
  return line.length;
}

export function collapseRollingCues(raw: readonly RawCue[]): Cue[] {
  const out: Cue[] = [];
  let previousLines: string[][] = [];
  let previousJoined: string[] = [];
  let previousWords: string[] = [];
  // Plain loops rather than flatMap/spread: this runs once per cue of a two-hour file.
  for (const cue of raw) {
    const lineKeys = cue.lines.map((l) => l.words.map(key));
    const joined = lineKeys.map((k) => k.join(' '));
    let words: string[] = [];
    let times: number[] = [];
    let keys: string[] = [];
    cue.lines.forEach((line, i) => {
      // Whole lines already shown by the previous cue are repeats.
      if (previousJoined.includes(joined[i])) return;
      for (let w = 0; w < line.words.length; w++) {
        words.push(line.words[w]);
        times.push(line.times[w]);
        keys.push(lineKeys[i][w]);
      }
    });
    // A line that grows a previous one ("hello" -> "hello everyone") contributes only its new words;
    // otherwise drop a longer run of words that repeats the end of what was already emitted.
    let cut = 0;
    for (const p of previousLines) cut = Math.max(cut, overlapPrefix(p, keys));
    if (cut === 0) cut = overlap(previousWords, keys, MIN_WORD_OVERLAP);
    if (cut > 0) [words, times, keys] = [words.slice(cut), times.slice(cut), keys.slice(cut)];
    previousLines = lineKeys;
    previousJoined = joined;
    if (words.length === 0) {
      // A pure repeat still tells how long the words stayed on screen.
      if (out.length > 0) out[out.length - 1].end = Math.max(out[out.length - 1].end, cue.end);
      continue;
    }
    previousWords = previousWords.concat(keys);
    if (previousWords.length > 40) previousWords = previousWords.slice(-40);
    splitByTime(words, times, cue.end, out);
  }
  return out;
}

/** One cue per run of words spoken at the same moment (one cue in total when there is no word timing). */
function splitByTime(words: readonly string[], times: readonly number[], end: number, cues: Cue[]): void {
  let from = 0;
  for (let i = 1; i <= words.length; i++) {
    if (i < words.length && times[i] === times[from]) continue;
    cues.push({ start: times[from], end: i < words.length ? times[i] : end, text: words.slice(from, i).join(' ') });
    from = i;
  }
}

/** A transcript's tokens in speech order, and the cue each token was said in. */
export interface SpokenTokens {
  tokens: string[];
  cueOf: number[];
}

/** Tokenizes a transcript once: the segmenter and the place reader both read these tokens. */
export function tokenizeCues(cues: readonly Cue[]): SpokenTokens {
  const tokens: string[] = [];
  const cueOf: number[] = [];
  tokenizeMany(cues.map((c) => c.text)).forEach((cueTokens, i) => {
    for (const t of cueTokens) {
      tokens.push(t);
      cueOf.push(i);
    }
  });
  return { tokens, cueOf };
}
