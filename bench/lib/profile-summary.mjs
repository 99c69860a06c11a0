#!/usr/bin/env node
// Summarises a .cpuprofile: time by package (or API file) and by function, as shares of the busy time, and with
// frame names as further arguments, the inclusive share of each (e.g. `recordRequest request-line canActivate`).
// The profiler samples wall time: a syscall that lets the kernel switch to another process (writing to PostgreSQL
// wakes its backend) shows as time in that syscall although the API's CPU is idle, so read `writev` with care.
import { readFileSync } from 'node:fs';

const [file, ...frames] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/lib/profile-summary.mjs <file.cpuprofile> [frame name ...]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const selfTime = new Map();
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const ownerOf = ({ url, functionName }) => {
  const dependency = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1];
  if (url.includes('/api/dist/')) return `api:${url.split('/api/dist/')[1]}`;
  return url || functionName || '(native)';
};
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

const byOwner = new Map();
const byFunction = new Map();
const inclusive = new Map(frames.map((frame) => [frame, 0]));
let busy = 0;
for (const [id, time] of selfTime) {
  const frame = nodes.get(id).callFrame;
  if (frame.functionName === '(idle)') continue;
  busy += time;
  add(byOwner, ownerOf(frame), time);
  add(byFunction, `${frame.functionName || '(anonymous)'} ${ownerOf(frame)}:${frame.lineNumber}`, time);
  const counted = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const { functionName, url } = nodes.get(at).callFrame;
    for (const name of frames)
      if (!counted.has(name) && `${functionName}@${url}`.includes(name)) {
        counted.add(name);
        add(inclusive, name, time);
      }
  }
}

const share = (time) => `${((100 * time) / busy).toFixed(1).padStart(5)} %`;
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${share(time)}  ${name}`)
    .join('\n');
console.log(
  `busy ${(busy / 1000).toFixed(0)} ms\n\nby package or file\n${top(byOwner, 25)}\n\nby function\n${top(byFunction, 25)}`,
);
if (frames.length) console.log(`\ninclusive\n${top(inclusive, frames.length)}`);
