/**
 * One tolerant reader for WebVTT and SRT. Both are "timing line, text lines, blank line" formats, so a
 * line-driven state machine reads either: a line with `-->` opens a cue, an empty line closes it, and every
 * other line outside a cue (WEBVTT header, cue ids, SRT counters, NOTE/STYLE/REGION blocks) is ignored.
 */

export interface CueLine {
  /** Words of the line with markup removed. */
  words: string[];
  /** When each word is spoken: from karaoke timestamps (`<00:00:01.000>`) if present, else the cue start. */
  times: number[];
}

export interface RawCue {
  start: number;
  end: number;
  /** Non-empty text lines. */
  lines: CueLine[];
}

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;
// Bracket classes exclude the opening bracket too, so hostile input ("<<<<...") is scanned in linear time.
const TAGS = /<[^<>]*>/g; // <c>, <i>, <v Speaker>, <font ...>
const KARAOKE = /<((?:\d+:)?\d{1,2}:\d{1,2}[.,]\d{1,3})>/; // inline word timing in auto-captions
const ASS_TAGS = /\{\\[^{}]*\}/g; // {\an8} positioning left in some SRT files
const SOUND_LABELS = /\[[^[\]]*\]|\([A-Z ]+\)/g; // [Music], [Applause], (LAUGHS)
// Text shown on screen, transcribed in brackets ("[ON SCREEN: 1 – CLAMSHELLS · 3 × 12 EACH SIDE]"): the words are the
// video's own, not a sound.
const ON_SCREEN =
  /\[\s*(?:on[\s-]?screen(?:\s+text)?|text\s+on\s+screen|screen\s+text|title\s+card|graphic)\s*:\s*([^[\]]+)\]/giu;
const SPEAKER_MARKS = /^(?:>>+|-)\s*/; // ">> " and dialogue dashes from auto-captions

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', quot: '"', apos: "'", '#39': "'" };

/**
 * Seconds (fractional) for a cue clock `[[hh:]mm:]ss[.,mmm]`, or null. Hot (twice per cue of a two-hour file),
 * hence one pass over the characters rather than a regex, a split and number parsing.
 */
export function parseCueClock(text: string): number | null {
  const fields = [0, 0, 0];
  const digits = [0, 0, 0];
  let field = 0;
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      fields[field] = fields[field] * 10 + (c - 48);
      digits[field]++;
    } else if (c === 58 /* : */ && field < 2 && digits[field] > 0) field++;
    else break;
  }
  // Two or three fields; minutes and seconds have one or two digits (hours any).
  if (field === 0 || digits[field] === 0 || digits[field] > 2 || digits[field - 1] > 2) return null;
  let millis = 0;
  if (i < text.length) {
    const sep = text.charCodeAt(i);
    if (sep !== 46 /* . */ && sep !== 44 /* , */) return null;
    let n = 0;
    for (i++; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 48 || c > 57 || n === 3) return null;
      millis = millis * 10 + (c - 48);
      n++;
    }
    if (n === 0) return null;
    millis *= n === 1 ? 100 : n === 2 ? 10 : 1;
  }
  const whole = field === 2 ? fields[0] * 3600 + fields[1] * 60 + fields[2] : fields[0] * 60 + fields[1];
  return whole + millis / 1000;
}

// Characters that start some markup; a line without any needs only whitespace clean-up (the common case).
const MARKUP_START = /[<{&[(>-]/;

export function cleanCueLine(line: string): string {
  if (!MARKUP_START.test(line)) return line.replace(/\s+/g, ' ').trim();
  return line
    .replace(TAGS, '')
    .replace(ASS_TAGS, '')
    .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(ON_SCREEN, ' $1. ')
    .replace(SOUND_LABELS, ' ')
    .replace(SPEAKER_MARKS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cues in file order. Malformed timing lines are skipped rather than failing the whole file. */
export function parseCaptions(text: string): RawCue[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = (body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body).split('\n');
  const cues: RawCue[] = [];
  let current: RawCue | null = null;
  for (const line of lines) {
    const timing = line.includes('-->') ? TIMING.exec(line) : null;
    if (timing) {
      const start = parseCueClock(timing[1]);
      const end = parseCueClock(timing[2]);
      // An SRT file missing its blank line leaves the next counter as the last text line: drop it.
      const lastLine = current?.lines[current.lines.length - 1];
      if (current && lastLine && lastLine.words.length === 1 && /^\d+$/.test(lastLine.words[0])) current.lines.pop();
      current = start !== null && end !== null && end >= start ? { start, end, lines: [] } : null;
      if (current) cues.push(current);
    } else if (line === '') {
      current = null;
    } else if (current && line.trim() !== '') {
      // Whitespace-only lines do not end a cue: YouTube auto-captions put a " " line above the text.
      const cueLine = readLine(line, current.start);
      if (cueLine.words.length > 0) current.lines.push(cueLine);
    }
  }
  return cues.filter((c) => c.lines.length > 0);
}

/** Splits a line at karaoke timestamps so every word carries the time it is spoken. */
export function readLine(line: string, cueStart: number): CueLine {
  if (!line.includes('<')) {
    // No karaoke timing possible (the common case): every word is spoken at the cue start.
    // cleanCueLine leaves single spaces and no space at either end: only an empty line splits into an empty word.
    const cleaned = cleanCueLine(line);
    const words = cleaned === '' ? [] : cleaned.split(' ');
    return { words, times: new Array<number>(words.length).fill(cueStart) };
  }
  const parts = line.split(KARAOKE); // [text, time, text, time, text...]
  const words: string[] = [];
  const times: number[] = [];
  let time = cueStart;
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) {
      time = parseCueClock(parts[i]) ?? time;
      continue;
    }
    for (const word of cleanCueLine(parts[i]).split(' ')) {
      if (word === '') continue;
      words.push(word);
      times.push(time);
    }
  }
  return { words, times };
}
