// web suite: the composed site as a first-time visitor gets it. (a) JavaScript transferred for / and
// /exercises, per origin, and the errors hydrating every prerendered page logs (bench/results/web.json);
// (b) Lighthouse scores and metrics of those two and of the newest exercise page (bench/results/lighthouse.json), with the audits that failed so
// the teams know what to fix.
import { environment, goal, printGoals, writeResult } from '../lib/result-file.mjs';
import { countHydrationErrors } from './hydration-errors.mjs';
import { measureJsTransfer } from './js-transfer.mjs';
import { CATEGORIES, runLighthouse } from './lighthouse-run.mjs';
import { startSite } from './site.mjs';

/** Pages whose JavaScript is counted; Lighthouse also scores one exercise page of the library (see lighthouseRoutes). */
const ROUTES = ['/', '/exercises'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function lighthouseGoals(route, lh) {
  const s = lh.scores;
  const m = lh.metrics;
  return [
    goal(`[${route}] Lighthouse performance ≥ 95`, s.performance, s.performance >= 95),
    goal(`[${route}] LCP ≤ 1.8 s`, m.LCP.display, m.LCP.value <= 1800),
    goal(`[${route}] TBT ≤ 150 ms`, m.TBT.display, m.TBT.value <= 150),
    goal(`[${route}] CLS = 0`, m.CLS.display, m.CLS.value === 0),
    ...['accessibility', 'best-practices', 'seo'].map((c) =>
      goal(`[${route}] Lighthouse ${c} = 100`, s[c], s[c] === 100),
    ),
  ];
}

/** ROUTES and the page of the newest published exercise (the demo seed publishes some): a page with live data. */
async function lighthouseRoutes(shellOrigin) {
  const response = await fetch(`${shellOrigin}/api/library/exercises/?page_size=1`);
  const slug = response.ok ? (await response.json()).results?.[0]?.slug : undefined;
  if (!slug) throw new Error(`the library has no published exercise to score (${response.status})`);
  return [...ROUTES, `/exercises/${slug}`];
}

export async function runWebSuite() {
  const env = environment();
  console.log(`\n== web (cpus ${env.cpus}, load ${env.loadavgAtStart.join(' ')})`);
  const site = await startSite();
  try {
    console.log(`  site up at ${site.shellOrigin} (ports ${site.ports.join(', ')})`);
    const transfer = await measureJsTransfer(site.shellOrigin, ROUTES, site.appByOrigin);
    for (const [route, t] of Object.entries(transfer)) {
      const origins = Object.entries(t.byOrigin)
        .map(([o, v]) => `${new URL(o).port}: ${kb(v.encodedBytes)} (${v.files})`)
        .join(', ');
      console.log(
        `  JS ${route.padEnd(10)} ${kb(t.totalEncodedBytes)} on the wire (${kb(t.totalGzipBytes)} as gzip) in ${t.scriptCount} files  [${origins}]`,
      );
      for (const s of t.scripts.slice(0, 5))
        console.log(
          `    ${kb(s.encodedBytes).padStart(8)} ${s.app}${new URL(s.url).pathname}: ${s.contents?.join(', ') ?? 'no source map'}`,
        );
    }
    const home = transfer['/'];
    const jsGoal = goal(
      'JS transferred for / ≤ 165 KB gzip',
      `${kb(home.totalGzipBytes)} gzip (${kb(home.totalEncodedBytes)} brotli on the wire)`,
      home.totalGzipBytes <= 165 * 1024,
    );
    const hydration = await countHydrationErrors(site.shellOrigin);
    const hydrationErrors = hydration.visitor.length + hydration.signedIn.length;
    console.log(
      `  hydration: ${hydration.pages} prerendered pages, ${hydration.visitor.length} errors as a visitor, ${hydration.signedIn.length} signed in`,
    );
    for (const error of [...hydration.visitor, ...hydration.signedIn]) console.log(`    ${error}`);
    const hydrationGoal = goal(
      `hydration errors on the ${hydration.pages} prerendered pages, visitor and signed in = 0`,
      hydrationErrors,
      hydrationErrors === 0,
    );
    const webFile = writeResult('web', env, {
      note: 'encoded (on-the-wire, brotli) body bytes of script responses, fresh Chromium profile per page, and the gzip bytes the same servers send for each script to a client without brotli; origins are the shell and the three remotes',
      goals: [jsGoal, hydrationGoal],
      jsTransferred: transfer,
      hydration,
    });

    const lighthouse = {};
    const scored = await lighthouseRoutes(site.shellOrigin);
    for (const route of scored) {
      lighthouse[route] = await runLighthouse(site.shellOrigin + route, LIGHTHOUSE_RUNS);
      const lh = lighthouse[route];
      const m = lh.metrics;
      console.log(
        `  Lighthouse ${route.padEnd(10)} ${CATEGORIES.map((c) => `${c} ${lh.scores[c]}`).join(', ')}  ` +
          `(perf of ${LIGHTHOUSE_RUNS} runs: ${lh.performanceScoresOfAllRuns.join('/')})`,
      );
      console.log(
        `    FCP ${m.FCP.display}, LCP ${m.LCP.display}, TBT ${m.TBT.display}, CLS ${m.CLS.display}, SI ${m.SI.display}`,
      );
      console.log(
        `    LCP element ${lh.diagnosis.lcpElement}: ${lh.diagnosis.lcpPhases.join(', ')}; main thread ${lh.diagnosis.mainThreadWork}`,
      );
      for (const category of CATEGORIES) {
        for (const audit of lh.failedAudits[category]) {
          console.log(
            `    ${category}: ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${audit.items.length ? ` — ${audit.items.join(' | ')}` : ''}`,
          );
        }
      }
    }
    const lighthouseGoalList = scored.flatMap((route) => lighthouseGoals(route, lighthouse[route]));
    printGoals([jsGoal, hydrationGoal, ...lighthouseGoalList]);
    const lhFile = writeResult('lighthouse', env, {
      note: `Lighthouse default config (mobile, simulated throttling); per URL the run with the median performance score of ${LIGHTHOUSE_RUNS}`,
      goals: lighthouseGoalList,
      pages: lighthouse,
    });
    console.log(`  wrote ${webFile}, ${lhFile}`);
  } finally {
    await site.stop();
  }
}
