/**
 * Exercises found by how a session is paced rather than by what they are called. A physio or class teacher sets
 * a move up, says the dose ("eight each side", "hold it half a minute, three times") and then goes quiet while
 * the viewer does it; the next stretch of talk sets up the next move. Most of those moves are described in the
 * coach's own words ("hands and knees now, reach your right arm forward…"), which no list of names or cues
 * covers. So a stretch of speech that states a dose and is followed by a silence long enough to do it in is a
 * block of work: when no exercise found by name starts in it, it is an exercise of its own, titled by its place
 * among the video's exercises ("Exercise 3", confidence `inferred`) so the therapist names it on review.
 *
 * Not a new block: the other side or another set of the same move ("other side", "switch", "again", "second
 * set"), which continues the block before it, and a block in which the exercise already running says its own cues.
 */
import { regionOf } from './body-region';
import { describesMove, MIN_SEGMENT_SECONDS } from './caption-segmenter';
import { START_SLACK_SECONDS, titledByPlace, type UnnamedSegment } from './caption-sequence';
import type { CompiledLexicon } from './lexicon';
import { cuesOfEntryIn } from './matcher';
import { BOUNDARY, foldText, tokenize } from './normalize';
import { saysReadLanguageWords, speaksReadLanguage } from './workout-list';
import { speechEnd, type Cue, type SpokenTokens } from './rolling-cues';
import { digitsForNumberWords, spokenDosage } from './spoken-dosage';

/** Silence after a dose, in seconds, that is the viewer doing it (a breath or a demonstration is shorter). */
export const WORK_SILENCE_SECONDS = 12;
/** A named segment cut to less than this by a block was a name said in the talk before it, not a move. */
const MIN_CUT_SECONDS = 10;

/** Words that take the block before on to its other side or its next set, in the languages read. */
const CONTINUES = new RegExp(
  [
    String.raw`\b(?:other|opposite) (?:side|leg|arm|foot|hand|knee|hip|shoulder|way|direction)`,
    String.raw`\b(?:switch|swap|change) (?:sides?|legs?|arms?|over)\b`,
    String.raw`^\W*(?:and |now |okay |ok |right |alright )?(?:switch|swap|again|repeat)\b`,
    String.raw`\b(?:same|that) (?:again|on the|thing on)\b`,
    String.raw`\b(?:second|third|next|last|final|one more) (?:set|round of (?:those|these|them))\b`,
    String.raw`\bone more (?:time|set)\b`,
    // "Fifteen more swings", "ten more", "round two", "last round!", "halfway there", "twenty seconds rest".
    String.raw`\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty) more\b`,
    String.raw`\bround (?:\d|two|three|four)\b|\b(?:last|final|next) round\b|\bhalfway\b|^\W*(?:\S+ ){0,3}rest\b`,
    String.raw`\b(?:otro|el otro) lado\b|\bcambi(?:o|amos|a) de (?:lado|pierna|brazo)\b`,
    String.raw`\bandere(?:n)? (?:seite|bein|arm)\b|\bseitenwechsel\b|\bseite wechseln\b`,
    String.raw`\blautre (?:cote|jambe|bras)\b|\bchange(?:z|ons) de (?:cote|jambe)\b`,
    String.raw`\b(?:altro|laltro) (?:lato|braccio)\b|\baltra gamba\b|\bcambi(?:ate|amo) (?:lato|gamba)\b`,
    String.raw`\boutro lado\b|\boutra perna\b|\btroca(?:mos)? de lado\b`,
    String.raw`\bandere (?:kant|zijde|been|arm)\b|\bwissel(?:en)? van\b`,
  ].join('|'),
);

interface Block {
  /** Index of the first cue of the block's talk, and one past its last. */
  from: number;
  to: number;
  start: number;
  end: number;
  /**
   * Set up by talk alone in a language the engine reads, with no instruction or body part in it ("Ten slow ones,
   * only as far as is comfortable"): the dose of the move running, when one is; a move of its own only when none is.
   */
  byTalkOnly?: boolean;
}

interface FoundSegment {
  start: number;
  end: number;
  entry: number | null;
  words?: string;
  unnamed?: boolean;
}

/** The stretches of talk that end in a silence long enough to work in, with the cue after the silence. */
function talkBeforeSilences(cues: readonly Cue[]): { from: number; to: number }[] {
  const stretches: { from: number; to: number }[] = [];
  let from = 0;
  for (let i = 0; i < cues.length; i++) {
    const next = cues[i + 1];
    // Most cues start too soon after the one before to leave a silence; only the others are measured.
    if (
      next &&
      (next.start - cues[i].start < WORK_SILENCE_SECONDS || next.start - speechEnd(cues[i]) < WORK_SILENCE_SECONDS)
    )
      continue;
    if (next) stretches.push({ from, to: i + 1 });
    from = i + 1;
  }
  return stretches;
}

