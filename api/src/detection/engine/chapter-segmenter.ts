/**
 * Turns a valid chapter list into exercise segments. Each chapter title is read (chapter-title.ts) and decided in
 * this order: talk (intro, Q&A, common mistakes, a question...) is never an exercise, whatever it names; then a
 * lexicon exercise is `known` (a variant of one, "Decline squat", is `inferred` in the author's words); then a title naming no movement ("Warm up", "Rest", words to the viewer) is dropped;
 * anything else short enough to be a name is an exercise the lexicon does not know, `inferred`. Every chapter is
 * its own segment ("Squats (round 2)" again), except that "Plank – part 2" continues "Plank – part 1".
 */
import { regionOf } from './body-region';
import { asciiDigits, CIRCLED_NUMBER, readChapterTitle } from './chapter-title';
import type { ChapterParse } from './chapters';
import type { Dosage } from './dosage';
import type { BodyPart, CompiledLexicon } from './lexicon';
import { cuesOfEntryIn, findMentions } from './matcher';
import { isTalk, namesNoMovement } from './non-exercise';
import chapterWords from './chapter-words.json';
import { foldText, tokenize } from './normalize';
import {
  closingTalk,
  countsAfterName,
  isOffTopic,
  isUnreadList,
  isWorkoutList,
  type ListChapter,
  looksLikeExerciseVideo,
  saysReadLanguageWords,
  unreadTalk,
  writesDose,
} from './workout-list';

/** Longest title taken for an exercise name the lexicon does not know; longer ones are sentences. */
export const MAX_INFERRED_WORDS = 6;

export interface ChapterSegment {
  start: number;
  end: number;
  /** Lexicon entry, or null for an exercise the lexicon does not know. */
  entry: number | null;
  /** For a variant of a lexicon exercise: that exercise (its tags are the variant's). */
  family: number | null;
  /** The exercise in the author's words, cleaned of numbering, dosage and filler. */
  words: string;
  dosage: Dosage;
  cues: string[];
  /** For an exercise the lexicon does not know whose words name no region: the region its context names. */
  regionHint?: BodyPart | null;
}

export interface ChapterSegmentation {
  segments: ChapterSegment[];
  /** Titles of chapters that are not exercises. */
  dropped: string[];
}

/**
 * Words that may sit beside a lexicon name without making it another exercise: manner, equipment, placement,
 * teaching words ("Easy terminal knee extension", "Banded clamshells", "Calf raises on a step", "Squat technique",
 * "Supported calf raises at the kitchen counter"). They, the body positions, the set-up words and the equipment kinds
 * are listed per language in chapter-words.json.
 */
const QUALIFIERS = new Set(Object.values(chapterWords.qualifiers).flatMap((words) => tokenize(words)));

/**
 * Body positions, by group (standing, seated, lying, kneeling, quadruped), each a comma-separated list of words or
 * phrases per language: "de pie" is standing where "pie" alone is a foot, "à genoux" kneeling where "genoux" are
 * knees. A position the lexicon entry does not contradict is manner ("Standing calf stretch" is the calf stretch);
 * one that contradicts the position its names state makes another exercise ("Seated thoracic rotation" is not the
 * side-lying open book).
 */
const phrasesOf = (byLanguage: Record<string, string>) =>
  Object.values(byLanguage).flatMap((list) => list.split(',').map((phrase) => tokenize(phrase)));
const POSITION = new Map<string, number>();
const POSITION_PHRASES: { words: string[]; group: number }[] = [];
Object.values(chapterWords.positions).forEach((byLanguage, group) =>
  phrasesOf(byLanguage).forEach((words) =>
    words.length === 1 ? POSITION.set(words[0], group) : POSITION_PHRASES.push({ words, group }),
  ),
);
const LYING = Object.keys(chapterWords.positions).indexOf('lying');
/**
 * Lying on the side: words that say it alone ("sidelying", "külili", "Seitenlage"; a lying position), and the word
 * for the side, which says it beside a lying word ("side lying", "tumbado de lado"). It is manner only for an entry
 * whose names lie on the side ("Clamshell külili", "Clam on your side"): elsewhere the side makes another exercise
 * ("Plank na boku" is the side plank, "Side-lying external rotation" no band external rotation).
 */
const SIDE_LYING = new Set(phrasesOf(chapterWords.sideLying.words).flat());
SIDE_LYING.forEach((w) => POSITION.set(w, LYING));
const SIDE = new Set(phrasesOf(chapterWords.sideLying.side).flat());

