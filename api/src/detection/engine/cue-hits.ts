/**
 * Look-ups over cue hits, which the matcher returns in token order: binary search finds the first hit at or
 * after a token, so questions about a token range cost a few steps rather than a scan of the transcript.
 */
import type { CompiledLexicon } from './lexicon';
import type { CueHit } from './matcher';

/** Index of the first hit whose token is >= `token`. */
export function firstHitFrom(hits: readonly CueHit[], token: number): number {
  let lo = 0;
  let hi = hits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hits[mid].token < token) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a cue of `entry` starts within [from, to). */
export function hasCueOf(hits: readonly CueHit[], entry: number, from: number, to: number): boolean {
  for (let i = firstHitFrom(hits, from); i < hits.length && hits[i].token < to; i++)
    if (hits[i].entry === entry) return true;
  return false;
}

/** No cue phrase is longer than this many tokens: a hit covering a token starts at most this far before it. */
export const MAX_CUE_TOKENS = 16;

/** Whether a hit that passes `test` overlaps tokens [from, to) (cue phrases are short: look back a few tokens). */
export function overlapsHit(
  hits: readonly CueHit[],
  from: number,
  to: number,
  test: (hit: CueHit) => boolean,
): boolean {
  for (let i = firstHitFrom(hits, from - MAX_CUE_TOKENS); i < hits.length && hits[i].token < to; i++)
    if (hits[i].end > from && test(hits[i])) return true;
  return false;
}

/** Whether a cue phrase of `entry` covers token `at`. */
export function insideCueOf(hits: readonly CueHit[], entry: number, at: number): boolean {
  return overlapsHit(hits, at, at + 1, (h) => h.entry === entry);
}

/** The cues of `entry` spoken within [from, to), in lexicon order, once each. */
export function cuesInRange(
  hits: readonly CueHit[],
  entry: number,
  from: number,
  to: number,
  lexicon: CompiledLexicon,
): string[] {
  const found = new Set<number>();
  for (let i = firstHitFrom(hits, from); i < hits.length && hits[i].token < to; i++)
    if (hits[i].entry === entry) found.add(hits[i].cue);
  return [...found].sort((a, b) => a - b).map((i) => lexicon.entries[entry].cues[i]);
}
