// sizes suite: what each web app ships. Raw, gzip -9 and brotli (quality 11) of every JS file in
// <app>/dist (source maps and the prerender script excluded), per-app totals, and the two files every page load fetches first:
// remoteEntry.js (remotes) and js/main.js. Writes bench/results/bundle-sizes.json.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, environment, writeResult } from '../lib/result-file.mjs';

export const WEB_APPS = ['shell', 'mfe-public', 'mfe-professional', 'mfe-participant'];

// The prerender script (tools/webpack/prerender-config.ts) runs at build time in Node: no browser loads it.
const BUILD_TIME_SCRIPTS = new Set(['prerender.js']);

function jsFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full, base);
    const file = path.relative(base, full);
    return /\.(m?js)$/.test(entry.name) && !BUILD_TIME_SCRIPTS.has(file) ? [file] : [];
  });
}

function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runSizesSuite() {
  const env = environment();
  console.log(`\n== sizes (cpus ${env.cpus}, load ${env.loadavgAtStart.join(' ')})`);
  const apps = {};
  for (const app of WEB_APPS) {
    const dist = path.join(ROOT, app, 'dist');
    if (!existsSync(dist)) throw new Error(`${app}/dist is missing: build first (npm run build), or drop --no-build`);
    const files = {};
    let total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of jsFiles(dist).sort()) {
      files[file] = sizesOf(readFileSync(path.join(dist, file)));
      total = add(total, files[file]);
    }
    apps[app] = {
      fileCount: Object.keys(files).length,
      total,
      remoteEntry: files['remoteEntry.js'] ?? null,
      main: files['js/main.js'] ?? files['main.js'] ?? null,
      files,
    };
    const a = apps[app];
    console.log(
      `  ${app.padEnd(17)} ${String(a.fileCount).padStart(3)} files  total ${kb(a.total.raw)} raw / ${kb(a.total.gzip)} gz / ${kb(a.total.brotli)} br` +
        `  main.js ${a.main ? kb(a.main.brotli) : '—'} br${a.remoteEntry ? `  remoteEntry.js ${kb(a.remoteEntry.brotli)} br` : ''}`,
    );
  }
  const all = Object.values(apps).reduce((sum, a) => add(sum, a.total), { raw: 0, gzip: 0, brotli: 0 });
  console.log(`  all apps          total ${kb(all.raw)} raw / ${kb(all.gzip)} gz / ${kb(all.brotli)} br`);
  const file = writeResult('bundle-sizes', env, {
    note: 'bytes; gzip level 9, brotli quality 11; every .js under <app>/dist, .map and prerender.js excluded. Not what one page loads: see web.json for that.',
    total: all,
    apps,
  });
  console.log(`  wrote ${file}`);
}
