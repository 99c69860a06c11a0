/**
 * Dosage said aloud inside a caption segment ("two sets of fifteen", "eight each side", "hold for thirty
 * seconds"). Number words become digits, then the written rules (dosage.ts) read the speech; the first statement
 * of each field wins. A side is kept only as "each": "start with your left leg" names a side, not a dosage.
 */
import { Dosage, findDosage } from './dosage';

const UNITS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  // German, Spanish, French (no words that are also articles: "ein", "uno", "un")
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  fünfzehn: 15,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  quince: 15,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  quinze: 15,
  // Italian, Portuguese, Dutch, Danish/Norwegian and Turkish; not the words that are also English or another
  // language's everyday words ("to", "fire", "on", "ni").
  tre: 3,
  quattro: 4,
  undici: 11,
  tredici: 13,
  quattordici: 14,
  sedici: 16,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  trece: 13,
  catorce: 14,
  cinque: 5,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  dodici: 12,
  quindici: 15,
  dois: 2,
  duas: 2,
  três: 3,
  sete: 7,
  oito: 8,
  dez: 10,
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
  twaalf: 12,
  vijftien: 15,
  fem: 5,
  seks: 6,
  syv: 7,
  otte: 8,
  ti: 10,
  tolv: 12,
  femten: 15,
  iki: 2,
  üç: 3,
  dört: 4,
  beş: 5,
  altı: 6,
  yedi: 7,
  sekiz: 8,
  dokuz: 9,
  // Slovak and Czech
  dva: 2,
  tri: 3,
  tři: 3,
  štyri: 4,
  čtyři: 4,
  päť: 5,
  pět: 5,
  šesť: 6,
  šest: 6,
  sedem: 7,
  sedm: 7,
  osem: 8,
  osm: 8,
  deväť: 9,
  devět: 9,
  desať: 10,
  deset: 10,
  dvanásť: 12,
  dvanáct: 12,
  pätnásť: 15,
  patnáct: 15,
  // Polish ("dwa"/"dwie", not "raz", which is also "once")
  dwa: 2,
  dwie: 2,
  trzy: 3,
  cztery: 4,
  pięć: 5,
  sześć: 6,
  siedem: 7,
  osiem: 8,
  dziewięć: 9,
  dziesięć: 10,
  dwanaście: 12,
  piętnaście: 15,
  // Greek, with and without the accent speakers may leave out
  δύο: 2,
  τρία: 3,
  τρεις: 3,
  τέσσερα: 4,
  τέσσερις: 4,
  πέντε: 5,
  έξι: 6,
  επτά: 7,
  εφτά: 7,
  οκτώ: 8,
  οχτώ: 8,
  εννέα: 9,
  εννιά: 9,
  δέκα: 10,
  δώδεκα: 12,
  δεκαπέντε: 15,
  // Russian and Ukrainian
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  чотири: 4,
  пять: 5,
  шесть: 6,
  шість: 6,
  семь: 7,
  сім: 7,
  восемь: 8,
  вісім: 8,
  девять: 9,
  десять: 10,
  двенадцать: 12,
  дванадцять: 12,
  пятнадцать: 15,
  // Indonesian and Malay ("sepuluh kali"), Romanian ("de zece ori"), Hungarian ("tíz", "tizenöt")
  tiga: 3,
  empat: 4,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  lapan: 8,
  sembilan: 9,
  sepuluh: 10,
  trei: 3,
  patru: 4,
  cinci: 5,
  șase: 6,
  șapte: 7,
  opt: 8,
  nouă: 9,
  zece: 10,
  doisprezece: 12,
  cincisprezece: 15,
  három: 3,
  négy: 4,
  nyolc: 8,
  kilenc: 9,
  tíz: 10,
  tizenkét: 12,
  tizenkettő: 12,
  tizenöt: 15,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  zwanzig: 20,
  dreißig: 30,
  veinte: 20,
  treinta: 30,
  vingt: 20,
  trente: 30,
  venti: 20,
  trenta: 30,
  vinte: 20,
  trinta: 30,
  twintig: 20,
  dertig: 30,
  tyve: 20,
  tredive: 30,
  yirmi: 20,
  otuz: 30,
  dvadsať: 20,
  dvacet: 20,
  tridsať: 30,
  třicet: 30,
  dwadzieścia: 20,
  trzydzieści: 30,
  είκοσι: 20,
  τριάντα: 30,
  двадцать: 20,
  двадцять: 20,
  тридцать: 30,
  тридцять: 30,
  douăzeci: 20,
  treizeci: 30,
  húsz: 20,
  harminc: 30,
};
// Number words that are also everyday words of another language (Turkish "on" ten, Italian "due" two, Danish and
// Norwegian "to" two, "fire" four, "ni" nine): read only right before a count word ("on kez", "on iki tekrar", "due
// serie", "to sæt af ti", "ni gange").
const AMBIGUOUS: Record<string, number> = { on: 10, due: 2, to: 2, fire: 4, ni: 9 };
const AMBIGUOUS_NUMBER = new RegExp(
  String.raw`\b(on|due|to|fire|ni)(?:\s+(iki|beş))?(?=\s+(?:kez|kere|tekrar|saniye|serie|volte|ripetizioni|secondi|s[æe]tt?|gange|ganger|gentagelser|repetisjoner|sekunder)(?![\p{L}]))`,
  'giu',
);
const TURKISH_UNITS: Record<string, number> = { iki: 2, beş: 5 };
const DIGITS = '(?:one|two|three|four|five|six|seven|eight|nine)';
const SMALL: Record<string, number> = { one: 1, ...UNITS };

