/**
 * Form cues said in the coach's own order and words: "round your back up to the ceiling" holds every word of the
 * lexicon's "round your back toward the ceiling", with others between; "now go up onto your toes and back down" all
 * but one of "go up on your toes and come back down".
 * The exact matcher (matcher.ts `findCueHits`) needs the cue as written, give or take one word; this one finds a cue
 * whose words are all said close together and in order (one word of a long cue may be missing). Captions only: a
 * chapter title is too short to hold a cue.
 */
import { DESCRIBED_BODY_WORDS } from './body-words';
import { overlapsHit } from './cue-hits';
import type { CompiledLexicon } from './lexicon';
import type { CueHit } from './matcher';
import { BOUNDARY, CUE_FILLER_WORDS, cueForm, cueWords, tokenize, withoutFillers } from './normalize';

/**
 * Words that carry no move: a cue is known by the others ("lean forward" rather than "and", "on"); prepositions of
 * direction too, which coaches vary ("sit back toward your heels", "onto your heels").
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  tokenize(
    'and or to on in of at with from for as is are be then so just until till if like very nice slowly gently ' +
      'toward towards onto into over against through behind ' +
      // The same joiners in the languages whose describing cues the lexicon holds (Dutch, Scandinavian, Czech,
      // Slovak, Polish, Russian, Ukrainian, Romanian, Indonesian, Hungarian, Turkish).
      'en op de het een naar dan och og pa mot till a i o na do ke k ve se si je pak potom potem и в на к и потом ' +
      'і до si pe la in spre apoi dan lalu ke di és a az majd ve ile sonra',
  ),
);
/** A loose cue needs this many words of its own: fewer say too little ("keep straight"). */
const MIN_LOOSE_WORDS = 3;
/** From this many words on, a cue is found with one word unsaid ("come up onto your toes" for "rise up onto…"). */
const ONE_MAY_MISS_FROM = 4;
/** How far apart (in words said, fillers and clause marks left out, per word of the cue) a cue's words may be. */
const SPREAD_PER_WORD = 2;
/** A cue's words said further apart than its own length times SPREAD_PER_WORD plus this are two remarks. */
const SPREAD_SLACK = 4;
/** Clause marks a loosely said cue may hold ("lie on your back, knees bent, feet flat"): more and it is two remarks. */
const MAX_CLAUSES_CROSSED = 2;
/** The body words in the form cue words take (normalize.ts `cueForm`: "knee" -> "kne"). */
const BODY_FORMS: ReadonlySet<string> = new Set([...DESCRIBED_BODY_WORDS].map(cueForm));

interface LooseCue {
  entry: number;
  cue: number;
  /** The cue's own words, in order. */
  words: readonly string[];
  /** Whether one word (not the anchor) may go unsaid: a coach varies the verb ("come up onto your toes"). */
  oneMayMiss: boolean;
  /** The cue's rarest word, which must be said. */
  anchor: string;
}

const compiled = new WeakMap<CompiledLexicon, Map<string, LooseCue[]>>();

