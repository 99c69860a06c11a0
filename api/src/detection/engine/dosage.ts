/**
 * Dosage written next to an exercise ("3x10", "2 sets of 15", "10 reps each side", "hold 30 s", "3 Sätze à 10
 * Wiederholungen", "3 series de 12 repeticiones", "tenir 30 secondes"), parsed into fields, with the spans it
 * covered so the title can be cleaned of them. A bare duration ("Wall sit – 45 sec") is read as a hold; a
 * duration after "rest"/"pause" is not dosage at all. Japanese counters (回, セット, 秒, 左右) are read too.
 */
import type { DosageSide } from './types';
import { FOREIGN_UNIT_WORDS, UNIT_FIRST_WORDS } from './unit-words';

export interface Dosage {
  sets?: number;
  reps?: number;
  hold_seconds?: number;
  side?: DosageSide;
}

export interface DosageMatch {
  dosage: Dosage;
  /** [from, to) character ranges of the text that state the dosage. */
  spans: [number, number][];
}

// "5 holds of 20 seconds" ("5 tenute da 20 secondi") counts sets of a hold.
// British "three lots of 8" too.
const BASE_SETS = String.raw`sets?|lots|s[äa]tze|serien|s[éèe]ries?|serii|rounds?|runden|rondas?|tours|holds|tenute|reeks(?:en)?|setiau|rownd(?:iau)?`;
// "3 times a day" is a frequency, not a number of repetitions.
const BASE_REPS = String.raw`reps?|lengths|laps|repetitions?|r[ée]p[ée]titions?|repeticiones|repeti[çc](?:[õo]es|[ãa]o)|ripetizion[ei]|repeticions|wiederholungen|wdh\.?|times|mal|veces|vezes|volte|fois|powt[óo]rze[ńn]|powt[óo]rzenia|powt\.?|razy|herhalingen|keer|steps?|treë|stappen|stappe|schritte|pasos|passi|passos|gwaith|baar|her[ëe]|p[ëe]rs[ëe]ritje|repetici[óo]ns|vegades`;
const BASE_SECONDS = String.raw`s|secs?|seconds?|seg|segundos?|secondi|sek|sekunden|sekund[ya]?|seconden|secondes?|segons?|eiliad(?:au)?|sekonda|"`;
const BASE_MINUTES = String.raw`mins?|minutes?|minuten|minutos?|minuti|minut[ya]?|minuut|[mf]unud(?:au)?|minuta`;
// Units in the other languages and scripts channels write doses in (unit-words.ts), read only on text that may hold
// one (FOREIGN_UNIT_HINT): captions read every cue, and longer alternations cost.
const FOREIGN_SETS = FOREIGN_UNIT_WORDS.sets.join('|');
const FOREIGN_REPS = FOREIGN_UNIT_WORDS.reps.join('|');
const FOREIGN_SECONDS = FOREIGN_UNIT_WORDS.seconds.join('|');
const FOREIGN_MINUTES = FOREIGN_UNIT_WORDS.minutes.join('|');
// (Text with a letter outside ASCII may hold one anywhere: most units of the other scripts are not ASCII.)
const FOREIGN_UNIT_HINT = new RegExp(
  String.raw`[^\x00-\x7f]|\d\s*(?:${[FOREIGN_REPS, FOREIGN_SETS, FOREIGN_SECONDS, FOREIGN_MINUTES].join('|')})(?![\p{L}])`,
  'iu',
);
const MINUTES = String.raw`(?:${BASE_MINUTES}|${FOREIGN_MINUTES})`;

interface Units {
  SETS: string;
  REPS: string;
  UNIT: string;
}