/** The position group each token is part of, if any (a phrase's words all take its group). */
function positionsIn(tokens: readonly string[]): (number | undefined)[] {
  const at = tokens.map((t) => POSITION.get(t));
  for (const { words, group } of POSITION_PHRASES)
    for (let i = 0; i + words.length <= tokens.length; i++)
      if (words.every((w, k) => tokens[i + k] === w)) words.forEach((_, k) => (at[i + k] = group));
  return at;
}

interface EntryPositions {
  /** The position groups an entry's names state ("side lying thoracic rotation" -> lying). */
  stated: Set<number>;
  /** For an entry that states none: the groups of another entry named as it in a position ("kneeling plank"). */
  apart: Set<number>;
  /** Whether its names lie on the side ("side lying clam"). */
  onSide: boolean;
}
const entryPositions = new WeakMap<CompiledLexicon, EntryPositions[]>();

/**
 * The positions of every entry: those its names state, whether one lies on the side, and, for an entry stating
 * none, the positions in which the lexicon knows it as another exercise ("kneeling plank" is the knee plank, so
 * kneeling is no manner for the plank: "Plank na kolenou" varies it).
 */
function positionsOf(entry: number, lexicon: CompiledLexicon): EntryPositions {
  let all = entryPositions.get(lexicon);
  if (!all) {
    const names = lexicon.entries.map((e) => [e.name, ...e.aliases].map((n) => tokenize(n)));
    const byName = new Map<string, number[]>();
    names.forEach((ns, i) => ns.forEach((n) => byName.set(n.join(' '), [...(byName.get(n.join(' ')) ?? []), i])));
    all = names.map((ns) => {
      const at = ns.map((n) => positionsIn(n));
      return {
        stated: new Set(at.flat().filter((g): g is number => g !== undefined)),
        apart: new Set<number>(),
        onSide: ns.some((n, k) => n.some((t) => SIDE_LYING.has(t) || (SIDE.has(t) && at[k].includes(LYING)))),
      };
    });
    names.forEach((ns, i) =>
      ns.forEach((n) => {
        const at = positionsIn(n);
        const rest = n.filter((t, k) => at[k] === undefined && !(SIDE.has(t) && at.includes(LYING)));
        if (rest.length === n.length || rest.length === 0) return;
        for (const other of byName.get(rest.join(' ')) ?? [])
          if (other !== i) at.forEach((g) => g !== undefined && all![other].apart.add(g));
      }),
    );
    entryPositions.set(lexicon, all);
  }
  return all[entry];
}

/**
 * Words that open the set-up of a known exercise ("Glute bridge with a band above the knees", "Standing hip
 * abduction holding on to the counter", "Brustdehnung am Türrahmen"): what follows describes how to do it, not
 * another exercise — unless it names another lexicon exercise ("Plank with shoulder taps").
 */
const SETUP_WORDS = new Set(Object.values(chapterWords.setup).flatMap((words) => tokenize(words)));

/**
 * Equipment an entry's name may state ("External rotation with band"), by kind, in the languages read: a set-up naming
 * another kind varies it ("… with a stick"), one naming the same kind in other words does not ("mit Theraband").
 */
const EQUIPMENT = new Map<string, number>();
Object.values(chapterWords.equipment).forEach((byLanguage, kind) =>
  Object.values(byLanguage).forEach((words) => tokenize(words).forEach((w) => EQUIPMENT.set(w, kind))),
);

const equipmentApart = new WeakMap<CompiledLexicon, Set<number>[]>();

/**
 * The equipment kinds with which the lexicon knows an entry as another exercise: "chair squat" is the sit to stand
 * and "wall push up" an entry of its own, so a chair varies the squat ("Genuflexiuni pe scaun") and a wall the push up.
 */
function apartEquipment(entry: number, lexicon: CompiledLexicon): Set<number> {
  let all = equipmentApart.get(lexicon);
  if (!all) {
    const names = lexicon.entries.map((e) => [e.name, ...e.aliases].map((n) => tokenize(n)));
    const byName = new Map<string, number[]>();
    names.forEach((ns, i) => ns.forEach((n) => byName.set(n.join(' '), [...(byName.get(n.join(' ')) ?? []), i])));
    all = names.map(() => new Set<number>());
    names.forEach((ns, i) =>
      ns.forEach((n) => {
        const rest = n.filter((t) => !EQUIPMENT.has(t));
        if (rest.length === n.length || rest.length === 0) return;
        for (const other of byName.get(rest.join(' ')) ?? [])
          if (other !== i) n.forEach((t) => EQUIPMENT.has(t) && all![other].add(EQUIPMENT.get(t)!));
      }),
    );
    equipmentApart.set(lexicon, all);
  }
  return all[entry];
}

