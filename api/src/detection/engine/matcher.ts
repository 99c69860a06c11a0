/**
 * Scanners over token lists using the compiled lexicon: exercise mentions (names/aliases) and form-cue hits.
 */
import { CompiledLexicon, getLexicon, phraseVariants } from './lexicon';
import { PhraseHit, PhraseTrie } from './phrase-trie';
import { CUE_FILLER_WORDS, cueWords, tokenize, withoutFillers } from './normalize';

export interface Mention {
  entry: number;
  /** Token index of the first word of the mention. */
  start: number;
  end: number;
  /** Said by a body part ("the calf one"), not by name: an announcement, never part of a list of names. */
  reference?: boolean;
  /**
   * Said as the instruction that performs the move ("squeeze the putty") or by a cue naming it: alone, with nothing
   * else of the move after it, it coaches another exercise ("roll your shoulders back" while seated marching).
   */
  described?: boolean;
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

/** Separable prefixes of German verbs: "zieht das Kinn zurück" says the name "Kinn zurückziehen". */
const SEPARABLE_PREFIXES = tokenize('zuruck zusammen hoch an auf ab aus ein vor nach mit hin her weg runter hinaus');
/**
 * Small words a speaker puts between the words of a name, or leaves out of it, in the languages read: articles,
 * possessives, the prepositions of direction and purpose, and a few adverbs of manner ("le genou vers la
 * poitrine", "étirement pour les ischio-jambiers", "lasst die Finger langsam an der Wand hochlaufen").
 * A separable prefix ends the spoken form of a name, so it is never one ("an" stays in "an der Wand").
 */
const SPOKEN_GAP_WORDS: ReadonlySet<string> = new Set(
  tokenize(
    'the a your my our to toward towards slowly gently ' +
      'le la les l un une des du de d vers a au aux pour votre vos ton ta tes son sa ses doucement lentement bien ' +
      'der die das den dem des eine einen zur zum zu am im euer eure deine ihre langsam sanft fest gerade ' +
      'el los las al del hacia tu su sus lentamente ' +
      'o os as da do das dos na no seu sua para devagar ' +
      'din dit dine din den det min mit mine til mod langsomt langsamt',
  ).filter((t) => !SEPARABLE_PREFIXES.includes(t)),
);

/**
 * The forms a name takes in speech, beyond its written forms: without its small words (matched against speech
 * without them), a French infinitive said as the imperative ("rentrer le menton" -> "rentrez le menton"), and a
 * German separable verb at the end split off ("Kinn zurückziehen" -> "… Kinn zurück").
 */
export function spokenVariants(tokens: readonly string[]): string[][] {
  const out: string[][] = [];
  const imperative = tokens.map((t) => (t.length > 4 && t.endsWith('er') ? `${t.slice(0, -2)}ez` : t));
  if (imperative.some((t, i) => t !== tokens[i])) out.push(imperative);
  const last = tokens[tokens.length - 1];
  if (tokens.length >= 2) {
    for (const prefix of SEPARABLE_PREFIXES) {
      if (last.length > prefix.length + 3 && last.startsWith(prefix) && last.endsWith('en'))
        out.push([...tokens.slice(0, -1), prefix]);
    }
  }
  return out.map((v) => v.filter((t) => !SPOKEN_GAP_WORDS.has(t))).filter((v) => v.length >= 2);
}

/**
 * The action nouns of two-word names ("ball squeeze", "heel slides", "ankle pumps", "chin tuck"): said as the
 * instruction that performs the move, the verb comes first ("squeeze the ball", "slide your heel", "pump your
 * ankles", "tuck your chin").
 */
const ACTION_NOUNS: ReadonlySet<string> = new Set(
  tokenize('squeeze slide glide pump shrug tuck circle roll bend curl tilt'),
);

/**
 * A two-word name ending in an action noun, said as the instruction ("putty squeeze" -> "squeeze (the) putty"),
 * unless that instruction is a form cue of another exercise ("squeeze your glutes" coaches the bridge; it does not
 * name the glute squeeze).
 */
export function actionForm(tokens: readonly string[]): string[] | null {
  return tokens.length === 2 && ACTION_NOUNS.has(tokens[1]) && !SPOKEN_GAP_WORDS.has(tokens[0])
    ? [tokens[1], tokens[0]]
    : null;
}

/**
 * Whether some exercise other than `entry` has a cue starting with `form` ("squeeze glute" in "squeeze your glutes").
 * `cueWords` holds each entry's cues as speech is read (fillers and small words left out), tokenized once.
 */
function coachesAnother(cueWords: readonly string[][][], entry: number, form: readonly string[]): boolean {
  return cueWords.some((cues, i) => i !== entry && cues.some((t) => form.every((w, k) => t[k] === w)));
}

const spokenCueWords = (lexicon: CompiledLexicon): string[][][] =>
  lexicon.entries.map((e) =>
    e.cues.map((cue) => withoutFillers(tokenize(cue)).filter((w) => !SPOKEN_GAP_WORDS.has(w))),
  );

/**
 * Endings a Scandinavian noun takes on a one-word name ("knäböj" -> "knäböjningar", "höftlyft" -> "höftlyften",
 * "hælglid" -> "hælglidning"): nominalisation, plural and the suffixed article. Read only on a word no name
 * starts with, of at least MIN_INFLECTED letters, when what is left is a one-word name.
 */
const WORD_ENDINGS = [
  'ningarna',
  'ningerne',
  'ningar',
  'ninger',
  'ningen',
  'arna',
  'erne',
  'erna',
  'orna',
  'ning',
  'en',
  'et',
];
const MIN_INFLECTED = 7;
/** What is left of a name's word once the ending is cut must be this long at least. */
const MIN_STEM = 5;

/**
 * The tokens with a compound said in two words read as one where the two make the first word of a name ("kettle
 * bell swings" -> "kettlebell (skipped) swings"), and an inflected form of a one-word name read as that name
 * ("knabojningar" -> "knaboj"), only where the word itself starts no name. The same array when nothing changes.
 */
export function withNameWordsUninflected(
  tokens: readonly string[],
  trie: PhraseTrie<number>,
  oneWordNames: ReadonlySet<string>,
  firstParts: ReadonlySet<string>,
): readonly string[] {
  let out: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (firstParts.has(t) && i + 1 < tokens.length && !trie.startsWith(t)) {
      // A compound said or captioned in two words ("kettle bell swings", "hæl glid"): read as written.
      const joined = t + tokens[i + 1];
      if (trie.startsWith(joined)) {
        out ??= tokens.slice();
        out[i] = joined;
        out[i + 1] = JOINED;
        i++;
        continue;
      }
    }
    if (t.length < MIN_INFLECTED || trie.startsWith(t)) continue;
    for (const ending of WORD_ENDINGS) {
      if (t.length - ending.length < MIN_STEM || !t.endsWith(ending)) continue;
      const base = t.slice(0, -ending.length);
      if (oneWordNames.has(base)) {
        out ??= tokens.slice();
        out[i] = base;
        break;
      }
    }
  }
  return out ?? tokens;
}

