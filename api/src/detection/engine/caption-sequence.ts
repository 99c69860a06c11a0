/**
 * Exercises announced by their place in the session rather than by name: a physio who describes each move instead
 * of naming it ("The first one is an isometric. Stand side-on to a door frame…", "Next, lie on your side…", "Last
 * one. Sit tall…", "Primo esercizio. Da sdraiati, muovete le caviglie…"). The named segments stay as they are; a
 * stretch between two places of the sequence where no exercise is named becomes an exercise of its own, titled by
 * its place among the video's exercises ("Exercise 2", confidence `inferred`), so the therapist reviews it.
 *
 * A sequence counts only when it is one: it starts at a first ("first", "primo esercizio", "erste Übung"), holds at
 * least MIN_PLACES places in order ("second", "next", "last one"), each at the start of a sentence and at least
 * MIN_PLACE_SECONDS after the one before; and a stretch becomes an exercise only when its place was said with the
 * word for exercise ("second exercise", "esercizio numero 2") or a dose is said in it ("thirty seconds, five
 * times"): "first, … second, …" in a talk about back pain is no workout.
 */
import { MIN_SEGMENT_SECONDS } from './caption-segmenter';
import { BOUNDARY, tokenize } from './normalize';
import { findOutro } from './outro';
import { tokenizeCues, type Cue, type SpokenTokens } from './rolling-cues';
import { spokenDosages } from './spoken-dosage';

/** Where the sequence puts an exercise: `place` 1, 2… when said ("third"), null for "next"; `last` ends it. */
interface Place {
  token: number;
  place: number | null;
  /** Said with the word for exercise ("second exercise", "Übung 3"), not only "the second one" or "next". */
  named: boolean;
  last: boolean;
}

/** An exercise found by its place or its pace, not by a name: its title says where it is, and it has no name tag. */
export interface UnnamedSegment {
  start: number;
  end: number;
  entry: null;
  words: string;
  cues: string[];
  unnamed: true;
}

const MIN_PLACES = 3;
const MIN_PLACE_SECONDS = 15;
/** A named segment starting this many seconds before a place (or a block of work) still belongs to it. */
export const START_SLACK_SECONDS = 3;

const ORDINALS = new Map<string, number>();
for (const [place, words] of [
  [
    1,
    'first primo prima primer primero primera primeiro primeira premier premiere erste erster ersten eerste birinci ilk pierwsze prvy prvni yekem erscht chied matamua protlu нырысьсэ adannde mumuna fakamua tʼááłáʼí siulleq enzimäine ôko sagwu juon нэгэдэхи биринчи énska',
  ],
  [
    2,
    'second secondo seconda segundo segunda deuxieme seconde zweite zweiter zweiten tweede ikinci drugie druhy druhe duyem zweit ekinci nah piti doilu кыкетӥез ɗiɗmeere ikadwa ua naaki aappaa toine ûse tali ruo хоёрдохи экинчи tékeni',
  ],
  [
    3,
    'third terzo terza tercer tercero tercera terceiro terceira troisieme dritte dritter dritten derde ucuncu trzecie treti seyem dritt trass toru treilu куиньметӥез tataɓere ikatlu tolu tááʼ pingajuat kolmas otâ tsoi jilu гурбадахи ючюнчю áhsen',
  ],
  [
    4,
    'fourth quarto quarta cuarto cuarta quatrieme vierte vierter vierten vierde dorduncu czwarte stvrty ctvrty carem viert dordunci kiarroo maha pãtrulu ньылетӥез nayaɓere ikapat fa dį́į́ʼ sisamaat neljäs usïö nvgi eman дүрбэдэхи тёртюнчю kaié:ri',
  ],
  [
    5,
    'fifth quinto quinta cinquieme funfte funfter vijfde besinci piate pencem fimft jowaɓere ikalima lima ashdlaʼ tallimaat viijes ukü hisgi ļalem табадахи бешинчи wisk',
  ],
  [6, 'sixth sesto sesta sexto sexta sixieme sechste zesde altinci szoste sudali'],
] as const)
  for (const word of tokenize(words)) ORDINALS.set(word, place);
