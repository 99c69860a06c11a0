/**
 * Detection bench: quality per kind (deterministic) and speed. Not a test: nothing here asserts on time.
 * `runDetectionBench()` is what `npm run bench` (bench/) calls; it returns a plain JSON-able object.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { detectExercises } from '../engine';
import { CASES_DIR, CaseResult, evaluate, loadCases, Quality, summarise } from './evaluate';
import type { CaseKind } from './generate/case-spec';

/** The two-hour, ~2,500-cue captions file the speed goal is stated for. */
export const TWO_HOUR_CASE = 'hard-two-hour-workshop';

/**
 * Each held-out batch per kind, found from the case names (the first batches, `heldout` with no number, are 1):
 * `heldOut1Chapters`, `heldOut1Captions`, … A new batch needs no change here.
 */
type HeldOutBatches = { [key: `heldOut${number}${'Chapters' | 'Captions'}`]: Quality };

export interface DetectionBenchResult {
  quality: {
    overall: Quality;
    chapters: Quality;
    captions: Quality;
    hard: Quality;
    heldOut: Quality;
    /** Held-out cases per kind: the figures the goals are stated for. */
    heldOutChapters: Quality;
    heldOutCaptions: Quality;
    /** The newest held-out batch: its own goal lines in the bench. */
    newestHeldOutBatch: number;
    /** Cases the rules were tuned on. */
    tuning: Quality;
  } & HeldOutBatches;
  timing: {
    twoHourCues: number;
    /** Median of 20 runs after 5 warm-up runs, milliseconds. */
    twoHourCaptionsMs: number;
    twoHourCaptionsMinMs: number;
    /** Whole evaluation set, detections per second (warm). */
    casesPerSecond: number;
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runDetectionBench(): Promise<DetectionBenchResult> {
  const cases = loadCases();
  const report = evaluate(cases);
  const file = JSON.parse(readFileSync(join(CASES_DIR, `${TWO_HOUR_CASE}.json`), 'utf8'));
  const input = { ...file.input, captions: readFileSync(join(CASES_DIR, file.input.captionsFile), 'utf8') };
  for (let i = 0; i < 5; i++) detectExercises(input);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    detectExercises(input);
    times.push(performance.now() - t0);
  }
  const t0 = performance.now();
  const rounds = 5;
  for (let r = 0; r < rounds; r++) for (const c of cases) detectExercises(c.input);
  const seconds = (performance.now() - t0) / 1000;
  const batchNumbers = [...new Set(report.cases.map((c) => heldOutBatch(c.name)).filter((n) => n !== null))].sort(
    (a, b) => a - b,
  );
  const batches: HeldOutBatches = {};
  for (const n of batchNumbers) {
    batches[`heldOut${n}Chapters`] = batch(report.cases, 'chapters', n);
    batches[`heldOut${n}Captions`] = batch(report.cases, 'captions', n);
  }
  return {
    quality: {
      overall: report.overall,
      ...report.byKind,
      heldOut: report.heldOut,
      heldOutChapters: report.heldOutByKind.chapters,
      heldOutCaptions: report.heldOutByKind.captions,
      ...batches,
      newestHeldOutBatch: Math.max(...batchNumbers),
      tuning: summarise(report.cases.filter((c) => !c.name.includes('heldout'))),
    },
    timing: {
      twoHourCues: (input.captions.match(/-->/g) ?? []).length,
      twoHourCaptionsMs: round(median(times)),
      twoHourCaptionsMinMs: round(Math.min(...times)),
      casesPerSecond: Math.round((rounds * cases.length) / seconds),
    },
  };
}

/** The held-out batch a case belongs to: n for `heldout<n>`, 1 for the first ones (`heldout` alone), else null. */
const heldOutBatch = (name: string): number | null => {
  const m = /heldout(\d+)?/.exec(name);
  return m ? Number(m[1] ?? 1) : null;
};

/** Held-out cases of one kind from one batch. */
const batch = (cases: readonly CaseResult[], kind: CaseKind, which: number) =>
  summarise(cases.filter((c) => c.kind === kind && heldOutBatch(c.name) === which));

const round = (n: number) => Math.round(n * 100) / 100;