function units(foreign: boolean): Units {
  const join = (base: string, more: string) => (foreign ? `${base}|${more}` : base);
  return {
    SETS: String.raw`(?:${join(BASE_SETS, FOREIGN_SETS)})(?![\p{L}])`,
    REPS: String.raw`(?:${join(BASE_REPS, FOREIGN_REPS)})(?![\p{L}])(?!\s+(?:a|per|every|am|al|par|por|ao)\s+(?:day|week|tag|woche|d[ií]a|semana|jour|semaine|giorno|settimana))`,
    UNIT: String.raw`(?:${join(BASE_SECONDS, FOREIGN_SECONDS)}|${join(BASE_MINUTES, FOREIGN_MINUTES)})\.?`,
  };
}
/** The word between the two ends of a range said aloud ("five to ten", "zwischen 20 bis 30", "de 8 a 12"). */
const RANGE_TO = String.raw`(?:to|bis|à|a|até|tot|til|do)\s`;
const HOLD_WORD = String.raw`(?:hold(?:ing)?(?:\s+for)?|vasthouden|halten|halte|mantener|mant[ée]n|mantenha|manter|segure|tenir|tenez|tenere|tieni|mantieni|mbani|mbajeni|q[ëe]ndroni|aguanta|(?<![\p{L}])dal(?:iwch)?(?:\s+am)?|shikilia|eutsi|saxlay(?:ın|in)|задржи(?:те)?|κρ[άα]τα|κρατ[ήη]στε|tartsd|tartsa|نگه دار(?:ید)?|დააყოვნეთ|გააჩერეთ|შეინარჩუნეთ|պահեք|պահել|பிடித்து\s+வை(?:க்கவும்|த்திருங்கள்)|வைத்திருங்கள்|ያቆዩ|ይያዙ|ұстап\s+тұрыңыз|ұстаңыз|होल्ड\s+गर्नुहोस्|रोक्नुहोस्|(?<![\p{L}])[żz]omm(?:u)?(?![\p{L}])|ushlab\s+turing|утрымлівайце|утрымай(?:це)?|затрымайцеся|барина|барь(?:ж)?(?:\s+байна)?|барих|પકડી\s+રાખો|ਫੜ\s+ਕੇ\s+ਰੱਖੋ|ਹੋਲਡ\s+ਕਰੋ|(?<![\p{L}])(?:bamba|coinnigh|kenbe|c[ùu]m)(?![\p{L}])|ونیسئ|ধৰি\s+ৰাখক|ଧରି\s+ରଖନ୍ତୁ|ڕایبگرە|saklaň|(?<![\p{L}])taofi(?![\p{L}]))`;
const REST_WORD = /(?:rest|pause|break|descanso|repos|pausa|riposo|recupero|intervalo)\s*(?:for\s*)?$/i;
const FREQUENCY_WORD = /\bevery\s+(?:\d{1,3}\s*(?:to|or|-|–)\s*)?$/i;
const REST_AFTER = /^['’]s?\s+(?:rest|break|pause)\b/i;
// "slow down over 3 seconds": how long one repetition lasts, not a hold.
const TEMPO_WORD = /\b(?:over|über)\s*$/i;
const INTERVAL_WORD = /^\s*(?:(?:on|work)(?=\s*[/,])|(?:off|rest)\b)/i;
const TEMPO_AFTER = /^\s*(?:down|lowering|to lower|up|negative|eccentric|on the way (?:down|up))\b/i;
// A count followed by a weight is a load ("2×12 kg": two 12 kg bells), never repetitions.
const NOT_LOAD = String.raw`(?!\s*(?:kg|kgs|kilos?|lbs?|pounds?|%)(?![\p{L}]))`;
// Words between a number of sets and the count of each: "3 sets of 10", "3x de 10", "3 serii a câte 10",
// "3 serije po 10", "3 серии по 10", "3 sets van 10", "3 sett à 30", "2 sæt af 10", "2 sett av 10".
// How the reps are done, between the count and the word ("10 slow reps", "8 controlled repetitions").
const REP_MANNER = String.raw`slow|controlled|gentle|easy|good|quality|full|small|big|quick|fast|smooth|perfect`;
// Words after a count that make it no count of the move named next ("ten more squats", "2 kinds of lunges").
const NOT_A_MOVE_WORD = String.raw`more|left|to|of|and|or|other|different|kinds?|types?|variations?|ways?|days?|weeks?|months?|years?|hours?|minutes?|mins?|seconds?|secs?|sets?|rounds?|times|reps?|kg|kgs|lbs?|pounds?|people|the|your|my|those|these`;
// Words that number a list's items, not count a move ("Ex 3 Banded hamstring curls", "Step 2 wall push-ups").
const NUMBERING_WORD = String.raw`ex|exercise|no|nr|step|part|day|week|level|stage|phase|round|set|block|move|drill|station|[üu]bung|ejercicio|exercice|esercizio|exerc[ií]cio|oefening`;
// A count of the move itself, named by its plural ("10 squeezes, hold 5 s", "12 slow raises"): the repetitions.
// "10 slow ones" counts the move too.
const MOVE_NOUNS = String.raw`ones|squeezes|lifts|raises|circles|rolls|turns|taps|pulses|presses|curls|kicks|rotations|tilts|bends|slides|rocks|swings|bridges|squats|lunges|push-?ups|pull-?ups|crunches|reaches|shrugs|nods|tucks|marches`;
const SET_OF = String.raw`(?:of|à|a\s+c[âa]te|c[âa]te|a|de|da|di|blong|p[òo]|zu|fu|sang|tsa|pawg\s+twg|cia|van|vun|פֿון|von|mit|af|av|po|по|pa|na|των|של|ng|me\s+nga|nga|ta['’]|o|,|:|-|–)`;
// Minutes and seconds written like a clock ("1:00", "0:20") or seconds alone after a colon (":45").
const CLOCK = String.raw`(?<![\d:.])(?:(\d{1,2})?:([0-5]\d))(?![\d:])`;
const PER = String.raw`(?:per|each|a|on each|pro|je|pi\s+ogni|op\s+jede|mit\s+jedeen|kada|txhua\s+txhais|jede[nrs]?|auf jeder|por|de cada|cada|ta cada|em cada|a cada|par|par ogni|de chaque|chaque|ogni|per ogni|su ogni|pe['’]|na)`;
const LIMB = String.raw`(?:side|sides|leg|legs|arm|arms|seite|bein|arm|lado|pierna|brazo|c[ôo]t[ée]|jambe|bras|perna|bra[çc]o|lato|gamba|braccio|stron[ęe]|nog[ęe]|r[ęe]k[ęe]|kant|been|zijde|costat|costau|cama|banda|bra[çc]|ben|benet|parte|gamma|gjambe|bande|latu|seitn|siet|kilid|kamot|ceg)(?![\p{L}])`;

interface Rule {
  pattern: RegExp;
  /** Fills the fields; `false` when the match states no dose after all (its text is then left to the name). */
  read: (m: RegExpExecArray, d: Dosage) => boolean | void;
  /** A cheap test the text must pass for the rule to apply at all (captions read every cue: keep it fast). */
  when?: RegExp;
  /** Read in written text only, never in speech. */
  written?: boolean;
}

// The unit-first units as one alternation per field.
const UNIT_FIRST = {
  reps: UNIT_FIRST_WORDS.reps.join('|'),
  sets: UNIT_FIRST_WORDS.sets.join('|'),
  seconds: UNIT_FIRST_WORDS.seconds.join('|'),
  minutes: UNIT_FIRST_WORDS.minutes.join('|'),
};

const MINUTE_UNIT = new RegExp(String.raw`^${MINUTES}\.?$`, 'iu');
const seconds = (n: string, unit: string | undefined) => Number(n) * (unit && MINUTE_UNIT.test(unit) ? 60 : 1);

// Japanese counters follow the number: 回 repetitions, セット sets, 秒 seconds, 分 minutes ("10回×3セット",
// "左右10回ずつ" = 10 each side, "30秒キープ").
const JA_REPS = String.raw`(\d{1,3})\s*回(?:ずつ)?`;
const JA_SETS = String.raw`(\d{1,2})\s*セット(?:ずつ)?`;

// Longest forms first; each match is consumed so a shorter rule cannot read the same words again.
const rulesFor = ({ SETS, REPS, UNIT }: Units): Rule[] => [
  {
    // Field labels of a handout: "Reps: 10", "Sets: 2", "Hold: 20 s" (not "Calf hold: 5 x 45 sec", a name and a dose,
    // nor "2 sets: 15 then 12", the sets counted before).
    pattern: new RegExp(
      String.raw`(?<!\d\s*)\b(?:(sets?|s[äa]tze|serien|series|s[ée]ries|serie|serii|sets)|(reps?|repetitions?|wdh\.?|repeticiones|wiederholungen|r[ée]p[ée]titions|ripetizioni|repeti[çc][õo]es|herhalingen|powt[óo]rzenia)|(hold|halten|mantener|tenir|tenere|manter|vasthouden))\s*[:=]\s*(\d{1,3})\s*(${UNIT})?(?![\p{L}])(?!\s*[x×])`,
      'giu',
    ),
    read: (m, d) => {
      if (m[1]) d.sets ??= Number(m[4]);
      else if (m[2]) d.reps ??= Number(m[4]);
      else d.hold_seconds ??= seconds(m[4], m[5]);
    },
    when: /[:=]/,
  },
  {
    // A count, a rest, the same count again: "5, rest, 5", "10 – rest – 10 – rest – 10" are sets of that count.
    pattern: /(?<![\d:.])\b(\d{1,3})((?:\s*[,;\-–]?\s*(?:rest|pause|break)\s*[,;\-–]?\s*\1\b(?![\d:.]))+)/giu,
    read: (m, d) => {
      d.sets ??= (m[2].match(/rest|pause|break/giu) ?? []).length + 1;
      d.reps ??= Number(m[1]);
    },
    when: /rest|pause|break/i,
  },
  {
    // The same count for each side: "5 + 5", after the sets "3 × 8/8", "3 × 10/10" (not a load, "24/16 kg", nor the
    // hip position of "90/90 hip switches").
    pattern:
      /(?<![\d:./])(?:(\d{1,2})\s*[x×]\s*(\d{1,3})\s*\/\s*\2|\b(\d{1,3})\s*\+\s*\3)(?![\d:./])(?!\s*(?:kg|lbs?|%))/giu,
    read: (m, d) => {
      if (m[1]) d.sets ??= Number(m[1]);
      d.reps ??= Number(m[2] ?? m[3]);
      d.side ??= 'each';
    },
    when: /\d\s*[+/]\s*\d/,
    written: true,
  },
  {
    // One number per set, joined by dots: "10·10·10" is three sets of ten, "8·8 per leg" two of eight, "20″·20″" two
    // holds of twenty seconds (a spaced middle dot sets fields apart instead: see the title reader).
    pattern: /(?<![\d:.·•])\b(\d{1,3})(″|''|"|s\b)?((?:[·•]\1\2)+)(?![\d·•])/gu,
    read: (m, d) => {
      d.sets ??= (m[3].match(/[·•]/gu) ?? []).length + 1;
      if (m[2]) d.hold_seconds ??= Number(m[1]);
      else d.reps ??= Number(m[1]);
    },
    when: /[·•]\d/,
  },
  {
    // Minutes and seconds in prime marks, as Italian and French plans write work times: "40''", "1'00''", "1'30\"".
    pattern: /(?<![\p{L}\d])(\d{1,2})\s*['’′]\s*(\d{2})\s*(?:''|’’|″|")|(?<![\p{L}\d])(\d{1,3})\s*(?:''|’’|″)/gu,
    // (A lone prime, "12'", is a football minute as often as a work time: not read.)
    read: (m, d) => void (d.hold_seconds ??= m[1] ? Number(m[1]) * 60 + Number(m[2]) : Number(m[3])),
    when: /['’′″"]/,
  },
  {
    // "ten one way and ten the other", "10 clockwise, 10 anticlockwise", "10 in each direction": that many each way
    // ("3 × 12 each way" is left to the sets rule).
    pattern:
      /(?<![\p{L}\d])(\d{1,3})\s*(?:one\s+way|clockwise|cw)\s*[,/&+]?\s*(?:and\s+)?\1\s*(?:the\s+other(?:\s+way)?|(?:anti|counter)[\s-]?clockwise|c?cw|acw)(?![\p{L}])|(?<![\p{L}\d])(?<![x×]\s*)(\d{1,3})\s+(?:in\s+)?(?:each|either)\s+(?:way|direction)(?![\p{L}])/giu,
    read: (m, d) => {
      d.reps ??= Number(m[1] ?? m[2]);
      d.side ??= 'each';
    },
    when: /one\s+way|clockwise|\d\s*cw|(?:each|either)\s+(?:way|direction)/i,
  },
  {
    // The same count and unit said twice, each with its own direction, in any language ("10 marta oldinga, 10 marta
    // orqaga", "10 անգամ առաջ, 10 անգամ հետ", "10 times left, 10 times right"): that many each way.
    pattern:
      /(?<![\p{L}\d])(\d{1,3})\s+([\p{L}\p{M}]+\s+)([\p{L}\p{M}]+)\s*[,/&+]\s*(?:and\s+)?\1\s+\2(?!\3(?![\p{L}\p{M}]))[\p{L}\p{M}]+(?![\p{L}\p{M}])/giu,
    read: (m, d) => {
      d.reps ??= Number(m[1]);
      d.side ??= 'each';
    },
    when: /\d\s+[\p{L}\p{M}]+\s+[\p{L}\p{M}]+\s*[,/&+]/u,
  },
  {
    // "8/8" or "8+8" (right/left), as strength coaches write a count for each side; not an interval ("30/30 x 5",
    // "40/20").
    pattern: /(?<![\d/+.:])\b([1-9]|1\d|2[0-5])\s*([/+])\s*\1\b(?![/+\d.:])(?!\s*(?:[x×]|s\b|secs?\b|seconds?\b))/gu,
    read: (m, d) => {
      d.reps ??= Number(m[1]);
      d.side ??= 'each';
    },
    when: /\d\s*[/+]\s*\d/,
  },
  {
    // A rep scheme written with dashes or spaced slashes, one number a set: "30-15-15-15" is four sets (thirty, then
    // three of fifteen); "10-10-10" three of ten; a pyramid "12 / 10 / 8" three. Not a tempo ("3-1-1", single digits)
    // nor a date ("12/10/2024", unspaced).
    pattern: /(?<![\d:./-])\b([1-9]\d)((?:\s*[-–]\s*[1-9]\d|\s+\/\s+[1-9]\d?){2,5})\b(?![\d:./-])/gu,
    read: (m, d) => {
      const counts = [m[1], ...m[2].split(/[-–/]/u).slice(1)].map((n) => Number(n.trim()));
      d.sets ??= counts.length;
      if (counts.every((n) => n === counts[0])) d.reps ??= counts[0];
    },
    when: /\d\d\s*[-–]\s*\d\d\s*[-–]\s*\d\d|\d\s+\/\s+\d{1,2}\s+\/\s+\d/u,
    written: true,
  },
  {
    // "30s/30s", "20 s / 20 s": the same hold for each side, the unit said both times (a bare "30/30" is an interval).
    pattern: /(?<![\d/+.:])\b(\d{1,3})\s*(s|secs?|seconds?)\s*\/\s*\1\s*\2(?![\p{L}\d])/giu,
    read: (m, d) => {
      d.hold_seconds ??= Number(m[1]);
      d.side ??= 'each';
    },
    when: /\d\s*s\p{L}*\s*\/\s*\d/iu,
  },
  {
    // "10 (×3)", "12 (x 2)": a count done that many times over, as sets.
    pattern: /\b(\d{1,3})\s*\(\s*[x×]\s*(\d{1,2})\s*\)/gu,
    read: (m, d) => {
      d.reps ??= Number(m[1]);
      d.sets ??= Number(m[2]);
    },
    when: /\(\s*[x×]\s*\d/,
  },
  {
    // "10 each way", "x5 each direction", "both ways": a circle or rotation done one way and then the other, as steps
    // "each way" go to one side and then the other: each.
    pattern:
      /\b(?:(?:in\s+)?(?:each|every|either)\s+(?:way|direction)|both\s+(?:ways|directions)|per\s+direction)\b/giu,
    read: (_m, d) => void (d.side ??= 'each'),
    when: /way|direction/i,
  },
  {
    // "10 forward, 10 back", "ten forwards, then ten backwards", "10 ymlaen, 10 yn ôl": the same count one way and then the other is that many each way.
    pattern:
      /(?<![\p{L}\d])(\d{1,3})\s*x?\s*(?:forwards?|ymlaen|adiante|adelante|p[ëe]rpara)\s*[,/&+]?\s*(?:(?:and\s+)?then\s+|and\s+|ac?\s+|e\s+|y\s+|dhe\s+)?\1\s*x?\s*(?:back(?:wards?)?|yn\s+[ôo]l|atr[áa]s|prapa)(?![\p{L}])/giu,
    read: (m, d) => {
      d.reps ??= Number(m[1]);
      d.side ??= 'each';
    },
    when: /forward|ymlaen|adiante|adelante|p[ëe]rpara/i,
  },
  {
    // A count of breaths ("5 breaths", "8 respirations") paces a pose: cut from the name, but it is no dosage field.
    pattern:
      /\b\d{1,2}\s*(?:deep\s+)?(?:breaths?|respirations?|respiraciones|respira[çc][õo]es|respiri|atemz[üu]ge|ademhalingen|oddech[óo]w)(?![\p{L}])/giu,
    read: () => undefined,
    when: /breath|respir|atem|adem|oddech/i,
  },
  {
    // "10回×3セット", "3セット×10回"
    pattern: new RegExp(String.raw`${JA_REPS}\s*[x×]\s*${JA_SETS}|${JA_SETS}\s*[x×]\s*${JA_REPS}`, 'gu'),
    read: (m, d) => {
      d.reps ??= Number(m[1] ?? m[4]);
      d.sets ??= Number(m[2] ?? m[3]);
      if (m[0].endsWith('ずつ')) d.side ??= 'each';
    },
  },
  {
    pattern: new RegExp(`${JA_SETS}|${JA_REPS}|(\\d{1,3})\\s*(秒|分)(?:間|钟|鐘)?(?:キープ|ずつ)?`, 'gu'),
    read: (m, d) => {
      if (m[1]) d.sets ??= Number(m[1]);
      else if (m[2]) d.reps ??= Number(m[2]);
      else d.hold_seconds ??= Number(m[3]) * (m[4] === '分' ? 60 : 1);
      // "10回ずつ", "30秒ずつ": that many each (side, or way).
      if (m[0].endsWith('ずつ')) d.side ??= 'each';
    },
  },
  {
    // A clock-like duration after a number of sets: "3 x :45", "5 x 0:20", "2 x 1:00" (sets and a hold, never reps 0).
    pattern: new RegExp(String.raw`(?<!\d:)\b(\d{1,2})\s*[x×]\s*${CLOCK}`, 'gu'),
    read: (m, d) => {
      d.sets ??= Number(m[1]);
      d.hold_seconds ??= Number(m[2] ?? 0) * 60 + Number(m[3]);
    },
    when: /:\d/,
  },
  {
    // A count after a clock-like hold is the number of holds, as after "20 s": "0:20 x 5", ":30 × 3".
    pattern: new RegExp(String.raw`${CLOCK}\s*[x×]\s*(\d{1,2})(?![\p{L}\d])`, 'gu'),
    read: (m, d) => {
      d.hold_seconds ??= Number(m[1] ?? 0) * 60 + Number(m[2]);
      d.sets ??= Number(m[3]);
    },
    when: /:\d/,
  },
  {
    // A clock-like duration read as a hold only where a dose says so: after a hold word ("hold 1:30"), before one
    // (":30 hold") or before a side ("1:00 each side"), a bare ":45", or under a minute ("0:20"). "Live at 7:30" is
    // a time of day.
    pattern: new RegExp(String.raw`(?:${HOLD_WORD}\s*)?${CLOCK}(?:\s*${HOLD_WORD})?`, 'giu'),
    read: (m, d) => {
      const held = /^\p{L}/u.test(m[0]) || /\p{L}$/u.test(m[0]);
      const sided =
        /^\s*(?:each|per|\/|e\/s|ea\b|[^\x00-\x7f]|on each|a side|(?:pro|je|cada|por|par|na|de chaque)\s)/iu;
      const after = m.input.slice((m.index ?? 0) + m[0].length);
      if (!held && m[1] !== undefined && Number(m[1]) > 0 && !sided.test(after)) return false;
      d.hold_seconds ??= Number(m[1] ?? 0) * 60 + Number(m[2]);
    },
    when: /:\d/,
  },
  {
    // "20s ×4", "20 sec x 5": a count after a hold is the number of holds (sets).
    pattern: new RegExp(String.raw`\b(\d{1,3})\s*(${UNIT})\s*[x×]\s*(\d{1,2})(?![\p{L}\d])`, 'giu'),
    read: (m, d) => {
      d.hold_seconds ??= seconds(m[1], m[2]);
      d.sets ??= Number(m[3]);
    },
    when: /[x×]\s*\d/,
  },
  {
    // "3 x 30s", "2x30 seconds", "5 x 45 sec"
    pattern: new RegExp(String.raw`\b(\d{1,2})\s*(?:${SETS}\s*)?[x×]\s*(\d{1,3})\s*(${UNIT})(?![\p{L}])`, 'giu'),
    read: (m, d) => {
      d.sets ??= Number(m[1]);
      d.hold_seconds ??= seconds(m[2], m[3]);
    },
  },
  {
    // Every minute on the minute: "15 swings every minute, for 5 minutes", "EMOM 10", "10 min EMOM", "E2MOM × 5"
    // (every two minutes). Each minute is a set; the minutes are no hold.
    pattern:
      /\bevery\s+minute(?:\s+on\s+the\s+minute)?\b[^.!?]{0,40}?\b(?:for\s+)?(\d{1,2})\s*(?:minutes|mins|rounds)\b|\be(?:\d\s?)?mom\s*(?:[x×]\s*)?(\d{1,2})\b|\b(\d{1,2})\s*(?:-?\s*min(?:ute)?s?)\s+emom\b/giu,
    read: (m, d) => void (d.sets ??= Number(m[1] ?? m[2] ?? m[3])),
    when: /every\s+minute|e\d?\s?mom/i,
  },
  {
    // Intervals: "40/20 x 3" (seconds of work / rest, rounds), "30 on / 30 off", "20 s on / 10 s off": the work is
    // held; rounds after "x" count sets only in the bare "40/20 x 3" form.
    pattern: new RegExp(
      String.raw`\b([1-9]\d)\s*\/\s*[1-9]\d\s*[x×]\s*(\d{1,2})\b|\b(\d{1,3})\s*(?:${UNIT})?\s*on\s*[/,]\s*\d{1,3}\s*(?:${UNIT})?\s*off\b`,
      'giu',
    ),
    read: (m, d) => {
      if (m[1]) {
        d.hold_seconds ??= Number(m[1]);
        d.sets ??= Number(m[2]);
      } else d.hold_seconds ??= Number(m[3]);
    },
    when: /\d\s*\/\s*\d|\bon\s*[/,]/i,
  },
  {
    // A coach's stacked shorthand, "x10 x3" (10 reps, 3 sets), "x8 e/s x3": the count first, then the sets.
    pattern:
      /(?<!\d\s*)(?<![\p{L}])[x×]\s*(\d{1,3})\s*(e\/s|each(?:\s+(?:side|leg|arm))?|(?:per|\/)\s*(?:side|leg|arm))?\s*[x×]\s*(\d{1,2})(?![\p{L}\d])/giu,
    read: (m, d) => {
      d.reps ??= Number(m[1]);
      d.sets ??= Number(m[3]);
      if (m[2]) d.side ??= 'each';
    },
    when: /[x×]\s*\d[^x×]*[x×]\s*\d/i,
  },
  {
    // "8 ea. side x 3", "10 each leg x 2": that many each side, for that many sets.
    pattern: new RegExp(
      String.raw`\b(\d{1,3})\s*(?:reps?\s*)?(?:each|ea\.?|per|a)\s*(?:side|leg|arm)\s*[x×]\s*(\d{1,2})\b`,
      'giu',
    ),
    read: (m, d) => {
      d.reps ??= Number(m[1]);
      d.sets ??= Number(m[2]);
      d.side ??= 'each';
    },
    when: /[x×]\s*\d/,
  },
  {
    // "3 x 10 m", "3 x 20 metres": sets of a distance (the distance is no dosage field).
    pattern: /\b(\d{1,2})\s*[x×]\s*\d+(?:[.,]\d+)?\s*(?:m|metres?|meters?|yards?|yds?)(?![\p{L}])/giu,
    read: (m, d) => void (d.sets ??= Number(m[1])),
    when: /\d\s*(?:m|metres?|meters?|yards?|yds?)\b/i,
  },
  {
    // "3 x as many as you can", "3 x AMRAP", "2 x max": sets, each to the viewer's limit (no count of reps).
    pattern:
      /\b(\d{1,2})\s*[x×]\s*(?:as many as (?:you can|possible)|amrap|max(?:imum)?(?:\s+reps)?|to failure)(?![\p{L}])/giu,
    read: (m, d) => void (d.sets ??= Number(m[1])),
    when: /as many|amrap|max|failure/i,
  },
  {
    // "3x10", "3 x 12 reps", "3 sets x 12", "3 x 8-12" (a range counts from its lower bound)
    pattern: new RegExp(
      String.raw`(?<!\d:)\b(\d{1,2})\s*(?:${SETS}\s*)?[x×]\s*(?:(?:de|of|po|по)\s+)?(\d{1,3})(?:\s*[-–]\s*\d{1,3})?(?:\s*${REPS})?(?![\p{L}\d]|:\d)${NOT_LOAD}`,
      'giu',
    ),
    read: (m, d) => {
      d.sets ??= Number(m[1]);
      d.reps ??= Number(m[2]);
    },
  },
  {
    // "2 sets of 15", "3 Sätze à 10 Wiederholungen", "3 series de 12 repeticiones", "2 sets of 30 seconds", "3 sets,
    // 20-30 s" (a range from its lower bound)
    pattern: new RegExp(
      String.raw`(?<!\d:)\b(\d{1,2})\s*${SETS}\s*${SET_OF}?\s*(\d{1,3})(?:\s*[-–]\s*\d{1,3})?(?!\d|:\d)${NOT_LOAD}(?:\s*(${UNIT})(?![\p{L}])|\s*${REPS})?`,
      'giu',
    ),
    read: (m, d) => {
      d.sets ??= Number(m[1]);
      if (m[3]) d.hold_seconds ??= seconds(m[2], m[3]);
      else d.reps ??= Number(m[2]);
    },
  },
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})\s*${SETS}(?![\p{L}])`, 'giu'),
    read: (m, d) => void (d.sets ??= Number(m[1])),
  },
  {
    // "20-30 seconds", "five to ten minutes", "de 20 a 30 segundos": a range counts from its lower bound. A spaced
    // dash is no range ("Set 2 - 30 s"), nor is a first number above the second.
    pattern: new RegExp(String.raw`\b(\d{1,3})(?:[-–]|\s*${RANGE_TO}\s*)(\d{1,3})\s*(${UNIT})(?![\p{L}])`, 'giu'),
    read: (m, d) => {
      if (Number(m[1]) >= Number(m[2])) return false;
      d.hold_seconds ??= seconds(m[1], m[3]);
    },
  },
  {
    // "hold 30 s", "hold for 1 minute", "30 Sek. halten", "60s hold", "(45 s)"
    pattern: new RegExp(String.raw`(?:${HOLD_WORD}\s*)?\b(\d{1,3})\s*(${UNIT})(?![\p{L}])(?:\s*${HOLD_WORD})?`, 'giu'),
    read: (m, d) => void (d.hold_seconds ??= seconds(m[1], m[2])),
  },
  {
    // "8-12 reps", "eight to twelve times": a range counts from its lower bound
    pattern: new RegExp(String.raw`\b(\d{1,3})\s*(?:[-–]|${RANGE_TO})\s*\d{1,3}\s*${REPS}`, 'giu'),
    read: (m, d) => void (d.reps ??= Number(m[1])),
  },
  {
    // The unit before its number: Swahili "mara 10" (10 times), "sekunde 30", "dakika 1", "seti 3"; Zulu with its
    // concord before the number, "izikhathi eziyi-10" (10 times), "amasethi ama-3", "imizuzwana engu-30" ("umzuzu
    // owodwa" is left unread). Read before the counts below, so "usoro 2 × ugboro 12" is no "2x".
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:(${UNIT_FIRST.reps})|(${UNIT_FIRST.sets})|(${UNIT_FIRST.seconds})|(${UNIT_FIRST.minutes}))\s+(?:\p{L}{1,6}-)?(\d{1,3})(?![\d:])`,
      'giu',
    ),
    read: (m, d) => {
      if (m[1]) d.reps ??= Number(m[5]);
      else if (m[2]) d.sets ??= Number(m[5]);
      else d.hold_seconds ??= Number(m[5]) * (m[4] ? 60 : 1);
    },
    when: new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${Object.values(UNIT_FIRST).join('|')})\s`, 'iu'),
  },
  {
    // Malagasy says "times" as a prefix glued to the count: "in-10" (ten times), "in-15".
    pattern: /(?<![\p{L}])in-(\d{1,3})(?![\d:])/giu,
    read: (m, d) => void (d.reps ??= Number(m[1])),
    when: /in-\d/i,
  },
  {
    // A title that opens with a count of the move and goes on ("10 squats while the kettle boils"): the count is the
    // repetitions and the plural the name, which the rule below would cut with its count.
    pattern: new RegExp(String.raw`^\s*(\d{1,3})(?=\s+(?:${MOVE_NOUNS})\s+\p{L})`, 'giu'),
    read: (m, d) => void (d.reps ??= Number(m[1])),
  },
  {
    // "10 reps", "15 Wiederholungen", "10x", "x10", "10 per side", "10 each leg", "5 to each side", "8 e.s." (each
    // side), "20 total", "twenty in total", Catalan "8 cap a cada costat" (8 towards each side)
    pattern: new RegExp(
      String.raw`(?<!\d:)\b(\d{1,3})\s*(?:(?:${REP_MANNER})\s+)?(?:${REPS}|(?:${MOVE_NOUNS}|(?:in\s+)?total)(?![\p{L}])|[x×](?![\p{L}\d])(?!\s*\d))|(?:\bx|×)\s*(\d{1,3})\b(?!:\d)${NOT_LOAD}|(?<!\d:)\b(\d{1,3})(?=\s*(?:(?:to|for|cap\s+a)\s+)?(?:${PER}\s+${LIMB}|${PER}\s+(?:way|direction)|/\s*(?:side|leg|arm)\b|e(?:/s\b|\.\s?s\.)|(?:each|ea\b\.?)\s*(?:$|[)\],|}])))`,
      'giu',
    ),
    read: (m, d) => void (d.reps ??= Number(m[1] ?? m[2] ?? m[3])),
  },
  {
    // A count of the move named in full ("15 kettlebell swings", "8 goblet squats", "12 wall push-ups"): the
    // repetitions (the count alone is the dose; the name stays). Not "ten more squats", "2 kinds of lunges", nor the
    // number of a list's item ("Ex 3 Banded hamstring curls").
    pattern: new RegExp(
      String.raw`(?<!\d:)(?<![#№]\s*)(?<!(?<![\p{L}])(?:${NUMBERING_WORD})\.?\s*)\b(\d{1,3})(?=\s+(?!(?:${NOT_A_MOVE_WORD})(?![\p{L}]))\p{L}+(?:[\s-]+(?!(?:${NOT_A_MOVE_WORD})(?![\p{L}]))\p{L}+)?\s+(?:${MOVE_NOUNS})(?![\p{L}]))`,
      'giu',
    ),
    read: (m, d) => void (d.reps ??= Number(m[1])),
    when: new RegExp(String.raw`(?<![\p{L}])(?:${MOVE_NOUNS})(?![\p{L}])`, 'iu'),
  },
  {
    // A bare count after a dash or a name's comma, closing the text or its first cell ("Bridge — 10", "Cat-cow on all
    // fours — 8 slow", "Seated cat-cow, 8 slow", "Pelvic floor quick flicks — 10 | T1 ✅") or before a bracket with the
    // rest of the dose ("Chin tucks – 10 (hold 3s)"): the repetitions. (Not in speech, whose dashes are pauses.)
    pattern: new RegExp(
      String.raw`(?<=(?:\s[-–—]|\p{L},)\s*)(?<!\d\s*[-–—]\s*)([1-9]\d?)(?:\s+(?:${REP_MANNER}))?(?=\s*(?:$|\||\([^()]*\d[^()]*\)\s*$))`,
      'giu',
    ),
    read: (m, d) => void (d.reps ??= Number(m[1])),
    when: /[-–—,]\s*[1-9]/,
    written: true,
  },
  {
    // A bare count in brackets after a name ("Wall slides (15)", "{12}") is the repetitions; a single digit in
    // round brackets ("Dead bug (2)") is the second time through, not a dose.
    pattern: /[([{]\s*(\d{2,3})\s*[)\]}]|\{\s*(\d)\s*\}/gu,
    read: (m, d) => void (d.reps ??= Number(m[1] ?? m[2])),
    when: /[([{]\s*\d/,
  },
];
const RULES = rulesFor(units(false));
const FOREIGN_RULES = rulesFor(units(true));

// "3 x 8 each" at the end of a dose: each side.
// "(45 s each)": also after a held duration.
const EACH_AFTER_COUNT = /(?<=\d\s*(?:(?:reps?|s|secs?|sec\.|seconds?)\s*)?)\b(?:each|ea\b\.?)(?=\s*(?:$|[)\],|}]))/giu;

