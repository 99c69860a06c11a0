// Preloaded into the API by startApi when BENCH_API_PROFILE names a directory (`--cpu-prof` is not allowed in
// NODE_OPTIONS): samples the process from start and writes `api-<pid>.cpuprofile` there when the bench stops it.
// Read the file with `node bench/lib/profile-summary.mjs <file>` or Chrome DevTools' Performance panel.
const inspector = require('node:inspector');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable', () =>
  session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')),
);

let saving = false;
function saveAndExit() {
  if (saving) return;
  saving = true;
  session.post('Profiler.stop', (error, result) => {
    if (!error) {
      const file = path.join(process.env.BENCH_API_PROFILE, `api-${process.pid}.cpuprofile`);
      writeFileSync(file, JSON.stringify(result.profile));
    }
    process.exit(0);
  });
}
process.prependListener('SIGTERM', saveAndExit);
process.prependListener('SIGINT', saveAndExit);