const WORDS = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(${Object.keys(TENS).join('|')})(?:[\s-](${DIGITS}))?|(${Object.keys(UNITS).join('|')}))(?![\p{L}])`,
  'giu',
);

// A Slovak, Czech or Hungarian count glued to "times" ("Desaťkrát", "desetkrát", "Tízszer", "nyolcszor"): the number
// word and "times" apart.
const GLUED_TIMES = /(?<![\p{L}])(\p{L}+?)(krát|szer|szor|ször)(?![\p{L}])/giu;

/** "two sets of fifteen" -> "2 sets of 15". */
export function digitsForNumberWords(text: string): string {
  return text
    .replace(GLUED_TIMES, (whole, word: string, times: string) =>
      UNITS[word.toLowerCase()] !== undefined ? `${word} ${times}` : whole,
    )
    .replace(
      AMBIGUOUS_NUMBER,
      (_, word: string, unit?: string) =>
        `${AMBIGUOUS[word.toLowerCase()] + (unit ? TURKISH_UNITS[unit.toLowerCase()] : 0)}`,
    )
    .replace(WORDS, (whole, tens?: string, unit?: string, small?: string) => {
      if (tens) return String(TENS[tens.toLowerCase()] + (unit ? SMALL[unit.toLowerCase()] : 0));
      return small ? String(UNITS[small.toLowerCase()]) : whole;
    });
}

// Words without which a cue cannot state a dosage: checked first so the dosage rules read only those cues.
const MAY_STATE_DOSAGE =
  /\d|sets?\b|reps?\b|repetition|second|sec\b|minute|each|per\b|hold|times|side|s[äa]tze|wiederholung|sekunde|seite|series|repeticion|segundo|lado|s[ée]rie|r[ée]p[ée]tition|seconde|c[ôo]t[ée]|volte|ripetizion|secondi|vezes|repeti[çc]|herhaling|keer|gentagelse|gange|sekund|tekrar|kez\b|kere|saniye|of (?:those|them|these)|\b(?:one|two|three)[.,!]|steps\b|kr[áa]t|sz[eoö]r\b|ka[žz]d|razy|powt|serie|reeks|φορ|σετ|δευτερ|emom|every minute/i;

/**
 * Segments start on whole seconds, cues on milliseconds: the cue opening a segment at 2:03.585 starts the segment
 * rounded to 2:04, and its dose is that segment's, not the one before.
 */
const ROUNDING_SLACK = 0.5;

/** Cues around a likely statement that are read with it: word-timed auto-captions put "eight" and "each" apart. */
const CONTEXT_CUES = 2;

/** The dosage said inside each segment: one pass over the cues (both lists are in time order). */
export function spokenDosages(
  cues: readonly { start: number; text: string }[],
  segments: readonly { start: number; end: number }[],
): Dosage[] {
  const keep = new Uint8Array(cues.length);
  cues.forEach((cue, i) => {
    if (!MAY_STATE_DOSAGE.test(cue.text)) return;
    for (let j = Math.max(0, i - CONTEXT_CUES); j <= Math.min(cues.length - 1, i + CONTEXT_CUES); j++) keep[j] = 1;
  });
  const said: string[][] = segments.map(() => []);
  let s = 0;
  for (let i = 0; i < cues.length; i++) {
    const start = cues[i].start + ROUNDING_SLACK;
    while (s < segments.length && start >= segments[s].end) s++;
    if (s === segments.length) break;
    if (keep[i] && start >= segments[s].start) said[s].push(cues[i].text);
  }
  return said.map((texts) => (texts.length > 0 ? spokenDosage(texts) : {}));
}

export function spokenDosage(texts: readonly string[]): Dosage {
  const said = spokenTimes(digitsForNumberWords(texts.join(' ').replace(ONE_OF_A_COUNT, '1')));
  const found = findDosage(said, { spoken: true }).dosage;
  const reps = found.reps ?? countedAloud(said) ?? repsSaidAlone(said) ?? countPerSide(said);
  const dosage = reps === undefined ? found : { ...found, reps };
  // "Thirty seconds, then swap", "for twenty seconds with your right knee… and now the left": that much each side.
  if (dosage.side === undefined && Object.keys(dosage).length > 0 && BOTH_SIDES_IN_TURN.test(said))
    return { ...dosage, side: 'each' };
  return dosage;
}

/** "Eight with the right leg, then eight with the left": the same count on each side in turn. */
function countPerSide(said: string): number | undefined {
  const m = PER_SIDE_IN_TURN.exec(said);
  return m ? Number(m[1]) : undefined;
}
const PER_SIDE_IN_TURN =
  /\b(\d{1,3})\s+(?:with|on)\s+(?:the|your)\s+(?:right|left)\b[^.!?]{0,20}?\bthen\s+\1\s+(?:with|on)\s+(?:the|your)\s+(?:left|right)\b/i;

/**
 * The other side done in its turn after the dose ("then swap.", "then the other leg", "and switch sides"), or the
 * right and then the left named. Not "switch" alone: alternating moves switch at every rep ("tap, then switch").
 */
const BOTH_SIDES_IN_TURN =
  /\b(?:then|and)\s+(?:now\s+)?(?:swap|switch|change)\s+(?:sides|legs|arms|feet|hands)\b|\bthen\s+swap\s*(?:[.!;…]|$)|\bthen\s+(?:the\s+)?other\s+(?:side|leg|arm)\b|\b(?:and|then)\s+(?:now\s+)?(?:\d{1,3}\s+(?:with|on)\s+)?the\s+(?:left|right)\b/i;

/**
 * Durations and counts said as speech says them, written as the dose rules read them: "half a minute" is 30
 * seconds, "a minute and a half" 90, "hold for a minute" 60; "three times twelve", "drie keer twaalf", "drei mal
 * zwölf" are 3 x 12 (sets of reps; not "three times 30 seconds", a hold done three times).
 */
function spokenTimes(said: string): string {
  if (!MAY_SAY_TIMES.test(said)) return said;
  return said
    .replace(HALF_MINUTE, '30 seconds')
    .replace(MINUTE_AND_HALF, '90 seconds')
    .replace(A_MINUTE, '$1 60 seconds')
    .replace(TIMES_A_COUNT, '$1 x $2');
}
const MAY_SAY_TIMES = /minut|\d\s+(?:times|keer|mal)\s+\d/i;
const HALF_MINUTE =
  /\b(?:half a minute|a half minute|eine halbe minute|medio minuto|une demi-minute|mezzo minuto|meio minuto|een halve minuut)\b/giu;
const MINUTE_AND_HALF =
  /\b(?:a|one|1) minute and a half\b|\banderthalb minuten\b|\bun minuto y medio\b|\banderhalve minuut\b/giu;
const A_MINUTE = /\b(hold(?:ing)?(?: it| that| this)?(?: for)?|for) a minute\b/giu;
const TIMES_A_COUNT =
  /\b(\d{1,2})\s+(?:times|keer|mal)\s+(\d{1,3})\b(?!\s*(?:s\b|secs?\b|seconds?|sekunden|seconden|minut))/giu;

/** "One" is read as a number where a count starts: "One. Two. Three…" ("one more" stays a word). */
const ONE_OF_A_COUNT = /\bone(?=[\s.,!…-]+two\b)/giu;

/** How far a coach counting aloud from one gets ("One. Two. Three… Ten."), when at least MIN_COUNT. */
const MIN_COUNT = 5;
const COUNT_STEP = /^[\s.,!…-]*$/u;
function countedAloud(said: string): number | null {
  let best = 0;
  let run = 0;
  let last = -1;
  let lastEnd = 0;
  for (const m of said.matchAll(/\d+/g)) {
    const n = Number(m[0]);
    const joined = COUNT_STEP.test(said.slice(lastEnd, m.index));
    run = n === 1 ? 1 : joined && n === last + 1 && run > 0 ? run + 1 : 0;
    if (run === n) best = Math.max(best, n);
    last = n;
    lastEnd = m.index + m[0].length;
  }
  return best >= MIN_COUNT ? best : null;
}

// A count said as a sentence of its own, or with the move's noun ("Fifteen.", "Ten slides.", "Twenty steps.",
// "Twenty of those.", "Fifteen again.", "Ten slow ones, only as far as is comfortable."): the reps. Not a count of time, breaths or what is left ("ten more", "five to go").
const ALONE =
  /(?:^|[.!?]\s+)(\d{1,2})(?:\s+(?:of\s+(?:those|them|these)|again|(?!(?:more|left|to|seconds?|secs?|minutes?|mins?|breaths?|times|sets?|rounds?|percent)\b)(?:\p{L}+\s+)?\p{L}+s)\s*[.!?,]|\s*[.!?])(?=\s|$)/iu;
// "Only five of these", "do twenty of those" mid-sentence, as auto-captions without stops say it: the reps.
const OF_THESE = /\b(\d{1,2})\s+of\s+(?:those|them|these)\b/iu;
function repsSaidAlone(said: string): number | null {
  const m = ALONE.exec(said) ?? OF_THESE.exec(said);
  // "Three." after "one more, two more" is counting, not the dose.
  return m && Number(m[1]) >= MIN_COUNT ? Number(m[1]) : null;
}
