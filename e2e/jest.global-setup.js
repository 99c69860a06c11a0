// Once per run of the browser suite: the folder where the run's redeployed build of mfe-public is made once and
// shared by the suites that serve it (src/support/redeploy.ts). `npm test` passes a folder it has already filled
// in the background; otherwise the first suite that needs the build makes it here, and the run removes it.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async () => {
  if (process.env.E2E_REDEPLOY_DIR) return;
  // Set before any test environment exists, so every suite's process.env has it.
  process.env.E2E_REDEPLOY_DIR = mkdtempSync(path.join(tmpdir(), 'physio-e2e-redeploy-'));
  globalThis.__E2E_OWN_REDEPLOY_DIR__ = process.env.E2E_REDEPLOY_DIR;
};
