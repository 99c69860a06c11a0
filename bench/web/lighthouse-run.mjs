// Lighthouse 12.8.2 with its default config (the mobile preset: Moto G Power viewport, simulated slow 4G
// and 4× CPU slowdown) on system Chromium. The machine is shared, so each URL is run several times and the
// run with the median performance score is kept (the usual way to tame Lighthouse variance).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chrome-flags.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
const SKIPPED_MODES = new Set(['notApplicable', 'manual', 'informative', 'error']);

async function lighthouseOnce(url) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'physio-bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Audits of a category that did not pass, with a few of the offending elements so a team can find them. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        !SKIPPED_MODES.has(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < (category === 'performance' ? 0.9 : 1),
    )
    .filter(({ ref }) => category !== 'performance' || !ref.group?.includes('metrics'))
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue,
      items: (audit.details?.items ?? [])
        .slice(0, 5)
        .map(
          (item) =>
            item.node?.selector ?? item.node?.snippet ?? item.url ?? item.source?.url ?? item.description ?? null,
        )
        .filter(Boolean),
    }));
}

/** Why performance is what it is: the LCP element and its phases, and the scripts that cost the most CPU. */
function diagnosis(lhr) {
  const lcpTables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcpTables[0]?.items?.[0]?.node;
  const phases = (lcpTables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms (${p.percent})`);
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map((i) => `${i.url} ${Math.round(i.total)} ms`);
  return {
    lcpElement: element ? `${element.selector} "${element.nodeLabel}"` : null,
    lcpPhases: phases,
    mainThreadWork: lhr.audits['mainthread-work-breakdown']?.displayValue,
    topScriptCpu: bootup,
  };
}

function summarize(lhr) {
  const round = (n) => (n === undefined || n === null ? null : Math.round(n * 1000) / 1000);
  return {
    requestedUrl: lhr.requestedUrl,
    finalUrl: lhr.finalDisplayedUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    // Lighthouse's own measure of this machine's CPU at the time (higher is faster): simulated
    // throttling scales what it observed, so scores from different days compare only beside it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ?? null,
    warnings: lhr.runWarnings,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c].score === null ? null : Math.round(lhr.categories[c].score * 100)]),
    ),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [
        name,
        { value: round(lhr.audits[id]?.numericValue), display: lhr.audits[id]?.displayValue },
      ]),
    ),
    diagnosis: diagnosis(lhr),
    failedAudits: Object.fromEntries(CATEGORIES.map((c) => [c, failedAudits(lhr, c)])),
  };
}

export async function runLighthouse(url, runs) {
  const summaries = [];
  for (let i = 0; i < runs; i++) summaries.push(summarize(await lighthouseOnce(url)));
  const byPerf = [...summaries].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = byPerf[Math.floor(byPerf.length / 2)];
  return {
    ...median,
    runs,
    performanceScoresOfAllRuns: summaries.map((s) => s.scores.performance),
    benchmarkIndexOfAllRuns: summaries.map((s) => s.benchmarkIndex),
  };
}
