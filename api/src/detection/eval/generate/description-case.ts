/**
 * Description (chapter) cases written as the description itself plus the labeller's marks at the end of each
 * line that YouTube would read as a chapter, so a case is written once, as a reader sees it, and the clock
 * arithmetic of the labels (where each chapter ends) is done here rather than by hand.
 *
 * A mark is ` @@ ` followed by:
 *  - `.`                         a chapter that is not an exercise (intro, Q&A, rest...);
 *  - `+`                         a chapter continuing the previous exercise (one segment);
 *  - `type | Title | dosage | region`  an exercise: its lexicon name (or the author's words, lower case, when the
 *    lexicon does not know it), the clean title expected, the dosage written (`s3 r10 h30 each`), and the body
 *    region tag as a code (see REGIONS). Dosage and region may be empty.
 * Lines without a mark are not chapters (prose, traps): they only appear in the description.
 */
import type { CaseFile, CaseKind } from './case-spec';
import type { Dosage, LabelledSegment } from './script';

export interface DescriptionCaseSpec {
  name: string;
  kind?: CaseKind;
  note: string;
  title: string;
  /** Video length in seconds; 0 when unknown. */
  duration: number;
  /** The description with marks; leading/trailing blank lines and common indentation are removed. */
  text: string;
  /** Where the exercises come from when not from the chapters (a captions file beside the case). */
  captionsFile?: string;
  expectedSource?: 'chapters' | 'captions' | 'none';
  /** Labels when the exercises come from elsewhere (captions). */
  expected?: LabelledSegment[];
}

const MARK = ' @@ ';
/** Region codes of the marks: LB lower body, UB upper body, C core, B back, N neck, FB full body. */
const REGIONS: Record<string, string> = {
  LB: 'lower body',
  UB: 'upper body',
  C: 'core',
  B: 'back',
  N: 'neck',
  FB: 'full body',
};
/** The first clock of a marked line (its chapter time; labels never put another clock before it). */
const LINE_START_CLOCK = /(\d{1,2}(?::\d{2}){1,2})/;

const seconds = (clock: string) => clock.split(':').reduce((s, p) => s * 60 + Number(p), 0);

export function parseDosage(text: string): Dosage | undefined {
  const dosage: Dosage = {};
  for (const part of text.split(/\s+/).filter(Boolean)) {
    const m = /^([srh])(\d+)$/.exec(part);
    if (m) dosage[({ s: 'sets', r: 'reps', h: 'hold_seconds' } as const)[m[1] as 's' | 'r' | 'h']] = Number(m[2]);
    else if (['each', 'left', 'right', 'both'].includes(part)) dosage.side = part as Dosage['side'];
    else throw new Error(`bad dosage mark "${part}"`);
  }
  return Object.keys(dosage).length > 0 ? dosage : undefined;
}

function dedent(text: string): string[] {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent));
}

export function buildDescriptionCase(spec: DescriptionCaseSpec): CaseFile {
  const lines = dedent(spec.text);
  const chapters: { start: number; mark: string }[] = [];
  const description = lines
    .map((line) => {
      const at = line.indexOf(MARK);
      if (at < 0) return line;
      const clock = LINE_START_CLOCK.exec(line.slice(0, at));
      if (!clock) throw new Error(`${spec.name}: marked line without a time: ${line}`);
      chapters.push({ start: seconds(clock[1]), mark: line.slice(at + MARK.length).trim() });
      return line.slice(0, at);
    })
    .join('\n');
  const expected: LabelledSegment[] = [];
  chapters.forEach((chapter, i) => {
    const end = chapters[i + 1]?.start ?? (spec.duration > 0 ? spec.duration : chapter.start + 60);
    if (chapter.mark === '.') return;
    if (chapter.mark === '+') {
      expected[expected.length - 1].end = end;
      return;
    }
    const [type, title, dosage = '', code = ''] = chapter.mark.split('|').map((s) => s.trim());
    const region = code ? REGIONS[code] : '';
    if (region === undefined) throw new Error(`${spec.name}: bad region code "${code}"`);
    const parsed = parseDosage(dosage);
    expected.push({
      start: chapter.start,
      end,
      type,
      title,
      ...(parsed ? { dosage: parsed } : {}),
      ...(region ? { region } : {}),
    });
  });
  const labels = spec.expected ?? expected;
  return {
    name: spec.name,
    kind: spec.kind ?? 'chapters',
    note: `${spec.name.includes('heldout') ? 'Held-out: never tuned on. ' : ''}${spec.note}`,
    input: {
      title: spec.title,
      description,
      durationSeconds: spec.duration,
      ...(spec.captionsFile ? { captionsFile: spec.captionsFile } : {}),
    },
    expectedSource: spec.expectedSource ?? (labels.length > 0 ? 'chapters' : 'none'),
    expected: labels,
  };
}