/**
 * Blocks of work no exercise found by name starts in: talk that sets a move up (an instruction, or a body part
 * named) and states a dose, then a silence. Talk after the silence that goes on with the same move (it opens with
 * the other side or another set, or only states a dose: counting a set aloud) joins the block; any other talk ends
 * it. Talk in which a found exercise starts is that exercise's, and is not read at all (most talk, in a video
 * whose moves are named: the rules below are the costly part).
 */
function findBlocks(cues: readonly Cue[], found: readonly FoundSegment[], spoken: SpokenTokens): Block[] {
  const blocks: Block[] = [];
  const starts = found.map((f) => f.start).sort((a, b) => a - b);
  let next = 0; // the first found start not before the current talk (both lists in time order)
  let open: Block | null = null;
  let unread: boolean | undefined; // read once, when first needed
  const unreadVideo = () => (unread ??= !speaksReadLanguage(spoken.tokens));
  for (const { from, to } of talkBeforeSilences(cues)) {
    const [start, end] = [cues[from].start, cues[to].start];
    while (next < starts.length && starts[next] < start - START_SLACK_SECONDS) next++;
    if (next < starts.length && starts[next] < end - START_SLACK_SECONDS) {
      open = null;
      continue;
    }
    const talk = cues.slice(from, to);
    const words = wordsOfCues(spoken, from, to);
    const continues = CONTINUES.test(foldText(talk[0].text));
    const setUp = continues ? 'none' : setsUpMove(talk, words);
    const setsUp = setUp !== 'none';
    const dosed = (continues && !open) || (!setsUp && !open) ? false : statesDose(talk);
    if (open && !setsUp && (continues || dosed)) {
      open.to = to;
      open.end = end;
    } else if (setsUp && (dosed || unreadWork(talk, end, unreadVideo))) {
      // The block starts at its instruction: greetings and chat before it in the same breath are not the move.
      const first = from + firstInstruction(talk, words);
      open = {
        from: first,
        to,
        start: cues[first].start,
        end,
        byTalkOnly: setUp === 'talk' && saysReadLanguageWords(words.flat()),
      };
      blocks.push(open);
    } else open = null;
  }
  return blocks;
}

/**
 * In a video spoken in a language whose words the engine does not read (no common word of a read language said in
 * the whole transcript), a dose said in words is not seen ("kaksi sarjaa, kymmenen toistoa", "ده بار"): there,
 * talk followed by a long silence is work.
 */
const unreadWork = (talk: readonly Cue[], nextTalk: number, unreadVideo: () => boolean) =>
  nextTalk - speechEnd(talk[talk.length - 1]) >= LONG_WORK_SILENCE_SECONDS && unreadVideo();
/** A silence long enough to be work whatever was said before it: a set, a hold, a stretch. */
const LONG_WORK_SILENCE_SECONDS = 20;

const statesDose = (talk: readonly Cue[]) => Object.keys(spokenDosage(talk.map((c) => c.text))).length > 0;

/** The tokens of cues from..to-1, one list per cue, cut from the transcript's tokens (tokenized once). */
function wordsOfCues({ tokens, cueOf }: SpokenTokens, from: number, to: number): string[][] {
  const words: string[][] = Array.from({ length: to - from }, () => []);
  for (let t = firstTokenOf(cueOf, from); t < tokens.length && cueOf[t] < to; t++)
    words[cueOf[t] - from].push(tokens[t]);
  return words;
}