// Per-side words of the languages whose exercise names the lexicon does not hold; tried only on text that has
// one of their first letters (captions read every cue: keep the common path short). Slavic "each" and "side/leg/arm"
// are written as stems, their case endings left open ("na každou stranu", "každá noha", "na svaku nogu", "na
// każdą nogę", "на всяка страна", "на всеки крак", "в каждую сторону", "на кожен бік").
const FOREIGN_EACH_SIDE = new RegExp(
  [
    String.raw`(?:لكل|كل) (?:جانب|جهة|رجل|ساق)|هر (?:طرف|سمت)|ہر طرف|প্রতি(?:টা|টি)? (?:পাশে|দিকে|পায়ে|হাতে)|(?:לכל|בכל|כל) (?:צד|רגל|יד|כיוון)`,
    String.raw`ข้างละ|ต่อข้าง|แต่ละข้าง|m[ỗo]i (?:b[êe]n|ch[âa]n|tay)|bawat (?:binti|gilid|panig|braso|paa|kamay|side)|kila (?:upande|mguu)`,
    // Cebuano ("matag tiil", each leg; "kilid", side; "kamot", hand/arm) and the "kada" (each) both say
    String.raw`matag (?:tiil|kilid|kamot|bitiis|bukton|side)|kada (?:tiil|kilid|kamot|bitiis|bukton|binti|gilid|braso|paa|side|bitis)|kada ladu|sapa (?:kayumpi|amparampi|chiqa)`,
    // Scandinavian, Dutch, Finnish, Baltic
    String.raw`(?:på )?hver (?:side|arm)|(?:på )?hvert (?:ben|bein)|per (?:sida|ben|arm)|(?:på |för )?(?:varje|vardera) (?:sida|ben|arm)`,
    String.raw`(?:aan )?(?:elke|iedere) (?:kant|zijde|been|arm)|molemmin puolin|kummalle(?:kin)? (?:puolelle|jalalle|k[äa]delle)|kummalla(?:kin)? (?:puolella|jalalla|k[äa]dell[äa])|kumpaankin suuntaan|(?:per|molemmille) (?:puoli|puolille|jalka)`,
    String.raw`kiekvienai (?:pusei|kojai|rankai)|katrai (?:pusei|k[āa]jai|rokai)|ar katru (?:k[āa]ju|roku)|katr[āa] (?:virzien[āa]|pus[ēe])|kiekviena kryptimi`,
    // Estonian, Icelandic
    String.raw`kummale(?:gi)? (?:poole|jalale|k[äa]ele)|kummalgi (?:poolel|jalal|k[äa]el)|m[õo]lemale (?:poolele|jalale|k[äa]ele)|(?:á |með )?hvor(?:ri|n|a|um) (?:hlið|fót|fæti|hendi|handlegg)`,
    // Malay and Indonesian, Turkish, Romanian, Hungarian
    String.raw`(?:setiap|tiap|tiap-tiap|masing-masing|per) (?:sisi|kaki|tangan|lengan|belah|bahagian|bagian)`,
    // (Spoken "her iki taraf" reaches here with its number read: "her 2 taraf".)
    String.raw`her (?:iki |2 )?(?:taraf|bacak|kol|yan)\p{L}*(?: için)?`,
    String.raw`(?:pe|pentru|la) fiecare (?:picior|parte|latur[ăa]|bra[țţt]|m[âa]n[ăa])`,
    String.raw`oldalank[ée]nt|l[áa]bank[ée]nt|karonk[ée]nt`,
    // Czech, Slovak, Polish; Croatian, Serbian, Bosnian, Slovenian; Bulgarian, Russian, Ukrainian, Serbian Cyrillic
    String.raw`(?:(?:na|pro|za|po) )?ka[žż]d\p{L}* (?:stran|stron|noh|nog|nož|ruk|ręk|rek|bok)\p{L}*`,
    String.raw`(?:(?:na|za|sa|s|po|z) )?(?:svak|vsak)\p{L}* (?:stran|nog|ruk|strani)\p{L}*|po (?:nozi|strani|ruci)`,
    String.raw`(?:(?:на|в|во|с|со|з|за|для|от|по) )?(?:кожн|кожен|кажд|всяк|всек|свак)\p{L}* (?:сторон|ног|рук|бок|бік|стран|крак|ръка)\p{L}*|по (?:нози|страни|руци)`,
    // Albanian
    String.raw`(?:(?:p[ëe]r|me|n[ëe]|nga) )?(?:secil[ëe]n|secila|[çc]do) (?:an[ëe]|k[ëe]mb[ëe]|kr[ae]h\p{L}*|dor[ëe]|drejtim)(?![\p{L}])`,
    // Basque, Azerbaijani, Macedonian, Persian
    String.raw`(?:alde|hanka|zango|beso|aldean) bakoitze(?:ko|an|rako)|h[əe]r (?:t[əe]r[əe]f|ayaq|qol)\p{L}*|(?:(?:на|за|со) )?секој\p{L}* (?:стран|ног|рак)\p{L}*|هر (?:پا|دست)`,
    // Georgian, Armenian, Tamil, Amharic, Kazakh, Nepali (and Marathi: "प्रत्येक पायाने", "प्रत्येक बाजूला"), Maltese, Uzbek
    String.raw`(?:თითოეულ|თითო|ყოველ) (?:მხარე|ფეხ|ხელ)\p{L}*|(?:յուրաքանչյուր|ամեն) (?:կողմ|ոտք|ձեռք)\p{L}*(?: համար)?`,
    String.raw`ஒவ்வொரு (?:பக்க|கால|கை)[\p{L}\p{M}]*|(?:በ|ለ)?እያንዳንዱ (?:ጎን|እግር|እጅ|በኩል)\p{L}*|әр(?:бір)? (?:жақ|жағ|аяқ|қол)\p{L}*`,
    String.raw`(?:हरेक|प्रत्येक|दुवै) (?:पट्टि|तर्फ|खुट्टा|हात|दिशा|पाय|बाजू|साइड)[\p{L}\p{M}]*|(?:(?:għal|fuq|ma) )?kull (?:naħa|sieq|riġel|driegħ)(?![\p{L}])|har (?:bir )?(?:tomon|oyoq|qo['ʻ’]?l)\p{L}*`,
    // Belarusian, Mongolian, Gujarati, Punjabi, Zulu, Irish, Haitian Creole
    String.raw`(?:(?:на|для|з) )?кожн\p{L}* (?:бок|наг|рук)\p{L}*|(?:тал|хөл|гар)(?: тус)? бүр\p{L}*|દરેક (?:બાજુ|પગ|હાથ)[\p{L}\p{M}]*`,
    String.raw`ਹਰ(?:ੇਕ)? (?:ਪਾਸੇ|ਪਾਸਾ|ਲੱਤ|ਬਾਂਹ)[\p{L}\p{M}]*|(?:u|o)hlangothi(?:ni)? ngalunye|(?:um|em)lenze(?:ni)? ngamunye|(?:ar |do |le )?gach (?:taobh|cos|cois|lámh|láimh|treo)(?![\p{L}])|(?:(?:sou|pou) )?chak (?:b[òo]|kote|janm|pye|bra)(?![\p{L}])|sak (?:kote|lipie|lebra)(?![\p{L}])|di tchaeke cost[ée]|kummaski poolõ|pe parte|king balang (?:bitis|gilid|kamay)|котькуд (?:пыд|пала|ки)\p{L}*|kala baŋnge|son dagh (?:lurgey|cheu|laue)|(?:ji bo )?her (?:lingî|aliyî|destî)|i te pae t[āa]ta['ʻ’]?itahi|uf jeder Sitt|kuri buri (?:kuguru|kuboko|ruhande)|kiñeke (?:namun|lado|kuq) mew|(?:e )?(?:tielo|bath|lwedo) moro ka moro|per part(?![\p{L}])`,
    // Greek, Korean, Chinese, Hindi
    String.raw`(?:σε |για )?(?:κάθε|καθε|αν[άα]) (?:πλευρ|π[όο]δι|χ[έε]ρι|μερι|κατε[υύ]θυνσ)\p{L}*`,
    // Javanese, Tatar, Pashto, Assamese, Malagasy, Malayalam, Yoruba, Kyrgyz, Odia, Sorani Kurdish, Luxembourgish, Igbo,
    // Samoan, Turkmen
    // Sundanese, Bislama, Ilocano, Kashubian and Silesian
    String.raw`yal tama|(?:sen|bolo) kelen-kelen bɛɛ la|kada bånda|ɛni (?:say|fut|an)|хас биирдии (?:өттүгэр|атахха|илиигэ)|हर (?:गोड़|हाथ|तरफ)|gama tokkoon tokkoon|(?<![\p{L}])o mwena(?![\p{L}])|txhua txhais (?:ceg|tes)`,
    String.raw`unggal (?:sisi|suku|leungeun)|long evri (?:saed|leg|han)|iti tunggal (?:saka|ima|bangir)|na k[òo]żd(?:ą|o) (?:stron[ãaęe]|nog[ãaęe]|rãk[ãe])`,
    String.raw`saben (?:sikil|tangan|sisih)|һәр (?:якка|аякка|кулга)|n['’](?:ụkwụ|akụkụ|aka) ọ bụla|i itu ta[ʻ’']?itasi|her (?:aýak|el|tarap) (?:bilen|üçin)|ପ୍ରତି (?:ଗୋଡ଼ରେ|ପାଖରେ|ହାତରେ)|بۆ هەر (?:لایەک|لا|قاچێک|دەستێک)|op all(?:er)? (?:Säit|Saite|Been|Aarm)|ഓരോ (?:ദിശയിലും|കൈയ്ക്കും|കാലിനും|വശത്തും|ഭാഗത്തും)|fún (?:ẹsẹ̀|apá|ẹ̀gbẹ́) kọ̀ọ̀kan|ар бир (?:бутка|тарапка|колго|жакка)|هره (?:پښه|خوا|لاس)|هر (?:اړخ|لاس)|প্ৰতি(?:টো)? (?:ফালে|ভৰিৰে|হাতেৰে)|isaky ny (?:tongotra|ilany|sandry|tanana)(?![\p{L}])`,
    // Burmese, Sinhala, Hausa
    String.raw`dhinac kasta|lug kasta|gacan kasta|ప్రతి వైపు|ఒక్కో వైపు|တစ်ဖက်စီ|တစ်ဘက်စီ|එක් පැත්තකට|පැත්තකට|kowace (?:ƙafa|kafa|hannu|gefe)|kowane (?:gefe|hannu)`,
    // K'iche', Zazaki, Bemba (each side, "and the other side too"), Khasi, Niuean, Kikongo ("with the other arm")
    String.raw`pa jujun (?:awaqan|aq'ab'|uq'ab')|her (?:lingî|destî|alî) rê|ku lubali lonse|no lubali lumbi|na (?:koko|kulu|ntulu) ya nkaka|balang (?:sali|bangir)|lam tinah|быд бок\p{L}*|ki te vae tāta'i|suang-suang sisi|kumpaiseki puoli|na gere ôko ôko|эрьва (?:пильге|кедь|бок)\p{L}*|шина агӀор|kotrai (?:pusei|kuojai|rūkai)|tagsa-tagsa (?:siki|bahag|lima)|хар джанына|өске (?:холуң|бут)\p{L}*|(?:ia )?man la ka (?:kjat|kti|liang)|ke he tau \p{L}+ takitaha`,
    String.raw`좌우|양쪽|각각|한쪽씩|한 쪽씩|각 (?:쪽|다리|팔)|每侧|每側|每边|每邊|两侧各|兩側各|每条腿|每條腿|各侧|各側|逐肢跤|逐爿|हर तरफ|ہر (?:لت|پاسے|ٻانہہ)`,
  ].join('|'),
  'giu',
);
const FOREIGN_EACH_SIDE_WHEN =
  /[^\x00-\x7f]|\b(?:(?:per|her|setiap|tiap|masing|hver|hvert|bawat|kila|varje|vardera|elke|iedere|kiekvienai|katrai|fiecare|hvorri|hvorn|secil[ëe]n|secila|[çc]do|har|kull|gach|chak|matag|kada|jujun|lingî|lubali|man\s+la)\s|takitaha|nkaka|tinah|быд|kotrai|tagsa-tagsa|хар|tāta'i|suang-suang|kumpaiseki|ôko\s+ôko|bakoitze|hlangothi|ngamunye|molemm|kummal|kumpaankin|svak|vsak|po\s+(?:nozi|strani|ruci)|kowa|dhinac|lug\s+kasta|gacan\s+kasta|isaky\s+ny|op\s+all|saben|unggal|long\s+evri|tunggal|k[òo]żd|letlhakoreng|tokkoon|mwena|txhua|yal\s+tama|kelen-kelen|kada\s+l|sak\s|sapa\s|tchaeke\s|kummaski|pe\s+parte|balang\s|kala\s+ba|dagh\s|jeder\s+sitt|kuri\s+buri|ki[ñn]eke\s|moro\s+ka|per\s+part|ɛni)/i;

const SIDE_RULES: [RegExp, DosageSide][] = [
  // "x2 each foot", "per hand": each (not "a foot off the bed", which PER's "a" would read with a limb word).
  [
    /\b(?:each|per|every|por|cada|par|pro|je)\s+(?:foot|hand|knee|ankle|shoulder|hip|wrist|pie|pied|piede|p[ée]|fu[ßs]s?|mano|main|m[ãa]o)(?![\p{L}])/giu,
    'each',
  ],
  [
    new RegExp(
      String.raw`(?:\b${PER}\s+${LIMB}|/\s*(?:side|leg|arm)\b|\be(?:/s\b|\.\s?s\.)|左右|片側ずつ|片(?:側|脚|足)(?=\s*\d)|片(?:脚|足)ずつ)`,
      'giu',
    ),
    'each',
  ],
  [FOREIGN_EACH_SIDE, 'each'],
  [EACH_AFTER_COUNT, 'each'],
  // "10 reps L + R", "L/R": both sides in turn.
  [/(?<![\p{L}])L\s*(?:\+|&|\/|and)\s*R(?![\p{L}])/gu, 'each'],
  // Hinglish "har side" / "har direction", Welsh "bob ochr" (and "gyda phob coes", its mutated form).
  [
    /\b(?:har\s+(?:side|direction|taraf|leg|arm)|(?:ar\s+)?(?:ph|[bp])ob\s+(?:ochr|coes|braich|cyfeiriad))\b/giu,
    'each',
  ],
  [
    /(?<![\p{L}])(?:both|beide[n]?|ambos(?: os)?|ambas(?: as)?|[áa]mbolos(?: os)?|[áa]mbalas(?: as)?|dono|les deux|entrambi i|entrambe le)\s+(?:sides|side|taraf|legs|arms|seiten|beine|arme|lados|piernas|brazos|c[ôo]t[ée]s|jambes|bras|pernas|bra[çc]os|lati|gambe|braccia)(?![\p{L}])/giu,
    'both',
  ],
  [
    /\((?:l|left|links|izq(?:uierd[oa])?|gauche)\)|\b(?:left|linke[rs]?|links)\s+(?:side|leg|arm|foot|knee|hip|shoulder|hand|seite|bein)\b|[-–,]\s*left\s*(?=$|[([])|\b(?:izquierd[oa]|gauche)(?![\p{L}])/giu,
    'left',
  ],
  [
    /\((?:r|right|rechts|der(?:ech[oa])?|droite)\)|\b(?:right|rechte[rs]?|rechts)\s+(?:side|leg|arm|foot|knee|hip|shoulder|hand|seite|bein)\b|[-–,]\s*right\s*(?=$|[([])|\b(?:derech[oa]|droite)(?![\p{L}])/giu,
    'right',
  ],
  // A home-programme printout's shorthand: "SLR 2x10 R LE" (right lower extremity), "Wrist curls 3x15 L UE", and "B"
  // for both after the dose ("Ankle pumps x20 B", "HS str 3x30" B"). Capitals only: "r" and "b" are words elsewhere.
  [/(?<![\p{L}])R\s?[LU]E(?![\p{L}])/gu, 'right'],
  [/(?<![\p{L}])L\s?[LU]E(?![\p{L}])/gu, 'left'],
  [/(?<=[\d"″'′]\s*)\s(?:B|BIL|[Bb]ilat(?:eral)?)(?=\s*(?:$|[,(]))/gu, 'both'],
];

/**
 * The dosage a short text (a chapter title, a note) states, with the spans stating it. Speech (`spoken`) keeps only
 * "each side": "your left leg" in a coach's talk is where to stand, not a dose, so those rules are not even tried.
 */
export function findDosage(text: string, { spoken = false }: { spoken?: boolean } = {}): DosageMatch {
  const dosage: Dosage = {};
  const spans: [number, number][] = [];
  const free = (from: number, to: number) => spans.every(([a, b]) => to <= a || from >= b);
  for (const rule of FOREIGN_UNIT_HINT.test(text) ? FOREIGN_RULES : RULES) {
    if ((rule.when && !rule.when.test(text)) || (spoken && rule.written)) continue;
    for (const m of text.matchAll(rule.pattern)) {
      const from = m.index ?? 0;
      const to = from + m[0].length;
      if (!free(from, to)) continue;
      if (REST_WORD.test(text.slice(Math.max(0, from - 12), from))) continue; // "rest 30 s" is not a hold
      if (TEMPO_WORD.test(text.slice(Math.max(0, from - 12), from))) continue; // "lower over 3 seconds" is a tempo
      if (FREQUENCY_WORD.test(text.slice(Math.max(0, from - 16), from))) continue; // "every 20 minutes" is how often
      if (REST_AFTER.test(text.slice(to, to + 10))) continue; // "two minutes' rest" is no hold either
      const holdBefore = dosage.hold_seconds;
      if (rule.read(m as RegExpExecArray, dosage) === false) continue;
      // "Eccentric push-up, 5 s down": a time the move is slowed over is a tempo, not a hold (cut from the name with
      // its word).
      const tempo = TEMPO_AFTER.exec(text.slice(to, to + 20));
      if (holdBefore === undefined && dosage.hold_seconds !== undefined && tempo) {
        delete dosage.hold_seconds;
        spans.push([from, to + tempo[0].length]);
        continue;
      }
      // "45 s on / 15 s off", "30s work / 15s rest": the interval's words go with its times.
      const interval = INTERVAL_WORD.exec(text.slice(to, to + 8));
      spans.push([from, to + (interval?.[0].length ?? 0)]);
    }
  }
  const hasEachAfterDigit = /\d/.test(text) && /\bea(?:ch)?\b/i.test(text);
  for (const [pattern, side] of SIDE_RULES) {
    if (spoken && side !== 'each') continue;
    if (pattern === EACH_AFTER_COUNT && !hasEachAfterDigit) continue;
    if (pattern === FOREIGN_EACH_SIDE && !FOREIGN_EACH_SIDE_WHEN.test(text)) continue;
    for (const m of text.matchAll(pattern)) {
      const from = m.index ?? 0;
      if (!free(from, from + m[0].length)) continue;
      dosage.side ??= side;
      spans.push([from, from + m[0].length]);
      // A bare count right before another language's "each side" is the reps ("Osem na každú stranu": 8 each side).
      const count = pattern === FOREIGN_EACH_SIDE ? /(\d{1,3})\s*$/.exec(text.slice(0, from)) : null;
      if (count && dosage.reps === undefined && free(count.index, from)) {
        dosage.reps = Number(count[1]);
        spans.push([count.index, from]);
      }
    }
  }
  return { dosage: restNotHold(holdCounts(dosage, text), text), spans };
}

// A word that names repetitions themselves, not "times" ("10 reps", "10 Wiederholungen", "10 kartų" is "times").
const REPETITION_NOUN = /rep|wdh|wiederhol|herhaling|powt|opakov|ponav|ponov|toisto|tekrar|ism[ée]tl|повтор|επαναλ/i;
/** Shortest hold, and most "times", read as sets of a held stretch rather than repetitions of an isometric. */
const LONG_HOLD_SECONDS = 15;
const MOST_HOLD_SETS = 4;

/**
 * A long hold done a few "times" ("hold 30 s, 3 times", "30 segundos, 3 veces", "hold 20 s x3") is sets of the hold,
 * as "3 x 20 s" is; a short hold done many times ("10 times, hold 5 s") stays repetitions of an isometric.
 */
function holdCounts(dosage: Dosage, text: string): Dosage {
  const { hold_seconds: hold, reps, sets } = dosage;
  if (hold === undefined || reps === undefined || sets !== undefined) return dosage;
  if (hold < LONG_HOLD_SECONDS || reps > MOST_HOLD_SETS || REPETITION_NOUN.test(text)) return dosage;
  const { reps: _times, ...rest } = dosage;
  return { ...rest, sets: reps };
}

/** Longest work a set of repetitions with a bare time beside them could take, in seconds. */
const MAX_SET_SECONDS = 300;
const SAYS_HOLD = new RegExp(HOLD_WORD, 'iu');

/**
 * "Goblet squat   3 x 10   90s" (a REST column): a bare time beside a count of repetitions that would make a set last
 * longer than MAX_SET_SECONDS is the rest between sets, not a hold of each repetition; "hold 5 s" stays a hold.
 */
function restNotHold(dosage: Dosage, text: string): Dosage {
  const { hold_seconds: hold, reps } = dosage;
  if (hold === undefined || reps === undefined || hold * reps <= MAX_SET_SECONDS) return dosage;
  if (SAYS_HOLD.test(text)) return dosage;
  const { hold_seconds: _rest, ...rest } = dosage;
  return rest;
}

/** Fields of `extra` that `base` lacks (a chapter's notes complete its title's dosage, never override it). */
export function completeDosage(base: Dosage, extra: Dosage): Dosage {
  return { ...extra, ...base };
}
