/**
 * Text normalisation shared by the lexicon compiler and every text scanner, so that a lexicon alias and a
 * spoken or written phrase meet in the same token form: lower case, accents folded ("Brücke" -> "brucke"),
 * hyphens and slashes as word breaks ("bird-dog" -> "bird dog"), apostrophes dropped ("child's" -> "childs"),
 * clause punctuation as a boundary token, and a light plural stemmer ("clamshells" -> "clamshell").
 */

// Latin accents, and the optional marks of Hebrew (niqqud) and Arabic (harakat, the hamza NFKD splits off "إ"):
// written or not, the word is the same.
const COMBINING_MARKS = /[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u064b-\u065f\u0670]/g;
const NON_ASCII = /[^\x00-\x7f]/;
// Anything that is not a letter or digit separates words; apostrophes are removed first so they join.
const APOSTROPHES = /['’‘`´]/g;
// Sentence and clause punctuation becomes a boundary token so that no phrase spans it: "under your
// shoulders, press up" must not read as "shoulder press". Auto-captions have no punctuation and lose nothing.
const CLAUSE_PUNCTUATION = /[.,;:!?()[\]{}"“”«»…|]+/g;
// Newlines survive so tokenizeMany can split per text; the marks of every script stay inside their word: the kana
// voicing marks NFKD splits off ("デ" -> "テ" + ゛), the vowel signs of the Indic scripts, Thai, Myanmar, Khmer
// ("परिचय", "ဆွဲခြင်း" are one word each, not three). (Latin, Hebrew and Arabic marks were folded away above.)
const NON_WORD = /[^\p{L}\p{M}\p{N}|\n]+/gu;
const SPACES_AROUND_NEWLINES = / *\n */g;

/**
 * Every script's decimal digits as ASCII ("٣ × ١٠", "১০ বার", "๑๐ ครั้ง", "༡", full width "１０"). Unicode keeps each
 * script's digits as a run of ten from its zero (runs of ten may follow each other: the mathematical digits), so a
 * digit's value is its place in the run of digits it stands in, counted in tens.
 */
export function plainDigits(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text.replace(OTHER_DIGIT, (digit) => String(digitValue(digit.codePointAt(0)!)));
}
const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;
const IS_DIGIT = /\p{Nd}/u;
function digitValue(code: number): number {
  let start = code;
  while (IS_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}

/** The token standing for a clause boundary; no lexicon phrase contains it. */
export const BOUNDARY = '|';

/** Lower-cases, folds accents and German sharp s, marks clause boundaries, turns other punctuation into spaces. */
export function foldText(text: string): string {
  let folded = text.toLowerCase();
  // Accent folding only when there is something to fold: most captions are plain ASCII, and this is hot.
  // Greek final sigma is the same letter as σ; the Turkish dotless ı folds to i like an accented letter.
  if (NON_ASCII.test(folded))
    folded = folded
      .replace(/ß/g, 'ss')
      .replace(/ς/g, 'σ')
      .replace(/ı/g, 'i')
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '');
  return folded
    .replace(APOSTROPHES, '')
    .replace(CLAUSE_PUNCTUATION, ` ${BOUNDARY} `)
    .replace(NON_WORD, ' ')
    .replace(SPACES_AROUND_NEWLINES, '\n')
    .trim();
}

const PROTECTED_S = new Set(['ss', 'us', 'is']);

/**
 * Reduces an English/Romance plural to its singular well enough for matching. It only has to be
 * consistent (both sides go through it), not linguistically perfect, so "press" and "this" are protected
 * by the ss/us/is exclusions rather than by a dictionary.
 */
export function stem(token: string): string {
  const n = token.length;
  if (n <= 3) return token;
  if (token.endsWith('ies') && n > 4) return token.slice(0, -3) + 'y';
  if (token.endsWith('sses')) return token.slice(0, -2);
  if (token.endsWith('ches') || token.endsWith('shes') || token.endsWith('xes')) return token.slice(0, -2);
  if (token.endsWith('s') && !PROTECTED_S.has(token.slice(-2))) return token.slice(0, -1);
  return token;
}

/** Splits text into normalised, stemmed tokens. */
export function tokenize(text: string): string[] {
  const folded = foldText(text.replace(/\n/g, ' '));
  if (folded === '') return [];
  return folded.split(' ').map(stem);
}

/**
 * Tokens of many short texts (caption cues) at once: one folding pass over the joined text instead of one
 * per cue, which is what keeps a two-hour transcript fast. Result i holds the tokens of texts[i].
 */
export function tokenizeMany(texts: readonly string[]): string[][] {
  const folded = foldText(texts.map((t) => t.replace(/\n/g, ' ')).join('\n') + '\n').split('\n');
  // A transcript says the same few hundred words again and again: stem each distinct word once.
  const stems = new Map<string, string>();
  const stemOnce = (word: string) => {
    let stemmed = stems.get(word);
    if (stemmed === undefined) stems.set(word, (stemmed = stem(word)));
    return stemmed;
  };
  return texts.map((_, i) => (folded[i] ? folded[i].split(' ').map(stemOnce) : []));
}

/**
 * Words that may differ between a lexicon cue and what a physio actually says ("squeeze your glutes" vs
 * "squeeze the glutes"); they are ignored when matching form cues only, never when matching exercise names.
 */
export const CUE_FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'your',
  'you',
  'my',
  'our',
  'yours',
  'both',
  'that',
  'this',
  'it',
  'each',
  'all',
]);

/** Removes cue filler words (see CUE_FILLER_WORDS). */
export function withoutFillers(tokens: readonly string[]): string[] {
  return tokens.filter((t) => !CUE_FILLER_WORDS.has(t));
}

/** A consonant doubled before "-ing" ("stepping", "putting"): one of the two belongs to the verb. */
const DOUBLED_BEFORE_ING = /([b-df-hj-np-tv-z])\1$/;
/** Words of at most this many letters keep "-ing" ("bring", "lying" stay as said). */
const SHORT_ING_WORD = 5;

/**
 * The form a word takes when form cues are matched: a coach says "shifting your weight" where the lexicon writes
 * "shift your weight", "sliding your heel" for "slide your heel". The "-ing" and a final silent "e" go ("shifting" and
 * "shift" -> "shift", "sliding" and "slide" -> "slid"). Both sides go through it, so it only has to be consistent.
 * Names are never matched this way.
 */
export function cueForm(token: string): string {
  if (token.length > SHORT_ING_WORD && token.endsWith('ing')) {
    const verb = token.slice(0, -3);
    return DOUBLED_BEFORE_ING.test(verb) ? verb.slice(0, -1) : verb;
  }
  return token.length > 3 && token.endsWith('e') ? token.slice(0, -1) : token;
}

/**
 * The words of a transcript as form cues are matched, `skipped` ones left out: each in its cue form, with `kept`
 * mapping a word back to its token. A transcript says the same few hundred words again and again: each distinct word
 * is put in its cue form once.
 */
export function cueWords(
  tokens: readonly string[],
  skipped: (token: string, before: string | undefined) => boolean,
): { words: string[]; kept: number[] } {
  const forms = new Map<string, string>();
  const words: string[] = [];
  const kept: number[] = [];
  tokens.forEach((t, i) => {
    if (skipped(t, tokens[i - 1])) return;
    let form = forms.get(t);
    if (form === undefined) forms.set(t, (form = cueForm(t)));
    kept.push(i);
    words.push(form);
  });
  return { words, kept };
}