/** Stands for the second half of a compound said in two words; skipped like a small word. No word is empty. */
const JOINED = '';
/** The small words of speech and the second halves of compounds, skipped inside a name. */
const SKIPPED: ReadonlySet<string> = new Set([...SPOKEN_GAP_WORDS, JOINED]);
/** Shortest half of a compound said in two words. */
const MIN_COMPOUND_PART = 3;

/** Every way to cut the first words of names into two halves of MIN_COMPOUND_PART letters or more: the first halves. */
function compoundFirstParts(words: Iterable<string>): Set<string> {
  const parts = new Set<string>();
  for (const w of words)
    for (let k = MIN_COMPOUND_PART; k <= w.length - MIN_COMPOUND_PART; k++) parts.add(w.slice(0, k));
  return parts;
}

interface SpokenNames {
  /** Names without their small words, and their spoken forms, read over speech skipping its small words. */
  spoken: PhraseTrie<number>;
  /** Names their small words make ("la chaise", "the hundred"), read word for word. */
  exact: PhraseTrie<number>;
  /** The names of one word ("knaboj", "hoftlyft"), whose inflected forms are read too. */
  oneWord: Set<string>;
  /** First halves of the first words of names, for compounds said in two words. */
  firstParts: Set<string>;
}
const spokenCache = new WeakMap<CompiledLexicon, SpokenNames>();

