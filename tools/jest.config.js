// The build tooling's own tests: each webpack plugin of ours against small fixtures, and the Kubernetes manifests.
module.exports = {
  ...require('./jest/node.preset'),
  displayName: 'tools',
  testMatch: ['<rootDir>/webpack/**/*.spec.ts', '<rootDir>/k8s/**/*.spec.ts'],
  // Each spec runs real webpack builds.
  testTimeout: 60000,
};