const NUMBERS = new Map<string, number>(
  ['one', 'two', 'three', 'four', 'five', 'six'].map((word, i) => [word, i + 1] as const),
);
/** The word for "exercise" (or "move") in the languages read. */
const EXERCISE = new Set(
  tokenize(
    'exercise move esercizio ejercicio exercicio exercice ubung oefening hareket egzersiz cwiczenie movimento movimiento mouvement cvik cvicenie cviceni',
  ),
);
/** "the first one", "the second one": a place, but not said with the word for exercise. */
const ONE = new Set(tokenize('one thing fer'));
/** "Next," "next one", "prossimo esercizio", "exercice suivant", "nächste Übung", "sonraki hareket". */
const NEXT = new Set(tokenize('next prossimo siguiente proximo suivant nachste volgende sonraki'));
/** "Last one", "finally", "ultimo esercizio", "dernier exercice", "letzte Übung", "son hareket". */
const LAST = new Set(tokenize('last final ultimo ultima dernier derniere letzte laatste son ostatnie'));
const FINALLY = new Set(tokenize('finally infine finalmente enfin schliesslich zaver nakoniec'));
/** Words a sentence may open with before its place ("and the second one", "okay, next"). */
const OPENERS = new Set(
  tokenize('the and so okay ok alright now then e il lo la el und dann et puis y ve a na ya di yn ko'),
);
/** Words that make "last"/"next" a time rather than a place ("last week", "next time"). */
const NOT_A_PLACE = new Set(tokenize('time week session class video day month year'));

/**
 * A place said in Chinese or Japanese, whose words are not spaced: "第一个动作" (the first move), "第三个", "まず一つ目",
 * "二つ目です", "最後", "最后一个". Each clause there is a token of its own, so it opens a sentence.
 */
// (Written as tokens hold it: NFKD, "ず" as "す" and its voicing mark.)
const CJK_PLACE = new RegExp(
  String.raw`^(?:まず|では|じゃあ|次は|それでは|那么|接下来)?(?:([一二三四五六])つ目|第([一二三四五六])(?:个|個)?|(最後|最后))(动作|動作|运动|運動|練習|エクササイズ)?`.normalize(
    'NFKD',
  ),
  'u',
);
const CJK_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

function readCjkPlace(tokens: readonly string[], at: number): Place | null {
  const m = CJK_PLACE.exec(tokens[at]);
  if (!m) return null;
  const [, ordinal, chinese, last, move] = m;
  const place = last ? null : CJK_NUMBERS[ordinal ?? chinese];
  return { token: at, place, named: move !== undefined, last: last !== undefined };
}

function readPlace(tokens: readonly string[], at: number): Place | null {
  const cjk = readCjkPlace(tokens, at);
  if (cjk) return cjk;
  let i = at;
  while (OPENERS.has(tokens[i])) i++;
  const [a, b, c] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  const after = (k: number) => tokens[k] === undefined || tokens[k] === BOUNDARY;
  const ordinal = ORDINALS.get(a);
  if (ordinal !== undefined) {
    if (EXERCISE.has(b)) return { token: at, place: ordinal, named: true, last: false };
    // "primo esercizio" is written "esercizio primo" nowhere; "the first one is…", "First, ankle pumps".
    if (ONE.has(b) || after(i + 1)) return { token: at, place: ordinal, named: false, last: false };
    return null;
  }
  // "Exercise two", "exercise number 3", "esercizio numero 2", "Übung 3".
  if (EXERCISE.has(a)) {
    const n = b === 'number' || b === 'numero' || b === 'nummer' ? c : b;
    const place = NUMBERS.get(n) ?? (/^\d$/.test(n ?? '') ? Number(n) : undefined);
    return place !== undefined ? { token: at, place, named: true, last: false } : null;
  }
  if (NEXT.has(a) && !NOT_A_PLACE.has(b)) {
    if (EXERCISE.has(b)) return { token: at, place: null, named: true, last: false };
    if (ONE.has(b) || after(i + 1)) return { token: at, place: null, named: false, last: false };
    // "Exercice suivant", "volgende oefening": the word for exercise first.
    return null;
  }
  if (EXERCISE.has(b) && NEXT.has(c)) return { token: at, place: null, named: true, last: false };
  if (LAST.has(a) && !NOT_A_PLACE.has(b)) {
    if (EXERCISE.has(b)) return { token: at, place: null, named: true, last: true };
    if (ONE.has(b)) return { token: at, place: null, named: false, last: true };
    return null;
  }
  if (FINALLY.has(a)) return { token: at, place: null, named: false, last: true };
  return null;
}