function spokenNames(lexicon: CompiledLexicon): SpokenNames {
  let cached = spokenCache.get(lexicon);
  if (cached) return cached;
  const spoken = new PhraseTrie<number>();
  const exact = new PhraseTrie<number>();
  const oneWord = new Set<string>();
  const firstWords = new Set<string>();
  const cueWords = spokenCueWords(lexicon);
  const add = (trie: PhraseTrie<number>, form: readonly string[], index: number) => {
    for (const variant of phraseVariants(form)) {
      const owner = lexicon.names.get(variant);
      if (owner === undefined || owner === index) {
        trie.add(variant, index);
        if (trie === spoken && variant.length === 1) oneWord.add(variant[0]);
        if (trie === spoken) firstWords.add(variant[0]);
      }
    }
  };
  lexicon.entries.forEach((entry, index) => {
    for (const phrase of [entry.name, ...entry.aliases]) {
      const tokens = tokenize(phrase);
      const bare = tokens.filter((t) => !SPOKEN_GAP_WORDS.has(t));
      if (bare.length >= 2 || (bare.length === 1 && tokens.length === 1)) add(spoken, bare, index);
      else add(exact, tokens, index);
      for (const form of spokenVariants(tokens)) add(spoken, form, index);
      const action = actionForm(bare);
      // Stored past the entries' indexes, so a hit tells it was read as an instruction.
      if (action && !coachesAnother(cueWords, index, action)) add(spoken, action, index + lexicon.entries.length);
    }
  });
  cached = { spoken, exact, oneWord, firstParts: compoundFirstParts(firstWords) };
  spokenCache.set(lexicon, cached);
  return cached;
}

/**
 * Every exercise named in speech, leftmost-longest, non-overlapping: the names and their spoken forms of
 * `spokenVariants`, read with the small words of the speech left out, and the names small words make read as
 * written. Where both read a name at a place, the earlier, then the longer, wins.
 */
export function findSpokenMentions(tokens: readonly string[], lexicon: CompiledLexicon = getLexicon()): Mention[] {
  const { spoken, exact, oneWord, firstParts } = spokenNames(lexicon);
  tokens = withNameWordsUninflected(tokens, spoken, oneWord, firstParts);
  const n = lexicon.entries.length;
  const toMention = (h: PhraseHit<number>): Mention =>
    h.value < n
      ? { entry: h.value, start: h.start, end: h.end }
      : { entry: h.value - n, start: h.start, end: h.end, described: true };
  const read = spoken.scanSkipping(tokens, SKIPPED).map(toMention);
  const written = exact.scan(tokens);
  if (written.length === 0) return read;
  const all = [...read, ...written.map(toMention)].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Mention[] = [];
  for (const m of all) if (out.length === 0 || m.start >= out[out.length - 1].end) out.push(m);
  return out;
}

/** Cue words (fillers left out) a cue must have to be found with a word more said inside it. */
const MIN_CUE_WITH_GAP = 4;

/**
 * Every lexicon form cue present in the tokens (overlaps included); filler words ("your", "the") are skipped on both
 * sides, and words are read in their cue form ("shifting" = "shift", normalize.ts).
 */
export function findCueHits(tokens: readonly string[], lexicon: CompiledLexicon = getLexicon()): CueHit[] {
  const { words, kept } = cueWords(tokens, (t) => CUE_FILLER_WORDS.has(t));
  const hits: CueHit[] = [];
  for (const hit of lexicon.cues.scanAllWithGap(words, MIN_CUE_WITH_GAP)) {
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
