// detection suite: quality (precision/recall/F1 per kind and on the held-out cases, form cues, clean titles,
// parsed dosage, body-region tags, invented segments) and speed of the exercise
// extraction engine, by calling api/src/detection/eval/run-bench.ts. There is no ts-node: the detection
// folder (self-contained: engine + eval + cases) is compiled with the API's own swc config into a temp dir,
// so the figures describe the current sources even when api/dist is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, environment, goal, printGoals, writeResult } from '../lib/result-file.mjs';

const require = createRequire(import.meta.url);

function compileDetection(outDir) {
  const swc = path.join(ROOT, 'node_modules/.bin/swc');
  execFileSync(
    swc,
    [
      'src/detection',
      '-d',
      outDir,
      '--strip-leading-paths',
      '--copy-files',
      '--ignore',
      '**/*.spec.ts',
      '--config-file',
      '.swcrc',
    ],
    {
      cwd: path.join(ROOT, 'api'),
      stdio: 'pipe', // quiet; on failure swc's stderr is in the thrown error's message
    },
  );
}

const pct = (n) => (n === null || n === undefined ? 'n/a' : n.toFixed(3));
const tally = (t) => (t.labelled ? `${t.right}/${t.labelled} (${(100 * t.share).toFixed(1)} %)` : 'n/a');

export async function runDetectionSuite() {
  const env = environment();
  console.log(`\n== detection (cpus ${env.cpus}, load ${env.loadavgAtStart.join(' ')})`);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'physio-bench-detection-'));
  try {
    compileDetection(outDir);
    // --strip-leading-paths drops "src/": the eval lands in <out>/detection/eval (or <out>/eval on older swc).
    const candidates = ['detection/eval/run-bench.js', 'eval/run-bench.js'].map((p) => path.join(outDir, p));
    const entry = candidates.find((file) => {
      try {
        return require.resolve(file);
      } catch {
        return false;
      }
    });
    if (!entry) throw new Error(`swc output has no run-bench.js under ${outDir}`);
    const result = await require(entry).runDetectionBench();
    const { quality, timing } = result;
    for (const [kind, q] of Object.entries(quality)) {
      if (typeof q !== 'object') continue; // newestHeldOutBatch
      console.log(
        `  ${kind.padEnd(15)} cases ${String(q.cases).padStart(3)}  P ${pct(q.precision)}  R ${pct(q.recall)}  F1 ${pct(q.f1)} (same exercise ${pct(q.sameExercise.f1)})  titles ${tally(q.titles)}  dosage ${tally(q.dosage)}  regions ${tally(q.regions)}  invented ${q.invented}`,
      );
    }
    console.log(
      `  2-hour captions (${timing.twoHourCues} cues): median ${timing.twoHourCaptionsMs} ms, min ${timing.twoHourCaptionsMinMs} ms; ${timing.casesPerSecond} cases/s`,
    );
    // The goals are stated on the held-out cases. Segment F1 asks whether an exercise was found where one is (IoU
    // ≥ 0.5); whether it was named right is the titles figure. The stricter same-exercise F1 is shown beside it.
    const held = quality.heldOut;
    const f1Goal = (label, f1, min) => goal(`${label} ≥ ${min.toFixed(2)}`, pct(f1), f1 >= min);
    const newest = quality.newestHeldOutBatch;
    const goals = [
      f1Goal('chapter-described videos, segment F1 (IoU ≥ 0.5), held-out', quality.heldOutChapters.f1, 0.98),
      f1Goal('captions-only videos, segment F1, held-out', quality.heldOutCaptions.f1, 0.9),
      f1Goal(
        'the same, matches also the same exercise (stricter than asked): chapters',
        quality.heldOutChapters.sameExercise.f1,
        0.98,
      ),
      f1Goal(
        'the same, matches also the same exercise (stricter than asked): captions',
        quality.heldOutCaptions.sameExercise.f1,
        0.9,
      ),
      f1Goal(
        `newest held-out batch (heldout${newest}) alone: chapters F1`,
        quality[`heldOut${newest}Chapters`].f1,
        0.98,
      ),
      f1Goal(
        `newest held-out batch (heldout${newest}) alone: captions F1`,
        quality[`heldOut${newest}Captions`].f1,
        0.9,
      ),
      goal('held-out titles equal to the expected clean title ≥ 95 %', tally(held.titles), held.titles.share >= 0.95),
      goal('held-out stated dosage parsed exactly ≥ 95 %', tally(held.dosage), held.dosage.share >= 0.95),
      goal(
        'held-out detected exercises with the right body-region tag ≥ 98 %',
        tally(held.regions),
        held.regions.share >= 0.98,
      ),
      goal(
        'segments invented where there are no exercises = 0 (whole set)',
        String(quality.overall.invented),
        quality.overall.invented === 0,
      ),
      goal(
        '2-hour captions ≤ 20 ms (median of 20 warm runs)',
        `${timing.twoHourCaptionsMs} ms`,
        timing.twoHourCaptionsMs <= 20,
      ),
    ];
    printGoals(goals);
    console.log(
      `  wrote ${writeResult('detection', env, { source: 'api/src/detection (compiled by swc for this run)', goals, ...result })}`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