/** The places said at the start of sentences, in order, as one sequence from a first; [] when there is none. */
function findSequence(tokens: readonly string[], timeAt: (token: number) => number): Place[] {
  const sequence: Place[] = [];
  for (let t = 0; t < tokens.length; t++) {
    if (t > 0 && tokens[t - 1] !== BOUNDARY && !CJK_PLACE.test(tokens[t])) continue;
    const place = readPlace(tokens, t);
    if (!place) continue;
    const previous = sequence[sequence.length - 1];
    if (!previous) {
      if (place.place === 1) sequence.push(place);
      continue;
    }
    if (timeAt(place.token) - timeAt(previous.token) < MIN_PLACE_SECONDS) continue;
    const lastNumbered = [...sequence].reverse().find((p) => p.place !== null)?.place ?? 0;
    // A new first starts the sequence again (a second round, or the first was a preview).
    if (place.place === 1) {
      if (sequence.length >= MIN_PLACES) break;
      sequence.splice(0, sequence.length, place);
      continue;
    }
    if (place.place !== null && place.place <= lastNumbered) continue;
    sequence.push(place);
    if (place.last) break;
  }
  return sequence.length >= MIN_PLACES ? sequence : [];
}

/**
 * The named segments, and an exercise for each place of a spoken sequence where none is named (see the file's
 * comment). A named segment running on past a place with no name of its own ends there.
 */
export function withSequenceSegments<S extends { start: number; end: number; unnamed?: boolean; words?: string }>(
  cues: readonly Cue[],
  named: readonly S[],
  { tokens, cueOf }: SpokenTokens = tokenizeCues(cues),
): (S | UnnamedSegment)[] {
  // A cheap look first: most transcripts say no place word at the start of a sentence.
  if (!cues.some((cue) => PLACE_WORD.test(cue.text))) return [...named];
  const timeAt = (token: number) => cues[cueOf[token]].start;
  const sequence = findSequence(tokens, timeAt);
  if (sequence.length === 0) return [...named];

  const added: UnnamedSegment[] = [];
  const cuts: number[] = [];
  sequence.forEach((place, i) => {
    const from = timeAt(place.token);
    const nextPlace = sequence[i + 1];
    let to = nextPlace ? timeAt(nextPlace.token) : cues[cues.length - 1].end;
    if (!nextPlace) {
      const outro = findOutro(tokens, place.token + 1);
      if (outro >= 0) to = timeAt(outro);
    }
    if (named.some((s) => s.start >= from - START_SLACK_SECONDS && s.start < to - START_SLACK_SECONDS)) return;
    if (!place.named && Object.keys(spokenDosages(cues, [{ start: from, end: to }])[0]).length === 0) return;
    cuts.push(from);
    added.push({
      start: Math.round(from),
      end: Math.round(to),
      entry: null,
      words: '',
      cues: [],
      unnamed: true,
    });
  });
  if (added.length === 0) return [...named];
  // A named segment ends where a place without a name of its own begins.
  const kept = named.map((s) => {
    const cut = cuts.find((c) => c > s.start + START_SLACK_SECONDS && c < s.end);
    return cut === undefined ? s : { ...s, end: Math.round(cut) };
  });
  return titledByPlace(
    [...kept, ...added].sort((a, b) => a.start - b.start).filter((s) => s.end - s.start >= MIN_SEGMENT_SECONDS),
  );
}

/** Unnamed exercises are titled by their place in the review list the therapist reads ("Exercise 5": the fifth). */
export function titledByPlace<S extends { unnamed?: boolean; words?: string }>(segments: readonly S[]): S[] {
  return segments.map((s, i) => (s.unnamed ? { ...s, words: `Exercise ${i + 1}` } : s));
}

const PLACE_WORD =
  /(?<!\p{L})(?:first|next|last|finally|primo|primer|primeiro|premier|erste|eerste|birinci|ilk|prv[ýyí]|yekem|erscht|chied|m[āa]t[āa]mua|protlu|нырысьсэ|adannde|mumuna|fakamua|tʼááłáʼí|siulleq|enzimäine|ôko|sagwu|juon|нэгэдэхи|биринчи|énska|cvik|exercise|esercizio|ejercicio|exerc[ií]cio|exercice|[üu]bung|hareket|egzersiz)(?!\p{L})|[一二三四五六]つ目|第[一二三四五六]|最後|最后/iu;
