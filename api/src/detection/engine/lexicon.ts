/**
 * Loads lexicon.json, validates it, and compiles it ONCE (module-level cache) into two token tries:
 * exercise names/aliases -> entry index, and form cues -> (entry, cue) references. Every detection call
 * reuses the compiled form, so per-request cost is only the scan of the text.
 */
import rawLexicon from './lexicon.json';
import { PhraseTrie } from './phrase-trie';
import { cueForm, tokenize, withoutFillers } from './normalize';

export const BODY_PARTS = ['Upper Body', 'Lower Body', 'Core', 'Back', 'Neck', 'Full Body'] as const;
export const CATEGORIES = [
  'Strength',
  'Mobility',
  'Flexibility',
  'Balance',
  'Stability',
  'Cardio',
  'Rehabilitation',
  'Breathing',
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];
export type Category = (typeof CATEGORIES)[number];

export interface LexiconEntry {
  id: string;
  name: string;
  aliases: string[];
  bodyPart: BodyPart;
  category: Category;
  /**
   * Form cues, then (from `describingFrom` on) the entry's `describingCues`: once validated, every cue of the entry is
   * in this one list, so a cue is known by its index wherever it is found.
   */
  cues: string[];
  /**
   * Whole instructions in languages whose body and movement words the engine does not list ("ляжте на спину и
   * поднимите таз вверх"): said alone, one names the move, as an English instruction that places a body part does
   * (caption-segmenter.ts `describesMove`). Read as cues too.
   */
  describingCues?: string[];
  /** Index in `cues` where the describing cues begin (set by `validateLexicon`). */
  describingFrom?: number;
  /** The name is also an everyday phrase ("good morning"): in speech it counts only next to one of its cues. */
  everydayPhrase?: boolean;
  /**
   * Bare names that are everyday words in speech ("Мост", "Köprü", "Γέφυρα": bridge), read only as a whole chapter
   * title: "Most – 3x10" in a list is the glute bridge; "most people" or "мост через реку" in speech names nothing.
   */
  titleNames?: string[];
}

export interface CueRef {
  entry: number;
  cue: number;
}

export interface CompiledLexicon {
  entries: readonly LexiconEntry[];
  byId: ReadonlyMap<string, number>;
  /** Name and alias phrases (plus joined-word variants) -> entry index. */
  names: PhraseTrie<number>;
  /** Filler-free cue phrases -> every entry/cue that uses the phrase. */
  cues: PhraseTrie<CueRef[]>;
  /** `titleNames`, tokenized and joined by spaces -> entry index: read only as a whole chapter title. */
  titleNames: ReadonlyMap<string, number>;
  /** Phrases claimed by two entries; the first entry keeps them. Exposed so a test can keep this empty. */
  conflicts: string[];
}

/** Throws with a precise message when the data file is malformed, so a bad edit fails loudly at start-up. */
export function validateLexicon(raw: unknown): LexiconEntry[] {
  if (!Array.isArray(raw)) throw new Error('lexicon.json must be an array');
  const ids = new Set<string>();
  return raw.map((item: Partial<LexiconEntry>, i) => {
    const where = `lexicon.json entry ${i} (${item?.id ?? '?'})`;
    if (typeof item?.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(item.id))
      throw new Error(`${where}: id must be kebab-case`);
    if (ids.has(item.id)) throw new Error(`${where}: duplicate id`);
    ids.add(item.id);
    if (typeof item.name !== 'string' || item.name !== item.name.toLowerCase())
      throw new Error(`${where}: name must be lower-case`);
    if (!BODY_PARTS.includes(item.bodyPart as BodyPart)) throw new Error(`${where}: bad bodyPart`);
    if (!CATEGORIES.includes(item.category as Category)) throw new Error(`${where}: bad category`);
    if (!Array.isArray(item.aliases) || !Array.isArray(item.cues))
      throw new Error(`${where}: aliases and cues must be arrays`);
    if (item.titleNames !== undefined && !Array.isArray(item.titleNames))
      throw new Error(`${where}: titleNames must be an array`);
    if (item.describingCues !== undefined && !Array.isArray(item.describingCues))
      throw new Error(`${where}: describingCues must be an array`);
    const entry = item as LexiconEntry;
    return { ...entry, cues: [...entry.cues, ...(entry.describingCues ?? [])], describingFrom: entry.cues.length };
  });
}

/** English prepositions after which a name's place or support may take an article ("from the knees"). */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['from', 'on', 'against', 'into', 'onto', 'off', 'over', 'at']);
const PLACE_ARTICLES = ['the', 'your', 'a'];

/**
 * The token variants under which a phrase is recognised: as written, fully joined, pairwise joined, and with an
 * article after a preposition of place ("side plank from knees" as "side plank from the knees", "on your knees").
 */
export function phraseVariants(tokens: readonly string[]): string[][] {
  const variants = [tokens.slice()];
  tokens.forEach((t, i) => {
    if (i > 0 && i + 1 < tokens.length && PLACE_PREPOSITIONS.has(t) && !PLACE_ARTICLES.includes(tokens[i + 1]))
      for (const article of PLACE_ARTICLES) variants.push([...tokens.slice(0, i + 1), article, ...tokens.slice(i + 1)]);
  });
  if (tokens.length >= 2) variants.push([tokens.join('')]); // "push up" also as "pushup", "bird dog" as "birddog"
  if (tokens.length >= 3) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      variants.push([...tokens.slice(0, i), tokens[i] + tokens[i + 1], ...tokens.slice(i + 2)]);
    }
  }
  return variants;
}

export function compileLexicon(entries: readonly LexiconEntry[]): CompiledLexicon {
  const names = new PhraseTrie<number>();
  const cues = new PhraseTrie<CueRef[]>();
  const byId = new Map<string, number>();
  const titleNames = new Map<string, number>();
  const conflicts: string[] = [];
  entries.forEach((entry, index) => {
    byId.set(entry.id, index);
    for (const phrase of [entry.name, ...entry.aliases]) {
      phraseVariants(tokenize(phrase)).forEach((variant, v) => {
        const owner = names.get(variant);
        if (owner === undefined) names.add(variant, index);
        // Only the as-written form (v === 0) is a real clash; joined variants may legitimately coincide.
        else if (owner !== index && v === 0) conflicts.push(`${phrase} (${entry.id} vs ${entries[owner].id})`);
      });
    }
    for (const phrase of entry.titleNames ?? []) {
      const key = tokenize(phrase).join(' ');
      const owner = titleNames.get(key) ?? names.get(tokenize(phrase));
      if (owner === undefined) titleNames.set(key, index);
      else if (owner !== index) conflicts.push(`${phrase} (${entry.id} vs ${entries[owner].id})`);
    }
    entry.cues.forEach((cue, cueIndex) => {
      const tokens = withoutFillers(tokenize(cue)).map(cueForm);
      const refs = cues.get(tokens);
      if (refs) refs.push({ entry: index, cue: cueIndex });
      else cues.add(tokens, [{ entry: index, cue: cueIndex }]);
    });
  });
  return { entries, byId, names, cues, titleNames, conflicts };
}

let cached: CompiledLexicon | null = null;

/** The compiled default lexicon, built on first use and shared afterwards. */
export function getLexicon(): CompiledLexicon {
  cached ??= compileLexicon(validateLexicon(rawLexicon));
  return cached;
}
