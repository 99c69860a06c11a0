/**
 * Scores the engine against the labelled cases in cases/: segment precision, recall and F1 per kind and
 * overall, plus form-cue precision/recall where labels list cues, and, over matched segments whose label states
 * them, clean titles, dosage and body-region tags.
 *
 * A detection matches a label when their IoU is >= 0.5: is there an exercise here, and where. Whether it is
 * named right is the title figure, over those matches. Matching is one-to-one (greedy by best IoU, which is
 * optimal at this threshold for non-overlapping segments). The stricter `sameExercise` figure also demands the
 * same exercise (same type, or the same name for one the lexicon does not know): it counts a naming disagreement
 * twice, as a miss and an invention.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectExercises, DetectionInput, DetectionResult } from '../engine';
import { tokenize } from '../engine/normalize';
import type { CaseFile, CaseKind } from './generate/case-spec';
import type { Dosage, LabelledSegment } from './generate/script';

export const CASES_DIR = join(__dirname, 'cases');
export const MIN_IOU = 0.5;

export interface EvalCase extends Omit<CaseFile, 'input'> {
  input: DetectionInput;
}

export interface Quality {
  cases: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  /** null when no matched label lists cues. */
  cuePrecision: number | null;
  cueRecall: number | null;
  /** Share of cases whose `source` equals the labelled one (cases without a label are skipped). */
  sourceAccuracy: number | null;
  /** Matched segments whose label gives a title / dosage / region: how many, and how many the engine got right. */
  titles: Tally;
  dosage: Tally;
  regions: Tally;
  /** Segments detected in cases where the label holds no exercise at all. */
  invented: number;
  /** The same counts when a match must also be the same exercise. */
  sameExercise: { tp: number; fp: number; fn: number; f1: number };
}

export interface Tally {
  labelled: number;
  right: number;
  /** right / labelled; null when nothing was labelled. */
  share: number | null;
}

export interface CaseResult {
  name: string;
  kind: CaseKind;
  tp: number;
  fp: number;
  fn: number;
  /** Matches that are also the same exercise. */
  sameExerciseTp: number;
  cueTp: number;
  cueFp: number;
  cueFn: number;
  sourceOk: boolean | null;
  titles: [number, number];
  dosage: [number, number];
  regions: [number, number];
  result: DetectionResult;
}

export interface EvalReport {
  overall: Quality;
  byKind: Record<CaseKind, Quality>;
  /** Cases never tuned on (name contains "heldout"): the honest figure, overall and per kind. */
  heldOut: Quality;
  heldOutByKind: Record<CaseKind, Quality>;
  cases: CaseResult[];
}

export function loadCases(dir = CASES_DIR): EvalCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = JSON.parse(readFileSync(join(dir, f), 'utf8')) as CaseFile;
      const { captionsFile, ...input } = file.input;
      const captions = captionsFile ? readFileSync(join(dir, captionsFile), 'utf8') : undefined;
      return { ...file, input: { ...input, ...(captions !== undefined ? { captions } : {}) } };
    });
}

export function iou(a: { start: number; end: number }, b: { start: number; end: number }): number {
  const inter = Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
  const union = Math.max(a.end, b.end) - Math.min(a.start, b.start);
  return union > 0 ? inter / union : 0;
}