/**
 * The set-up names equipment of another kind than the entry's own name states ("Thoracic extension over a chair"),
 * or one with which the lexicon knows it as another exercise ("Squat on a chair").
 */
function otherEquipment(entry: number, setup: readonly string[], lexicon: CompiledLexicon): boolean {
  const own = new Set(
    tokenize(lexicon.entries[entry].name).flatMap((t) => (EQUIPMENT.has(t) ? [EQUIPMENT.get(t)] : [])),
  );
  const named = setup.flatMap((t) => (EQUIPMENT.has(t) ? [EQUIPMENT.get(t)!] : []));
  const apart = apartEquipment(entry, lexicon);
  return named.some((k) => apart.has(k)) || (own.size > 0 && named.length > 0 && named.every((k) => !own.has(k)));
}

export interface ChapterKind {
  /** The lexicon entry the title names exactly (modulo qualifiers), else null (`inferred`). */
  entry: number | null;
  /** For a variant ("Decline squat", "Bridge walkouts"): the lexicon entry it varies, for its tags. */
  family: number | null;
}

/** A chapter's exercise and the words it is titled with (a name in brackets may be the one the lexicon knows). */
export interface ChapterReading extends ChapterKind {
  words: string;
}

// "Heel raise [double leg]", "Cem (The Hundred)", "Utkata Konasana (Goddess pose)": a bracket holds a qualifier or
// the name in another language.
const BRACKETED = /\s*[([]([^)\]]+)[)\]]\s*/gu;
// "Marjaryasana-Bitilasana / Cat-cow": two names for one pose, read like a bracket.
const SLASHED = /^(.+?)\s+\/\s+(.+)$/u;
// German names a stretch by the verb after the muscle ("Trapezius dehnen"): read as "Trapezius stretch".
const GERMAN_STRETCH = /\b(?:dehnen|dehnung)\b/iu;
// A Sanskrit pose name ("Utkatasana", "Eka Pada Rajakapotasana"): the other name beside it is the one to title with.
const SANSKRIT = /asana\b/iu;

/**
 * Reads a title with an aside in brackets: the whole title first; if the lexicon does not know it as written, the
 * bracket before the name ("[Seated] knee extension" order), the name outside the brackets, then a bracket alone.
 * Neither known: the non-Sanskrit part, in the author's words.
 */
export function readChapterKind(words: string, lexicon: CompiledLexicon): ChapterReading | null {
  const subtitled = SUBTITLE.exec(words);
  if (subtitled) return isTalk(words) ? null : readSubtitled(subtitled[1], subtitled[2], lexicon);
  const slashed = SLASHED.exec(words);
  if (slashed) words = `${slashed[1]} (${slashed[2]})`;
  const whole = classifyChapter(words, lexicon);
  // "Assisted arm raise – helper supports the weaker arm": a name, then how to do it, too long to be a name itself;
  // or read as one unknown name, though the how is a clause of its own ("Ankle alphabet - trace the letters A to Z
  // with your big toe").
  const head = (whole === null || whole.entry === null) && !isTalk(words) ? NAME_THEN_HOW.exec(words) : null;
  if (head) {
    const named = classifyChapter(head[1], lexicon);
    const how = tokenize(words.slice(head[1].length)).filter((t) => /\p{L}/u.test(t));
    const isHow = how.length >= MIN_HOW_WORDS && (named?.entry != null || whole?.family === null);
    if (named && (whole === null || isHow)) return { ...named, words: head[1] };
  }
  if (whole && whole.entry === null && GERMAN_STRETCH.test(words)) {
    const stretch = classifyChapter(words.replace(GERMAN_STRETCH, 'stretch'), lexicon);
    if (stretch?.entry != null) return { ...stretch, words };
  }
  const asides = [...words.matchAll(BRACKETED)].map((m) => m[1].trim()).filter(Boolean);
  if (whole && whole.entry === null && whole.family === null && asides.length === 0)
    return { ...whole, words: withoutHeldEquipment(words) };
  if (asides.length === 0 || whole === null || whole.entry !== null) return whole && { ...whole, words };
  const outside = words.replace(BRACKETED, ' ').replace(/\s+/g, ' ').trim();
  for (const option of [`${asides.join(' ')} ${outside}`, `${outside} ${asides.join(' ')}`, outside, ...asides]) {
    const kind = option ? classifyChapter(option, lexicon) : null;
    if (kind?.entry != null)
      return { ...kind, words: option === outside || asides.includes(option) ? option : outside };
  }
  if (SANSKRIT.test(outside)) {
    const english = asides.find((a) => !SANSKRIT.test(a));
    const kind = english ? classifyChapter(english, lexicon) : null;
    if (english && kind) return { ...kind, words: english };
  }
  // "Arm raises (seated)": an aside of manner words only is no part of the name.
  const manner = asides.every((a) => {
    const tokens = tokenize(a);
    const at = positionsIn(tokens);
    return tokens.every((t, i) => QUALIFIERS.has(t) || at[i] !== undefined);
  });
  return { ...whole, words: manner ? outside : words };
}

