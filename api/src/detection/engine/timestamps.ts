/**
 * Finding chapter timestamps inside one description line, the way YouTube reads them: `M:SS`, `MM:SS`,
 * `H:MM:SS` anywhere in the line (start, end, or in brackets), and the chapter title is the rest of the line.
 */

// A clock time not glued to other digits (a colon after it is a separator, "01:50: Plank"), and not a
// time of day ("10:30 am").
const TIMESTAMP = /(?<![\d:.,])(\d{1,3}(?::\d{2}){1,2})(?!\d|:\d|\s?[ap]\.?m\b)/gi;
// Between a range's two timestamps ("0:00 - 1:30 Plank") only these may appear.
const RANGE_JOIN = /^\s*[([]?\s*(?:-|–|—|to|~|bis|a|à)\s*$/i;
// What may precede a leading timestamp: bullets, brackets, separators, list numbering ("1." / "2)").
const LEADING_NOISE = /^[\s\-–—|:•*·>»~#([{]*(?:\d{1,2}[.)])?[\s([{]*$/;
// Separators and brackets trimmed from both ends of a title (a full stop only at the start).
const TRIM_BOTH = new Set([...' \t-–—|:•*·>»~,;()[]{}']);
const LIST_NUMBER = /^\d{1,2}[.)]\s+/;

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

/** Title without surrounding separators, brackets or list numbering. Trims by index: linear on any input. */
export function cleanTitle(raw: string): string {
  let from = 0;
  let to = raw.length;
  while (from < to && (TRIM_BOTH.has(raw[from]) || raw[from] === '.')) from++;
  while (to > from && TRIM_BOTH.has(raw[to - 1])) to--;
  return raw.slice(from, to).replace(LIST_NUMBER, '').replace(/\s+/g, ' ').trim();
}

/** Chapter starts named on one line; [] when the line holds no timestamp. Range ends are not chapter starts. */
export function chaptersInLine(line: string): LineChapter[] {
  const stamps: { start: number; from: number; to: number }[] = [];
  for (const m of line.matchAll(TIMESTAMP)) {
    const seconds = parseClock(m[1]);
    if (seconds === null) continue;
    const from = m.index ?? 0;
    const previous = stamps[stamps.length - 1];
    // "0:00 - 1:30 Plank": the second time closes a range, the chapter starts at the first.
    if (previous && RANGE_JOIN.test(line.slice(previous.to, from))) {
      previous.to = from + m[0].length;
      continue;
    }
    stamps.push({ start: seconds, from, to: from + m[0].length });
  }
  if (stamps.length === 0) return [];
  const head = line.slice(0, stamps[0].from);
  const tail = cleanTitle(line.slice(stamps[stamps.length - 1].to));
  if (stamps.length === 1) {
    // "0:00 Intro" / "(2:15) Bird dog" take the text after; "Bird dog – 2:15" the text before;
    // "Part 2: 1:30 Squats" keeps both.
    const title = head.length <= 24 && LEADING_NOISE.test(head) ? tail : cleanTitle(`${head} ${tail}`);
    return [{ start: stamps[0].start, title }];
  }
  // Several chapters on one line: titles follow their times when the line ends in text
  // ("Timestamps: 0:00 Intro 1:30 Squats"), else they precede them ("Intro 0:00 Squats 1:30").
  const titlesFollow = tail !== '';
  return stamps.map((stamp, i) => ({
    start: stamp.start,
    title: cleanTitle(
      titlesFollow
        ? line.slice(stamp.to, stamps[i + 1]?.from ?? line.length)
        : line.slice(i === 0 ? 0 : stamps[i - 1].to, stamp.from),
    ),
  }));
}