/** Each loose cue, filed under its rarest word that must be said: a cue is only tried where that word is. */
function byAnchor(lexicon: CompiledLexicon): Map<string, LooseCue[]> {
  let anchors = compiled.get(lexicon);
  if (anchors) return anchors;
  const cues: LooseCue[] = [];
  lexicon.entries.forEach((e, entry) =>
    e.cues.forEach((text, cue) => {
      const words = withoutFillers(tokenize(text))
        .filter((w) => !FUNCTION_WORDS.has(w))
        .map(cueForm);
      if (new Set(words).size < MIN_LOOSE_WORDS || words.length !== new Set(words).size) return;
      cues.push({ entry, cue, words, oneMayMiss: words.length >= ONE_MAY_MISS_FROM, anchor: '' });
    }),
  );
  const frequency = new Map<string, number>();
  for (const c of cues) for (const w of c.words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  anchors = new Map();
  for (const c of cues) {
    // The body part is what a describing cue is about ("come up onto your toes": the toes, not "come").
    const body = c.words.filter((w) => BODY_FORMS.has(w));
    c.anchor = (body.length > 0 ? body : c.words).reduce((a, b) => (frequency.get(b)! < frequency.get(a)! ? b : a));
    if (!anchors.has(c.anchor)) anchors.set(c.anchor, []);
    anchors.get(c.anchor)!.push(c);
  }
  compiled.set(lexicon, anchors);
  return anchors;
}

/**
 * Where the cue's words are said in order within [from, to), each after the one before; one word may be missing when
 * `oneMayMiss`, never the anchor nor a body part ("keep your back straight … lift" is not "keep your knee straight
 * and lift your leg"). Null when they are not.
 */
function saidInOrder(where: WordPositions, c: LooseCue, from: number, to: number): [number, number] | null {
  let first = -1;
  let last = from - 1;
  let missing = 0;
  for (const word of c.words) {
    const i = where.firstAfter(word, last + 1);
    if (i < 0 || i >= to) {
      if (word === c.anchor || !c.oneMayMiss || BODY_FORMS.has(word) || ++missing > 1) return null;
      continue;
    }
    if (first < 0) first = i;
    last = i;
  }
  return [first, last];
}

/** Where each word is said, in order: the first place of a word at or after a position is a binary search away. */
class WordPositions {
  private readonly at = new Map<string, number[]>();

  constructor(said: readonly string[]) {
    said.forEach((word, i) => {
      const list = this.at.get(word);
      if (list) list.push(i);
      else this.at.set(word, [i]);
    });
  }

  /** The first position of `word` at or after `from`, or -1. */
  firstAfter(word: string, from: number): number {
    const list = this.at.get(word);
    if (!list) return -1;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < list.length ? list[lo] : -1;
  }
}

/** Cues said loosely in the tokens, in token order; a cue the exact matcher found (`exact`) is not found again. */
export function findLooseCueHits(
  tokens: readonly string[],
  lexicon: CompiledLexicon,
  exact: readonly CueHit[],
): CueHit[] {
  const anchors = byAnchor(lexicon);
  // The words said, fillers and clause marks left out (they are no part of a cue); `kept` maps back to the tokens.
  // (The floor of the pelvic floor is no floor to lower a knee to.)
  const { words: said, kept } = cueWords(
    tokens,
    (t, before) => t === BOUNDARY || CUE_FILLER_WORDS.has(t) || (t === 'floor' && before === 'pelvic'),
  );
  // Clause marks before each token: how many clauses a loosely said cue spans.
  const marksBefore = new Uint32Array(tokens.length + 1);
  tokens.forEach((t, i) => (marksBefore[i + 1] = marksBefore[i] + (t === BOUNDARY ? 1 : 0)));
  const found = new Set<string>();
  const covered = (entry: number, cue: number, from: number, to: number) =>
    overlapsHit(exact, from, to, (h) => h.entry === entry && h.cue === cue);
  const where = new WordPositions(said);
  const hits: CueHit[] = [];
  said.forEach((word, at) => {
    for (const c of anchors.get(word) ?? []) {
      const spread = c.words.length * SPREAD_PER_WORD + SPREAD_SLACK;
      const span = saidInOrder(where, c, Math.max(0, at - spread), Math.min(said.length, at + spread + 1));
      if (!span || span[1] - span[0] >= spread) continue;
      const [token, end] = [kept[span[0]], kept[span[1]] + 1];
      if (marksBefore[end] - marksBefore[token] > MAX_CLAUSES_CROSSED) continue;
      const key = `${c.entry}:${c.cue}:${token}`;
      if (found.has(key) || covered(c.entry, c.cue, token, end)) continue;
      found.add(key);
      hits.push({ entry: c.entry, cue: c.cue, token, end });
    }
  });
  return hits;
}
