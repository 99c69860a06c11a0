/**
 * Chapter lines of a description, read the way YouTube reads them: a line is a chapter line only when it BEGINS
 * with a timestamp (`M:SS`, `MM:SS`, `H:MM:SS`, optionally in brackets), after nothing but a bullet, dash, emoji,
 * list number or "Chapter n". The title is the rest of the line. A time anywhere else in a line (a duration in a
 * sentence, a time of day, a track length after its title) is not a chapter.
 */

// What may come before the time: symbols and emoji (bullets, arrows, ▶️, 🔹), keycap digits (1️⃣), list
// numbering ("1." / "2)" / "#2"), and a numbered label ("Chapter 3 —", "Step 2 -", "Ejercicio 1:") in the
// languages the lexicon covers. Only a number follows such a word, so no title can be taken for a label. A minute
// label may sit right before the time itself ("Minute 0:45 –", "Min. 2:10", "Minuto 3:00", "Minuut 1:20"): a short
// closed list of words for "minute", taken only when a clock follows. A Roman numeral numbers a list like "Chapter n"
// ("III. 4:20 – Name", "iv) 6:00 Name"), and so does a letter ("b) 2:20 Name"), taken only when a clock follows; a table row's label and bars come before its
// clock too ("Ch. 3 | 4:10 | Name | 3x10", "| 4:10 | Name | dose |"). The labels stay a closed list: "Track 3 – 7:40"
// numbers a playlist, whose track word would be lost with the label.
const LEADING =
  /^(?:[^\p{L}\p{N}([]|\d\uFE0F?\u20E3|#?\d{1,2}[.)]?(?=\s)|(?:chapter|chap\.?|ch\.?|kapitel|cap[ií]tulo|chapitre|part|teil|parte|partie|section|step|schritt|paso|[ée]tape|exercise|ex\.?|übung|uebung|ejercicio|exercice|video|lesson|day|tag|d[ií]a|jour|week|block|session|phase|stage|round)\s*\d{1,2}\s*[:.\-–—)|·]?(?=\s|[([]?\d)|(?:[ivxlc]{1,6})(?:[.):\-–—]\s*|\s+)(?=[([]?\d{1,3}:\d{2})|[a-z][.)]\s*(?=[([]?\d{1,3}:\d{2})|(?:min|mins|minute|minutes|minuten|minuto|minutos|minuta|minut|minuut|minuti)\.?\s*:?\s*(?=[([]?\d{1,3}:\d{2}))*/iu;
// The time itself, in optional brackets; not glued to more digits, and not a time of day ("7:15 am").
const CLOCK = /^[([]?\s*(\d{1,3}(?::\d{2}){1,2})\s*[)\]]?(?!\d|:\d|\s?[ap]\.?m\b)/i;
// "0:45 - 2:00 Cat cow": the end of a range is not part of the title.
const RANGE_END = /^\s*(?:-|–|—|to|~|bis|a|à)\s*[([]?\s*\d{1,3}(?::\d{2}){1,2}\s*[)\]]?(?![\d:])/i;
// Separators and brackets trimmed from both ends of a title (a full stop only at the start).
const TRIM_BOTH = new Set([...' \t-–—|:•*·⋯>»~,;()[]{}⟶➔┃']);
// Any other mark a title may start with ("⁘ Consellos", "≈ Halo evriwan!", "✤ Esercizi 1."): a bullet of the author's
// choosing, not a word. Not "#", which numbers ("#2 Squat"), nor quotes, nor emoji, which later rules read.
const LEADING_MARK = /[\p{P}\p{Sm}\p{Sk}]|(?!\p{Extended_Pictographic})\p{So}/u;
const KEPT_LEADING = new Set([...'#"\'“‘„«¿¡']);
/** Boxes to tick, one for each set, before a name ("☐☐☐ Clamshells – 15 each side"): kept, as the sets they count. */
export const TICK_BOXES = /^\s*(?:[☐☑☒□▢⬜]\uFE0F?\s*){2,}/u;
const TICK_BOX = new Set([...'☐☑☒□▢⬜']);
/** How many boxes a title opens with, when two or more (one box is a bullet). */
export const tickBoxes = (title: string) =>
  [...(TICK_BOXES.exec(title)?.[0] ?? '')].filter((c) => TICK_BOX.has(c)).length;

/** Seconds for `M:SS`, `MM:SS`, `MMM:SS` or `H:MM:SS`; null when a field is out of range. */
export function parseClock(text: string): number | null {
  const parts = text.split(':').map(Number);
  if (parts.some((p) => !Number.isInteger(p))) return null;
  if (parts.length === 2) {
    const [m, s] = parts;
    return s < 60 ? m * 60 + s : null;
  }
  if (parts.length === 3) {
    const [h, m, s] = parts;
    return h < 100 && m < 60 && s < 60 ? h * 3600 + m * 60 + s : null;
  }
  return null;
}

export interface LineChapter {
  start: number;
  title: string;
}

const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/**
 * A title with its separators written the usual way: a spaced arrow, bullet or tilde between a name and its dose
 * ("Dzosera chirebvu kumashure ⮕ kagumi", "La ponte ∙ 2 series de 8", "chin tucks ~ 10") as a dash, and a double or
 * full-width bar ("Exercizi 1 ‖ La punt ‖ 10 giadas") as a bar, a last part in guillemets ("U ponte «dece volte»")
 * as a note after a dash, and direction arrows as what they say ("⇅ 20", "↻ 10 ↺ 10": 10 each way), so each is read
 * as the ones its rules know.
 */
export const withPlainSeparators = (title: string) =>
  title
    .replace(BOTH_WAYS, ' – $1 each way')
    .replace(SPACED_POINTER, ' – ')
    .replace(BAR_LIKE, '|')
    .replace(QUOTED_LAST, ' – $1');
const SPACED_POINTER = /\s+[→➜➡⮕⇒∙~•⇅⇆]\uFE0F?\s+/gu;
// "Shoulder circles ↻ 10 ↺ 10": the same count clockwise and anticlockwise is that many each way.
const BOTH_WAYS = /\s*[↻⟳]\s*(\d{1,3})\s*[↺⟲]\s*\1(?!\d)/gu;
// "U ponte «dece volte»": a dose in guillemets after the name, as a dose after a dash.
const QUOTED_LAST = /(?<=\p{L}\s*)\s«([^«»]+)»\s*$/u;
const BAR_LIKE = /[‖｜¦│]/gu;

/**
 * Title without surrounding separators or brackets; a bracket whose partner is in the title stays ("Clamshell (L)",
 * "[MOBILITY] Cat-cow"). Trims by index: linear on any input.
 */
export function trimSeparators(raw: string): string {
  let from = 0;
  let to = raw.length;
  // "[MOBILITY] Cat-cow", "(Seated) knee extension": an opening bracket closed later in the title stays.
  const lastCloser: Record<string, number> = {
    '(': raw.lastIndexOf(')'),
    '[': raw.lastIndexOf(']'),
    '{': raw.lastIndexOf('}'),
  };
  while (from < to && (TRIM_BOTH.has(raw[from]) || isLeadingMark(raw[from]))) {
    if (lastCloser[raw[from]] > from) break;
    if (TICK_BOX.has(raw[from]) && TICK_BOXES.test(raw.slice(from))) break;
    from++;
  }
  while (to > from && TRIM_BOTH.has(raw[to - 1])) {
    const opener = OPENER[raw[to - 1]];
    if (opener && raw.lastIndexOf(opener, to - 1) >= from) break;
    to--;
  }
  return raw.slice(from, to).replace(/\s+/g, ' ').trim();
}

// ":muscle: Desk push-ups :fire:": an emoji written as its shortcode, as chat apps (Slack, Discord) paste it.
const EMOJI_SHORTCODE = /:(?=[a-z0-9_+-]*[a-z])[a-z0-9_+-]{2,40}:/giu;

const CELL_TAB = / *\t */g;

const isLeadingMark = (char: string) => LEADING_MARK.test(char) && !KEPT_LEADING.has(char);

/** The chapter a line starts, or null when the line does not begin with a timestamp. */
export function chapterLine(line: string): LineChapter | null {
  const lead = LEADING.exec(line)?.[0].length ?? 0;
  const rest = line.slice(lead);
  const clock = CLOCK.exec(rest);
  if (!clock) return null;
  const start = parseClock(clock[1]);
  if (start === null) return null;
  let title = rest.slice(clock[0].length);
  const range = RANGE_END.exec(title);
  if (range) title = title.slice(range[0].length);
  // A row pasted from a spreadsheet keeps its cells apart, as a table's bars do ("Wall slides\t2\t10\t–").
  if (title.includes('\t')) title = title.replace(CELL_TAB, ' | ');
  return { start, title: trimSeparators(title.replace(EMOJI_SHORTCODE, ' ')) };
}
