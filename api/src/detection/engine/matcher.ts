/**
 * Scanners over token lists using the compiled lexicon: exercise mentions (names/aliases) and form-cue hits.
 */
import { CompiledLexicon, getLexicon } from './lexicon';
import { CUE_FILLER_WORDS, tokenize } from './normalize';

export interface Mention {
  entry: number;
  /** Token index of the first word of the mention. */
  start: number;
  end: number;
}

export interface CueHit {
  entry: number;
  cue: number;
  /** Token index (in the unfiltered token list) where the cue phrase begins. */
  token: number;
  /** Token index one past the cue phrase's last word. */
  end: number;
}

/** Every exercise named in the tokens, leftmost-longest, non-overlapping. */
export function findMentions(tokens: readonly string[], lexicon: CompiledLexicon = getLexicon()): Mention[] {
  return lexicon.names.scan(tokens).map((h) => ({ entry: h.value, start: h.start, end: h.end }));
}

/** Every lexicon form cue present in the tokens (overlaps included); filler words ("your", "the") are skipped on both sides. */
export function findCueHits(tokens: readonly string[], lexicon: CompiledLexicon = getLexicon()): CueHit[] {
  const kept: number[] = [];
  const filtered: string[] = [];
  tokens.forEach((t, i) => {
    if (!CUE_FILLER_WORDS.has(t)) {
      kept.push(i);
      filtered.push(t);
    }
  });
  const hits: CueHit[] = [];
  for (const hit of lexicon.cues.scanAll(filtered)) {
    for (const ref of hit.value)
      hits.push({ entry: ref.entry, cue: ref.cue, token: kept[hit.start], end: kept[hit.end - 1] + 1 });
  }
  return hits;
}

/** The first exercise a short text (a chapter title) names, or null when it names none. */
export function firstExerciseIn(text: string, lexicon: CompiledLexicon = getLexicon()): number | null {
  const mentions = findMentions(tokenize(text), lexicon);
  return mentions.length > 0 ? mentions[0].entry : null;
}

/** The cues of one entry found in a text, in lexicon order, each at most once. */
export function cuesOfEntryIn(
  texts: readonly string[],
  entry: number,
  lexicon: CompiledLexicon = getLexicon(),
): string[] {
  const found = new Set<number>();
  for (const text of texts) {
    for (const hit of findCueHits(tokenize(text), lexicon)) if (hit.entry === entry) found.add(hit.cue);
  }
  return [...found].sort((a, b) => a - b).map((i) => lexicon.entries[entry].cues[i]);
}