const NAME_THEN_HOW = /^(.+?)\s+[-–—]\s+\p{L}/u;
/** Words after a dash that make it how to do the move rather than the rest of its name ("Lunge - walking"). */
const MIN_HOW_WORDS = 3;

// "Hundred: Pumping the Arms", "Spine Stretch Forward: Sit Tall Before You Round": a name and its subtitle.
const SUBTITLE = /^([^:]{2,60}?)\s*:\s+([^:]{2,})$/u;

/**
 * A title in two parts around a colon: the part the lexicon knows names the exercise ("Ariketa: Plantxa" is the
 * plank, "Single Leg Circles: Keep the Pelvis Quiet" the leg circles); when neither is known the first part is the
 * name and the second its subtitle; when the whole title or its first part is talk ("Nordic hamstring curls: what the
 * trials show"), so is the chapter.
 */
function readSubtitled(first: string, second: string, lexicon: CompiledLexicon): ChapterReading | null {
  const before = readChapterKind(first, lexicon);
  if (before === null && isTalk(first)) return null;
  if (before?.entry != null) return before;
  const after = readChapterKind(second, lexicon);
  if (after?.entry != null) return after;
  return before ?? after;
}

/**
 * Set-up words that bring something held or leaned on ("with a light dumbbell", "along the kitchen counter", "to a
 * chair", "off the bottom stair").
 */
const HELD_SETUP = /\s+(?:with|holding|using|along|to|onto|on|off|against|mit|con|avec|com)\s+(.+)$/iu;

/**
 * A name the lexicon does not know, without a set-up that only brings equipment or a place ("Finger rolls with a
 * light dumbbell" is the finger roll). A set-up with other words stays part of the name ("Jaw opening with tongue on
 * the roof"), as does one after another set-up word ("Thoracic extension over a chair").
 */
function withoutHeldEquipment(words: string): string {
  const setup = HELD_SETUP.exec(words);
  if (!setup) return words;
  const tokens = tokenize(setup[1]);
  const held =
    tokens.some((t) => EQUIPMENT.has(t) || PLACES.has(t)) &&
    tokens.every((t) => QUALIFIERS.has(t) || EQUIPMENT.has(t) || PLACES.has(t) || LOAD_WORDS.has(t));
  return held ? words.slice(0, setup.index).trim() : words;
}
const PLACES = new Set(tokenize('counter kitchen table bench stairs stair step wall chair sofa bed door doorway rail'));
const LOAD_WORDS = new Set(tokenize('light heavy small big pair of bottom low high'));

/** Words a chapter written as a sentence opens with ("We start…", "Then we roll…", "Now onto…", "Come up…"). */
const SENTENCE_OPENERS: ReadonlySet<string> = new Set(tokenize('we then now next come you finally lets after'));
/** Words of a sentence before the name it holds, at least. */
const MIN_SENTENCE_LEAD = 3;

/**
 * Whether a chapter is an exercise, and which: null when it is not one. A title whose lexicon name comes with
 * other content words ("Decline squat", "Bridge walkouts") is a variant the lexicon does not know: `inferred`,
 * titled in the author's words, tagged from the family it belongs to.
 */