/** Titles compared as a reader does: case, spacing and a hyphen joining two words ("Side-lying", "Side lying") aside. */
const titleKey = (title: string | undefined) =>
  title
    ?.replace(/(?<=\p{L})[-‐‑](?=\p{L})/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase() ?? '';
/** Names compared as the engine's matcher reads them (case, accents, plurals), for names the lexicon lacks. */
const nameKey = (name: string | undefined) => tokenize(name ?? '').join(' ');

/** Same type, or (for a name the lexicon does not know) the same name or title. */
function sameExercise(d: LabelledSegment, l: LabelledSegment): boolean {
  if (d.type === l.type) return true;
  return nameKey(d.type) === nameKey(l.type) || (l.title !== undefined && nameKey(d.title) === nameKey(l.title));
}

const anySegment = () => true;

/** One-to-one pairs [detectedIndex, labelIndex] of segments with IoU >= MIN_IOU (by default of the same exercise). */
export function matchSegments(
  detected: readonly LabelledSegment[],
  labels: readonly LabelledSegment[],
  admits: (d: LabelledSegment, l: LabelledSegment) => boolean = sameExercise,
): [number, number][] {
  const candidates: [number, number, number][] = [];
  detected.forEach((d, i) =>
    labels.forEach((l, j) => {
      const score = admits(d, l) ? iou(d, l) : 0;
      if (score >= MIN_IOU) candidates.push([score, i, j]);
    }),
  );
  candidates.sort((x, y) => y[0] - x[0]);
  const usedD = new Set<number>();
  const usedL = new Set<number>();
  const pairs: [number, number][] = [];
  for (const [, i, j] of candidates) {
    if (usedD.has(i) || usedL.has(j)) continue;
    usedD.add(i);
    usedL.add(j);
    pairs.push([i, j]);
  }
  return pairs;
}

export function scoreCase(
  c: EvalCase,
  detect: (input: DetectionInput) => DetectionResult = detectExercises,
): CaseResult {
  const result = detect(c.input);
  const detected = result.exercises.map((e) => ({
    start: e.start,
    end: e.end,
    type: e.type,
    title: e.title,
    cues: e.pattern_matches.form_cues,
  }));
  const pairs = matchSegments(detected, c.expected, anySegment);
  const sameExerciseTp = matchSegments(detected, c.expected).length;
  const titles: [number, number] = [0, 0];
  const dosage: [number, number] = [0, 0];
  const regions: [number, number] = [0, 0];
  const count = (tally: [number, number], right: boolean) => {
    tally[0]++;
    if (right) tally[1]++;
  };
  for (const [i, j] of pairs) {
    const label = c.expected[j];
    const found = result.exercises[i];
    if (label.title !== undefined) count(titles, titleKey(found.title) === titleKey(label.title));
    if (label.dosage !== undefined) count(dosage, sameDosage(dosageOf(found), label.dosage));
    if (label.region !== undefined) count(regions, found.tags.includes(label.region));
  }
  let [cueTp, cueFp, cueFn] = [0, 0, 0];
  for (const [i, j] of pairs) {
    const labelled = c.expected[j].cues;
    if (!labelled) continue;
    const found = new Set(detected[i].cues);
    const wanted = new Set(labelled);
    cueTp += [...found].filter((x) => wanted.has(x)).length;
    cueFp += [...found].filter((x) => !wanted.has(x)).length;
    cueFn += [...wanted].filter((x) => !found.has(x)).length;
  }
  return {
    name: c.name,
    kind: c.kind,
    tp: pairs.length,
    fp: detected.length - pairs.length,
    fn: c.expected.length - pairs.length,
    sameExerciseTp,
    cueTp,
    cueFp,
    cueFn,
    sourceOk: c.expectedSource ? c.expectedSource === result.source : null,
    titles,
    dosage,
    regions,
    result,
  };
}

const DOSAGE_FIELDS = ['sets', 'reps', 'hold_seconds', 'side'] as const;

function dosageOf(exercise: DetectionResult['exercises'][number]): Dosage {
  const out: Dosage = {};
  for (const field of DOSAGE_FIELDS)
    if (exercise[field] !== undefined) Object.assign(out, { [field]: exercise[field] });
  return out;
}

/** Every field equal, none missing and none extra. */
const sameDosage = (a: Dosage, b: Dosage) => DOSAGE_FIELDS.every((f) => a[f] === b[f]);

function tally(results: readonly CaseResult[], key: 'titles' | 'dosage' | 'regions'): Tally {
  const labelled = results.reduce((s, r) => s + r[key][0], 0);
  const right = results.reduce((s, r) => s + r[key][1], 0);
  return { labelled, right, share: labelled > 0 ? right / labelled : null };
}

const ratio = (num: number, den: number, empty: number | null) => (den > 0 ? num / den : empty);
/** F1 from counts; nothing to find and nothing found is a perfect score, not a division by zero. */
const f1Of = (tp: number, fp: number, fn: number) => (tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn));

export function summarise(results: readonly CaseResult[]): Quality {
  const sum = (k: 'tp' | 'fp' | 'fn' | 'sameExerciseTp' | 'cueTp' | 'cueFp' | 'cueFn') =>
    results.reduce((s, r) => s + r[k], 0);
  const [tp, fp, fn] = [sum('tp'), sum('fp'), sum('fn')];
  // Nothing to find and nothing found is a perfect score, not a division by zero.
  const precision = ratio(tp, tp + fp, 1) as number;
  const recall = ratio(tp, tp + fn, 1) as number;
  const withSource = results.filter((r) => r.sourceOk !== null);
  return {
    cases: results.length,
    tp,
    fp,
    fn,
    precision,
    recall,
    f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0,
    cuePrecision: ratio(sum('cueTp'), sum('cueTp') + sum('cueFp'), null),
    cueRecall: ratio(sum('cueTp'), sum('cueTp') + sum('cueFn'), null),
    sourceAccuracy: ratio(withSource.filter((r) => r.sourceOk).length, withSource.length, null),
    titles: tally(results, 'titles'),
    dosage: tally(results, 'dosage'),
    regions: tally(results, 'regions'),
    invented: results.filter((r) => r.tp + r.fn === 0).reduce((s, r) => s + r.fp, 0),
    sameExercise: sameExerciseCounts(sum('sameExerciseTp'), tp + fp, tp + fn),
  };
}

export function evaluate(
  cases: readonly EvalCase[] = loadCases(),
  detect?: (input: DetectionInput) => DetectionResult,
): EvalReport {
  const results = cases.map((c) => scoreCase(c, detect));
  const kinds: CaseKind[] = ['chapters', 'captions', 'hard'];
  const perKind = (subset: readonly CaseResult[]) =>
    Object.fromEntries(kinds.map((k) => [k, summarise(subset.filter((r) => r.kind === k))])) as Record<
      CaseKind,
      Quality
    >;
  const heldOutResults = results.filter((r) => r.name.includes('heldout'));
  return {
    overall: summarise(results),
    byKind: perKind(results),
    heldOut: summarise(heldOutResults),
    heldOutByKind: perKind(heldOutResults),
    cases: results,
  };
}

function sameExerciseCounts(tp: number, detected: number, labelled: number): Quality['sameExercise'] {
  const [fp, fn] = [detected - tp, labelled - tp];
  return { tp, fp, fn, f1: f1Of(tp, fp, fn) };
}
