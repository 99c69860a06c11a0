module.exports = {
  ...require('../tools/jest/node.preset'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // Real servers and a real browser: generous, but never a wall-clock assertion.
  testTimeout: 90000,
  // The run's redeployed build of mfe-public, made once for the suites that serve it (src/support/redeploy.ts).
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
};