export function classifyChapter(words: string, lexicon: CompiledLexicon): ChapterKind | null {
  if (words === '' || isTalk(words)) return null;
  const tokens = tokenize(words).filter((t) => t !== '|');
  const mentions = findMentions(tokens, lexicon);
  if (mentions.length > 0) {
    const covered = new Set(mentions.flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)));
    // Two lexicon names written as one ("Bridge walkouts", "Squat jack") name one move: a variant of the first.
    const compound = mentions.some(
      (m, i) => i > 0 && m.entry !== mentions[i - 1].entry && m.start === mentions[i - 1].end,
    );
    const { stated, apart, onSide } = positionsOf(mentions[0].entry, lexicon);
    const at = positionsIn(tokens);
    const positionManner = (t: string, i: number) =>
      !SIDE_LYING.has(t) && at[i] !== undefined && (stated.size === 0 ? !apart.has(at[i]!) : stated.has(at[i]!));
    const manner = (t: string, i: number) =>
      // "Clamshell külili": lying on the side is manner only for a move done so; "Plank na boku" is another.
      (SIDE_LYING.has(t) || SIDE.has(t) ? onSide : QUALIFIERS.has(t)) ||
      // "Double leg heel raise": both legs is how most exercises are done.
      (t === 'leg' && ['double', 'two', 'both'].includes(tokens[i - 1])) ||
      // "Stationary bike warm up": the session stage the exercise serves.
      ((t === 'warm' || t === 'cool') && ['up', 'down'].includes(tokens[i + 1])) ||
      ((t === 'up' || t === 'down') && ['warm', 'cool'].includes(tokens[i - 1])) ||
      /^\d+$/.test(t) ||
      positionManner(t, i);
    // What follows a set-up word after the name is how to do it, unless it names another exercise, equipment or a
    // position that varies it ("Plank na kolenou", "Plank na boku").
    const first = mentions[0];
    const setupAt = tokens.findIndex((t, i) => i >= first.end && SETUP_WORDS.has(t));
    const setup = setupAt >= 0 ? setupAt : tokens.length;
    const varies =
      setupAt >= 0 &&
      (mentions.some((m) => m.start > setupAt && m.entry !== first.entry) ||
        otherEquipment(first.entry, tokens.slice(setupAt), lexicon) ||
        tokens.some(
          (t, i) =>
            i > setupAt &&
            !covered.has(i) &&
            (SIDE_LYING.has(t) || SIDE.has(t) ? !onSide : at[i] !== undefined && !positionManner(t, i)),
        ));
    // "We start on our backs with ten slow glute bridges": a chapter written as a sentence names one move somewhere
    // in it; the words around the name are how the class gets there, not a variant of it.
    if (
      SENTENCE_OPENERS.has(tokens[0]) &&
      first.start >= MIN_SENTENCE_LEAD &&
      mentions.every((m) => m.entry === first.entry)
    )
      return { entry: first.entry, family: null };
    const variant = compound || varies || tokens.some((t, i) => i < setup && !covered.has(i) && !manner(t, i));
    return variant ? { entry: null, family: mentions[0].entry } : { entry: mentions[0].entry, family: null };
  }
  // Yoga titles drop "pose" ("Triangle", "Pigeon"): a short name the lexicon knows with it is that pose.
  if (tokens.length <= 2) {
    const posed = findMentions([...tokens, 'pose'], lexicon);
    if (posed.length === 1 && posed[0].start === 0 && posed[0].end === tokens.length + 1)
      return { entry: posed[0].entry, family: null };
  }
  // A bare name that is an everyday word in speech ("Мост", "Köprü"), written as the whole title.
  const titled = lexicon.titleNames.get(tokens.join(' '));
  if (titled !== undefined) return { entry: titled, family: null };
  if (namesNoMovement(words)) return null;
  // "Jaw opening with tongue on the roof": the name is what comes before its set-up.
  const setupAt = tokens.findIndex((t, i) => i > 0 && SETUP_WORDS.has(t));
  const nameLength = setupAt > 0 ? setupAt : tokens.length;
  return nameLength <= MAX_INFERRED_WORDS && /\p{L}/u.test(words) ? { entry: null, family: null } : null;
}

/**
 * The numbered label a list puts before each name, in whatever language ("Motsa jiki na 1: Ɗaga ƙafa a miƙe",
 * "Harjoitus 2 – …"): the same words with the item's number on MIN_LABELLED chapters or more. It is the place in the
 * list, not the name. (The labels of the languages read are cut by the title reader already.) The number may be a
 * word of its own among the label's, a different one on each chapter ("لومړی تمرین –", "دویم تمرین –": first
 * exercise, second exercise; "Mmega nke mbụ –", "Mmega nke abụọ –"; "1-nji maşk:", "2-nji maşk:"); words that name a
 * move ("Calf raise – slow") are no label.
 */
