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
};
const DIGITS = '(?:one|two|three|four|five|six|seven|eight|nine)';
const SMALL: Record<string, number> = { one: 1, ...UNITS };

const WORDS = new RegExp(
  String.raw`\b(?:(${Object.keys(TENS).join('|')})(?:[\s-](${DIGITS}))?|(${Object.keys(UNITS).join('|')}))(?![\p{L}])`,
  'giu',
);

/** "two sets of fifteen" -> "2 sets of 15". */
export function digitsForNumberWords(text: string): string {
  return text.replace(WORDS, (whole, tens?: string, unit?: string, small?: string) => {
    if (tens) return String(TENS[tens.toLowerCase()] + (unit ? SMALL[unit.toLowerCase()] : 0));
    return small ? String(UNITS[small.toLowerCase()]) : whole;
  });
}

// Words without which a cue cannot state a dosage: checked first so the dosage rules read only those cues.
const MAY_STATE_DOSAGE =
  /\d|sets?\b|reps?\b|repetition|second|sec\b|minute|each|per\b|hold|times|side|s[äa]tze|wiederholung|sekunde|seite|series|repeticion|segundo|lado|s[ée]rie|r[ée]p[ée]tition|seconde|c[ôo]t[ée]/i;

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
    while (s < segments.length && cues[i].start >= segments[s].end) s++;
    if (s === segments.length) break;
    if (keep[i] && cues[i].start >= segments[s].start) said[s].push(cues[i].text);
  }
  return said.map((texts) => (texts.length > 0 ? spokenDosage(texts) : {}));
}

export function spokenDosage(texts: readonly string[]): Dosage {
  return findDosage(digitsForNumberWords(texts.join(' ')), { spoken: true }).dosage;
}