/** The first token said in cue `cue` or later (`cueOf` is in speech order). */
function firstTokenOf(cueOf: readonly number[], cue: number): number {
  let [lo, hi] = [0, cueOf.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cueOf[mid] < cue) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Where in the talk the move is set up: the first cue that places or moves a body part; else the first that
 * names one ("hold it along your spine"); else the talk's first cue.
 */
function firstInstruction(talk: readonly Cue[], words: readonly string[][]): number {
  const moving = words.findIndex((w) => describesMove(w));
  if (moving >= 0) return moving;
  const naming = talk.findIndex((c) => regionOf(c.text, false) !== null);
  return Math.max(0, naming);
}

/**
 * Talk that sets a move up: an instruction that places or moves a body part, or a body part named at all; else talk
 * of some length (in a language whose body words are not read, all there is). Never a set counted aloud ("One. Two… Twelve.
 * Remember to breathe."): counting goes on with a move, whatever else is said.
 */
function setsUpMove(talk: readonly Cue[], words: readonly string[][]): SetUp {
  if (words.some((w) => describesMove(w))) return 'instruction';
  // Counting in English is seen in the tokens (and checked first: it is cheap, and most talk between the sets
  // of a named move is counting); in other languages, once their number words are read as digits.
  let [said, counted] = [0, 0];
  for (const cueWords of words)
    for (const w of cueWords) {
      if (w === BOUNDARY) continue;
      said++;
      if (COUNT_WORDS.has(w) || DIGITS.test(w)) counted++;
    }
  if (counted >= MIN_COUNTED) return 'none';
  const text = talk.map((c) => c.text).join(' ');
  if (regionOf(text, false) !== null) return 'instruction';
  if (said < MIN_SET_UP_WORDS) return 'none';
  return tokenize(digitsForNumberWords(text)).filter((w) => DIGITS.test(w)).length < MIN_COUNTED ? 'talk' : 'none';
}
/** How talk sets a move up: by an instruction or a body part, only by being talk of some length, or not at all. */
type SetUp = 'instruction' | 'talk' | 'none';
const DIGITS = /^\d+$/;
const COUNT_WORDS: ReadonlySet<string> = new Set(
  tokenize('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen twenty'),
);
/** Words of talk that can set a move up without a body word read; numbers said that make it a count instead. */
const MIN_SET_UP_WORDS = 8;
const MIN_COUNTED = 5;

/**
 * Adds an exercise for each block of work in which no exercise found by name (or by place) starts; a named
 * segment running on over such a block ends where it begins. Unnamed exercises are titled by their place.
 */
export function withBlockSegments<S extends FoundSegment>(
  cues: readonly Cue[],
  found: readonly S[],
  lexicon: CompiledLexicon,
  spoken: SpokenTokens,
): (S | UnnamedSegment)[] {
  const added: UnnamedSegment[] = [];
  for (const block of findBlocks(cues, found, spoken)) {
    const running = found.find((s) => s.start < block.start && s.end > block.start);
    if (running && (running.entry === null || block.byTalkOnly || goesOnWith(cues, block, running.entry, lexicon)))
      continue;
    added.push({
      start: Math.round(block.start),
      end: Math.round(block.end),
      entry: null,
      words: '',
      cues: [],
      unnamed: true,
    });
  }
  if (added.length === 0) return [...found];
  const kept: S[] = [];
  for (const s of found) {
    const cut = added.find((b) => b.start > s.start + START_SLACK_SECONDS && b.start < s.end);
    if (cut === undefined) kept.push(s);
    else if (cut.start - s.start >= (s.unnamed ? MIN_SEGMENT_SECONDS : MIN_CUT_SECONDS))
      kept.push({ ...s, end: cut.start });
  }
  const longEnough = added.filter((b) => b.end - b.start >= MIN_SEGMENT_SECONDS);
  return titledByPlace([...kept, ...longEnough].sort((a, b) => a.start - b.start));
}

/**
 * Whether the block's talk says a cue of the exercise running, or the head word of its name ("if the squats…"): its
 * last word, but the verb of a phrasal name ("push" of "push up": "up we go" goes on with nothing).
 */
function goesOnWith(cues: readonly Cue[], block: Block, entry: number, lexicon: CompiledLexicon): boolean {
  const talk = cues.slice(block.from, block.to).map((c) => c.text);
  const head = tokenize(lexicon.entries[entry].name)
    .filter((t) => !PARTICLES.has(t))
    .pop();
  return tokenize(talk.join(' ')).some((t) => t === head) || cuesOfEntryIn(talk, entry, lexicon).length > 0;
}

const PARTICLES: ReadonlySet<string> = new Set(['up', 'down', 'out', 'in', 'over', 'off', 'on', 'back']);

/**
 * Whether the transcript only talks about exercises: no exercise found in it shows being done — none has a cue of
 * its own said or a silence to do it in, and none was found by its place or its pace. A physio explaining a scan
 * ("squats and leg presses load the meniscus"), a recovery story ("my physio had me doing straight leg raises"), a
 * product review name moves and do none. A dose said is no move done either: a week of training planned on a
 * whiteboard ("back squats, five sets of five"), a podcast's "nordics, three sets of six".
 */
export function talkedAboutOnly(
  cues: readonly Cue[],
  segments: readonly { start: number; end: number; cues: readonly string[]; unnamed?: boolean }[],
): boolean {
  return segments.every((s) => !s.unnamed && s.cues.length === 0 && !silenceWithin(cues, s.start, s.end));
}

/** Whether the speech stops for WORK_SILENCE_SECONDS or more between start and end. */
function silenceWithin(cues: readonly Cue[], start: number, end: number): boolean {
  for (let i = 0; i + 1 < cues.length && cues[i].start < end; i++)
    if (cues[i + 1].start > start && cues[i + 1].start - speechEnd(cues[i]) >= WORK_SILENCE_SECONDS) return true;
  return false;
}