function withoutRepeatedLabel(
  titles: readonly string[],
  lexicon: CompiledLexicon,
): { titles: string[]; numbered: boolean[] } {
  const labels = titles.map((t): { keys: string[]; length: number; place: string | null } | null => {
    // "❸ Turn your head slowly right and left – …": a circled number is a place too.
    const circled = CIRCLED_NUMBER.exec(t);
    if (circled) return { keys: ['circled'], length: circled[0].length, place: circled[0].trim() };
    const m = NUMBERED_LABEL.exec(t) ?? NUMBER_FIRST_LABEL.exec(t);
    if (m) return { keys: [`numbered ${m[1].toLowerCase()}`], length: m[0].length, place: null };
    const ordinal = ORDINAL_WORD_LABEL.exec(t);
    if (
      ordinal &&
      tokenize(t.slice(ordinal[0].length)).length >= 2 &&
      !findMentions(tokenize(ordinal[1]), lexicon).length
    )
      return { keys: ['ordinal'], length: ordinal[0].length, place: foldText(ordinal[1]) };
    const worded = WORDED_LABEL.exec(t);
    if (!worded || tokenize(t.slice(worded[0].length)).length < 2) return null;
    const words = worded[1].toLowerCase().split(/\s+/);
    if (words.length < 2 || findMentions(tokenize(worded[1]), lexicon).length > 0) return null;
    // One key per word that may be the number: the label is the other words, in their places.
    const keys = words.map((_, i) => `worded ${words.map((w, k) => (k === i ? '#' : w)).join(' ')}`);
    return { keys, length: worded[0].length, place: worded[1].toLowerCase() };
  });
  const places = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  for (const label of labels)
    for (const key of label?.keys ?? []) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (label?.place) places.set(key, (places.get(key) ?? new Set()).add(label.place));
    }
  // A word-numbered label names a different place on every chapter it opens.
  const isLabel = (key: string) =>
    (counts.get(key) ?? 0) >= MIN_LABELLED &&
    (places.get(key)?.size ?? counts.get(key)) === counts.get(key) &&
    (key !== 'ordinal' || shareAnAffix([...places.get(key)!]));
  const numbered = labels.map((label) => label !== null && label.keys.some(isLabel));
  return { titles: titles.map((t, i) => (numbered[i] ? t.slice(labels[i]!.length) : t)), numbered };
}
// (A Tibetan label's syllables are joined by the tsheg: "ལུས་རྩལ་ 1 –".)
const NUMBERED_LABEL = /^\s*(\p{L}[\p{L}\p{M}\s.\u0F0B]{1,30}?)\s*\d{1,2}\s*[:.)\-–—]\s+(?=\p{L})/u;
// The number first ("1.º exerciciu –", "2nd exercise:", "3e oefening –"): the word after it is the label.
const NUMBER_FIRST_LABEL =
  /^\s*\d{1,2}\s*(?:\.?\s*[º°ª]|st|nd|rd|th|er|re|e|ème|\.)?\s+(\p{L}[\p{L}\p{M}]{2,20})\s*[:\-–—]\s+(?=\p{L})/iu;
