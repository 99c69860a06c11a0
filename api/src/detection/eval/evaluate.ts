/**
 * Scores the engine against the labelled cases in cases/: segment precision, recall and F1 per kind and
 * overall, plus form-cue precision/recall where labels list cues. A detection matches a label when the types
 * agree and IoU >= 0.5; matching is one-to-one (greedy by best IoU, which is optimal at this threshold for
 * non-overlapping segments).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectExercises, DetectionInput, DetectionResult } from '../engine';
import type { CaseFile, CaseKind } from './generate/case-spec';
import type { LabelledSegment } from './generate/script';

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
}

export interface CaseResult {
  name: string;
  kind: CaseKind;
  tp: number;
  fp: number;
  fn: number;
  cueTp: number;
  cueFp: number;
  cueFn: number;
  sourceOk: boolean | null;
  result: DetectionResult;
}

export interface EvalReport {
  overall: Quality;
  byKind: Record<CaseKind, Quality>;
  /** Cases written after the engine rules were frozen (name contains "heldout"): the honest figure. */
  heldOut: Quality;
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

/** One-to-one pairs [detectedIndex, labelIndex] of same-type segments with IoU >= MIN_IOU. */
export function matchSegments(
  detected: readonly LabelledSegment[],
  labels: readonly LabelledSegment[],
): [number, number][] {
  const candidates: [number, number, number][] = [];
  detected.forEach((d, i) =>
    labels.forEach((l, j) => {
      const score = d.type === l.type ? iou(d, l) : 0;
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
    cues: e.pattern_matches.form_cues,
  }));
  const pairs = matchSegments(detected, c.expected);
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
    cueTp,
    cueFp,
    cueFn,
    sourceOk: c.expectedSource ? c.expectedSource === result.source : null,
    result,
  };
}

const ratio = (num: number, den: number, empty: number | null) => (den > 0 ? num / den : empty);

export function summarise(results: readonly CaseResult[]): Quality {
  const sum = (k: 'tp' | 'fp' | 'fn' | 'cueTp' | 'cueFp' | 'cueFn') => results.reduce((s, r) => s + r[k], 0);
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
  };
}

export function evaluate(
  cases: readonly EvalCase[] = loadCases(),
  detect?: (input: DetectionInput) => DetectionResult,
): EvalReport {
  const results = cases.map((c) => scoreCase(c, detect));
  const kinds: CaseKind[] = ['chapters', 'captions', 'hard'];
  const byKind = Object.fromEntries(kinds.map((k) => [k, summarise(results.filter((r) => r.kind === k))])) as Record<
    CaseKind,
    Quality
  >;
  const heldOut = summarise(results.filter((r) => r.name.includes('heldout')));
  return { overall: summarise(results), byKind, heldOut, cases: results };
}
