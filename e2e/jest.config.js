module.exports = {
  ...require('../tools/jest/node.preset'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // Real servers and a real browser: generous, but never a wall-clock assertion.
  testTimeout: 90000,
};