// One word before a dash or a colon, a different one on each chapter, the words sharing a part (Fijian "Ikadua –",
// "Ikarua –", "Ikatolu –"; Quechua "Hukñiqin –", "Iskayñiqin –"): a language's ordinal numbers.
const ORDINAL_WORD_LABEL = /^[^\p{L}\p{N}]*(\p{L}[\p{L}\p{M}'’]{2,20})\s*[:\-–—]\s+(?=\p{L})/u;
/** Shortest beginning or ending that ordinal words of one language share. */
const ORDINAL_AFFIX = 3;
const shareAnAffix = (words: readonly string[]): boolean => {
  const [first, ...rest] = words;
  const prefix = first.slice(0, ORDINAL_AFFIX);
  const suffix = first.slice(-ORDINAL_AFFIX);
  if (rest.every((w) => w.startsWith(prefix)) || rest.every((w) => w.endsWith(suffix))) return true;
  // "First" is often a word of its own ("Una, Ikaduha, Ikatlo", "Fɔlɔ, Filanan, Sabanan"): the others share a part.
  const [second, ...others] = rest;
  return (
    words.length > MIN_LABELLED &&
    (others.every((w) => w.startsWith(second.slice(0, ORDINAL_AFFIX))) ||
      others.every((w) => w.endsWith(second.slice(-ORDINAL_AFFIX))))
  );
};
// Two or three words before a dash or a colon ("لومړی تمرین –", "Mmega nke atọ –", "3-nji maşk:").
const WORDED_LABEL =
  /^[^\p{L}\p{N}]*((?:[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*\s+){1,2}[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*)\s*[:\-–—]\s+(?=\p{L})/u;
const MIN_LABELLED = 3;

/**
 * "Tiredness, and when to stop for the day": talk after a comma, where a name would end, makes the chapter talk. A
 * comma inside brackets is an aside's ("Seated twist (the gentle one, not the pretzel one from yoga)"), one after a
 * spaced dash the dose note's ("Sit to stand – ten, then another ten after a breather"); talk in a language not read
 * is not known for talk by a word it shares with English ("daw may doble nga baba").
 */
// "Bike: was 10 min, now 15 min – done after the call, not filmed": a move the video says it does not show.
const NOT_IN_THE_VIDEO = /\bnot\s+(?:filmed|shown|on\s+camera|in\s+(?:this|the)\s+video)\b|\boff[\s-]camera\b/iu;
const SPACED_DASH_NOTE = /\s[–—-]\s.*$/u;
const talkAfterComma = (title: string) => {
  const tail = /,\s(.+)$/u.exec(title.replace(BRACKETED, ' ').replace(SPACED_DASH_NOTE, ''));
  return tail !== null && isTalk(tail[1]) && saysReadLanguageWords(tokenize(tail[1]));
};

/**
 * 'Myth 1: "Squats are bad for your knees"': a sentence in quotes is something said (a myth, a patient's question),
 * not a move; a move's name in quotes is short ("“Superman”").
 */
const isQuotedSaying = (title: string) => {
  const said = title.replace(SHORT_LABEL, '').trim();
  return QUOTED.test(said) && tokenize(said).filter((t) => /\p{L}/u.test(t)).length >= MIN_SAYING_WORDS;
};
// What may stand before the quote: its label ("Myth 1:", "Q3 –").
const SHORT_LABEL = /^[^"“„«‘:–—]{1,24}[:–—]\s*/u;
const QUOTED = /^["“„«‘][^"“”„«»]+["”»’][?!.]?$/u;
const MIN_SAYING_WORDS = 4;

export function segmentChapters(parse: ChapterParse, lexicon: CompiledLexicon, videoTitle = ''): ChapterSegmentation {
  const segments: (ChapterSegment & { texts: string[] })[] = [];
  // Whether each segment's chapter carries the list's numbered label.
  const segmentNumbered: boolean[] = [];
  const dropped: string[] = [];
  const { titles: unlabelled, numbered } = withoutRepeatedLabel(
    parse.chapters.map((c) => asciiDigits(c.title)),
    lexicon,
  );
  for (const [c, chapter] of parse.chapters.entries()) {
    const read = readChapterTitle(unlabelled[c], chapter.notes);
    // A move the list numbers is one however many words it is described in ("Eksasaes 2: Pulum wan ni i kam long
    // jes – …"), or whatever its words are when it states a dose: its name is what comes before the how.
    const kind =
      readChapterKind(read.words, lexicon) ??
      (numbered[c] &&
      (tokenize(read.words).length > MAX_INFERRED_WORDS || Object.keys(read.dosage).length > 0) &&
      !isTalk(read.words)
        ? { entry: null, family: null, words: NAME_THEN_HOW.exec(read.words)?.[1] ?? read.words }
        : null);
    const title = kind ? { ...read, words: kind.words } : read;
    const hasDosage = Object.keys(title.dosage).length > 0;
    if (
      kind === null ||
      talkAfterComma(chapter.title) ||
      NOT_IN_THE_VIDEO.test(chapter.title) ||
      isQuotedSaying(chapter.title) ||
      isOffTopic({ words: title.words, recognised: kind.entry !== null, hasDosage })
    ) {
      dropped.push(chapter.title);
      continue;
    }
    const { entry, family } = kind;
    const last = segments[segments.length - 1];
    const sameAsLast =
      last && last.end === chapter.start && (entry !== null ? last.entry === entry : last.words === title.words);
    if (sameAsLast && title.repetition === 'part') {
      last.end = chapter.end;
      last.texts.push(chapter.title, ...chapter.notes);
      continue;
    }
    segments.push({
      entry,
      family,
      start: chapter.start,
      end: chapter.end,
      words: title.words,
      dosage: title.dosage,
      cues: [],
      texts: [chapter.title, ...chapter.notes],
    });
    segmentNumbered.push(numbered[c]);
  }
  // A track list, a talk's chapters or recipe steps are short names too: trust them only in a list that is a workout.
  const candidates = segments.map((s, i) => ({
    words: s.words,
    recognised: s.entry !== null || s.family !== null,
    hasDosage: Object.keys(s.dosage).length > 0,
    countAfterName: countsAfterName(s.texts[0]),
    numbered: segmentNumbered[i],
    notes: s.texts.slice(1),
  }));
  if (
    !isWorkoutList(
      candidates,
      parse.chapters.map((c) => c.title),
      (dosed) => looksLikeExerciseVideo(videoTitle, parse.otherLines, dosed),
      videoTitle,
    )
  )
    return { dropped: parse.chapters.map((c) => c.title), segments: [] };
  const talk = talkAroundMoves(segments, candidates, segmentNumbered, parse);
  if (talk.size > 0) {
    segments.forEach((s, i) => talk.has(i) && dropped.push(s.texts[0]));
    const kept = segments.filter((_, i) => !talk.has(i));
    segments.length = 0;
    segments.push(...kept);
  }
  const dominant = dominantRegion(segments, lexicon);
  let titled: BodyPart | null | undefined;
  const titleRegion = () => (titled === undefined ? (titled = regionOf(videoTitle)) : titled);
  return {
    dropped,
    segments: segments.map(({ texts, ...segment }) => {
      if (segment.entry === null) {
        if (segment.family !== null || regionOf(segment.words) !== null) return segment;
        // "Frog pumps", "Drehdehnung im Liegen": the body part written under the chapter, else the video's region:
        // that of its known exercises, else the one its title names ("Ciwon Gwiwa", knee pain).
        return { ...segment, regionHint: regionOf(texts.slice(1).join(' ')) ?? dominant ?? titleRegion() };
      }
      const entry = segment.entry;
      // Cues count when written under the chapter, or on another description line naming the same exercise.
      const elsewhere = parse.otherLines.filter((line) =>
        findMentions(tokenize(line), lexicon).some((m) => m.entry === entry),
      );
      return { ...segment, cues: cuesOfEntryIn([...texts, ...elsewhere], entry, lexicon) };
    }),
  };
}

/**
 * The segments that are talk by their place in the list. A list that numbers its moves with a label of its own
 * ("Eksasaes 1:", "Ehersisio 2 –"): what it does not number is the talk around them (a welcome, advice, thanks),
 * unless the lexicon knows it as written or it states a dose (a first ordinal spelt unlike the others: "Una –",
 * "Ikaduha –", "Ikatlo –"). Otherwise, in a list the engine cannot read: a short undosed opening is the intro, the
 * undosed last chapters the closing (`unreadTalk`).
 */
function talkAroundMoves(
  segments: readonly ChapterSegment[],
  candidates: readonly ListChapter[],
  numbered: readonly boolean[],
  parse: ChapterParse,
): Set<number> {
  if (numbered.filter(Boolean).length >= MIN_LABELLED)
    return new Set(
      segments.flatMap((s, i) => (!numbered[i] && s.entry === null && !writesDose(candidates[i]) ? [i] : [])),
    );
  const lastChapter = parse.chapters[parse.chapters.length - 1];
  const placed = segments.map((s, i) => ({
    start: s.start,
    end: s.end,
    hasDosage: writesDose(candidates[i]),
    lastOfList: s.start === lastChapter.start,
    known: s.entry !== null,
  }));
  return isUnreadList(
    candidates,
    parse.chapters.map((c) => c.title),
  )
    ? unreadTalk(placed)
    : closingTalk(placed);
}

/**
 * The body region most of a video's recognised exercises (known, or variants of a known family) work, when one
 * region leads outright: a rehab video keeps to one region, so a name the lexicon does not know most likely
 * works it too. Null on a tie or when nothing is recognised.
 */
function dominantRegion(segments: readonly ChapterSegment[], lexicon: CompiledLexicon): BodyPart | null {
  const counts = new Map<BodyPart, number>();
  for (const s of segments) {
    const known = s.entry ?? s.family;
    if (known === null) continue;
    const region = lexicon.entries[known].bodyPart;
    counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[1][1] === ranked[0][1])) return null;
  return ranked[0][0];
}
