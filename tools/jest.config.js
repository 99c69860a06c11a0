// The build tooling's own tests: each webpack plugin of ours, built against small fixtures.
module.exports = {
  ...require('./jest/node.preset'),
  displayName: 'tools',
  testMatch: ['<rootDir>/webpack/**/*.spec.ts'],
  // Each spec runs real webpack builds.
  testTimeout: 60000,
};
