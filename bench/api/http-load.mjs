// HTTP figures for one endpoint: autocannon throughput/latency under N concurrent connections (10 by default), and
// the latency of one request at a time (what a single user waits; under load it is queueing that dominates).
import { createRequire } from 'node:module';
import { cpuMs } from '../lib/processes.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** `serverPid`: also report the CPU the server used per request during the measured run. */
export async function loadTest(url, token, { connections = 10, duration = 10, warmupSeconds = 0, serverPid } = {}) {
  const headers = { authorization: `Token ${token}` };
  // A short warm-up so JIT and the database page cache are not billed to the first endpoint measured; under many
  // connections also a few seconds of the same load (pool connections opened, hot paths optimised), not counted.
  await sequential(url, token, 20);
  if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers });
  const cpuBefore = serverPid ? cpuMs(serverPid) : null;
  const result = await autocannon({ url, connections, duration, headers });
  const cpuUsed = cpuBefore === null ? null : cpuMs(serverPid) - cpuBefore;
  return {
    connections,
    durationSeconds: duration,
    warmupSeconds,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ...(cpuUsed === null
      ? {}
      : { serverCpuMsPerRequest: Math.round((cpuUsed / Math.max(1, result.requests.total)) * 1000) / 1000 }),
  };
}

/** Median (and p90) of `count` requests sent one after the other. */
export async function sequential(url, token, count = 50) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { authorization: `Token ${token}` } });
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
  return { count, medianMs: at(0.5), p90Ms: at(0.9), minMs: at(0) };
}
