// Removes the redeploy folder jest.global-setup.js made (a folder `npm test` passed in is its own to remove).
const { rmSync } = require('node:fs');

module.exports = async () => {
  const own = globalThis.__E2E_OWN_REDEPLOY_DIR__;
  if (own) rmSync(own, { recursive: true, force: true });
};
